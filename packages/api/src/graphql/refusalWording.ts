import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** The code every refusal of a document for its size or cost carries (README "Limits"). */
export const QUERY_LIMIT_EXCEEDED = 'QUERY_LIMIT_EXCEEDED';

/** GraphQL Armor's refusals name their limit ("Aliases limit of 15 exceeded, found 16") but carry no code. */
const ARMOR_LIMIT = /limit of \d+ exceeded/i;
/** graphql-js stops checking a document whose repeated fields would cost too much to compare, with only this. */
const VALIDATION_ABORTED = 'Validation aborted.';
/** graphql-js suggests a close name for fields, arguments, types and enum values; Armor strips only some of them. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

function reworded(error: GraphQLError, development: boolean): GraphQLError {
  let message = development ? error.message : error.message.replace(SUGGESTION, '');
  let code = error.extensions?.code;
  if (message === VALIDATION_ABORTED) {
    message = 'The query is too large to check: it selects the same fields too many times.';
    code = QUERY_LIMIT_EXCEEDED;
  } else if (!code && ARMOR_LIMIT.test(message)) {
    message = message.replace(/^Syntax Error: /, '');
    code = QUERY_LIMIT_EXCEEDED;
  }
  if (message === error.message && code === error.extensions?.code) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, ...(code ? { code } : {}) },
  });
}

/**
 * Every refusal reads the same way for every client: a document refused for its size says which limit and carries
 * `QUERY_LIMIT_EXCEEDED`, and outside development no message suggests a name the schema has (introspection is off
 * there, and "Did you mean" would hand the schema out one guess at a time).
 */
export function refusalWordingPlugin(development: boolean): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !result || typeof result !== 'object' || !('errors' in result)) return;
      const errors = result.errors;
      if (!errors?.length) return;
      const next = errors.map((error) => (error instanceof GraphQLError ? reworded(error, development) : error));
      if (next.some((error, index) => error !== errors[index])) setResult({ ...result, errors: next });
    },
  };
}
