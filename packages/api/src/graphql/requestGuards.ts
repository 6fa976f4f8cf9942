import {
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  type ASTVisitor,
  type DocumentNode,
  type ExecutionArgs,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Caller } from '../auth/session';
import type { RequestContext } from '../context';
import { badInput, forbidden } from './errors';
import { refusedVariable } from './inputErrors';
import { LIMITS } from './limits';
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

/** Text written straight into the document gets the same check as variables; it depends on the document alone. */
function literalTextRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      const problem = textProblem(node.value);
      if (problem) context.reportError(new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT' } }));
    },
  };
}

/**
 * Whether a caller without a valid access token may send this document: only when every operation in it selects
 * nothing but `login`, `refreshTokens` or `logout` — not even `{ __typename }`. A document that does not parse is
 * left to yoga, which answers its syntax error.
 */
function anonymousMaySend(query: string): boolean {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: LIMITS.tokens });
  } catch {
    return true;
  }
  return document.definitions.every((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return true;
    const root = ROOT_TYPE_NAMES[definition.operation];
    return definition.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && isPublic(root, selection.name.value),
    );
  });
}

/** Variables checked before anything runs: text no column takes, and values our scalars refuse (naming the field). */
function refusedInput(args: ExecutionArgs): GraphQLError | null {
  const problem = firstTextProblem(args.variableValues);
  if (problem) return badInput(problem);
  const operation = getOperationAST(args.document, args.operationName);
  return operation ? refusedVariable(args.schema, operation, args.variableValues ?? {}) : null;
}

const ROOT_TYPE_NAMES = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

/** The request-level guards: who may send anything at all, and text every resolver would otherwise trip on. */
export function requestGuardsPlugin(): Plugin<RequestContext> {
  return {
    /**
     * Who may send what is decided here, per request, before the document reaches yoga's parse and validation
     * caches: those are keyed by the document's text alone, so a rule that depends on the caller must never run
     * inside them (the first caller's answer would be served to every later one).
     */
    onParams({ params, context, setResult }) {
      // The caller was identified by the server before yoga ran, and passed in the server context.
      const caller = (context as { caller?: Caller }).caller;
      if (caller?.access || typeof params.query !== 'string') return;
      if (!anonymousMaySend(params.query)) setResult({ errors: [forbidden()] });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(literalTextRule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const refused = refusedInput(args);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = refusedInput(args);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
  };
}
