import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function toIso(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new GraphQLError(`"${String(value)}" is not a valid date-time.`);
  return date.toISOString();
}

/** ISO 8601 date-times in and out; inputs are validated and normalised to UTC. */
export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: toIso,
  parseValue: (value) => {
    if (typeof value !== 'string') throw new GraphQLError('A date-time must be an ISO 8601 string.');
    return toIso(value);
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('A date-time must be an ISO 8601 string.');
    return toIso(ast.value);
  },
});
