import { GraphQLError, Kind, type ASTVisitor, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Caller } from '../auth/session';
import type { RequestContext } from '../context';
import { badInput, forbidden } from './errors';
import { isPublic } from './permissions';

/** The longest text any input accepts (a blog post's content); anything longer is refused before it executes. */
export const MAX_STRING_LENGTH = 200_000;

/** Why this text can't be stored, or null: Postgres refuses NUL bytes in text, and no field takes more than the cap. */
function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'Text may not contain NUL characters (\\u0000).';
  if (value.length > MAX_STRING_LENGTH) {
    return `Text may be at most ${MAX_STRING_LENGTH.toLocaleString('en')} characters long.`;
  }
  return null;
}

function firstTextProblem(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return textProblem(value);
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    const problem = firstTextProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Callers without a valid access token may only sign in, refresh and sign out: any other root field — even
 * `{ __typename }` — answers `Forbidden` (the session guard's message) before anything executes.
 */
function callerRule(signedIn: boolean, context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      if (signedIn) return;
      const root = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' }[operation.operation];
      const allowed = operation.selectionSet.selections.every(
        (selection) => selection.kind === Kind.FIELD && isPublic(root, selection.name.value),
      );
      if (!allowed) context.reportError(forbidden());
    },
    // Text written straight into the document gets the same check as variables.
    StringValue(node) {
      const problem = textProblem(node.value);
      if (problem) context.reportError(new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT' } }));
    },
  };
}

// Two named rules, not one closure: yoga caches a document's validation under the names of the rules it ran with, so
// an anonymous caller's `Forbidden` for a document must not be what a signed-in person sending it later gets (it
// signed them out).
function signedInCaller(context: ValidationContext) {
  return callerRule(true, context);
}
function anonymousCaller(context: ValidationContext) {
  return callerRule(false, context);
}

/** The request-level guards: who may send anything at all, and text every resolver would otherwise trip on. */
export function requestGuardsPlugin(): Plugin<RequestContext> {
  return {
    onValidate({ addValidationRule, context }) {
      // Runs before the context factory: the caller was identified by the server and passed in the server context.
      const caller = (context as { caller?: Caller }).caller;
      addValidationRule(caller?.access ? signedInCaller : anonymousCaller);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const problem = firstTextProblem(args.variableValues);
      if (problem) setResultAndStopExecution({ errors: [badInput(problem)] });
    },
  };
}
