import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { unstorableValue } from './inputErrors';

/** How deep and how many values a JSON input may hold: no input takes JSON today; one that does stays bounded. */
export const JSON_INPUT_LIMITS = { depth: 20, values: 10_000 } as const;

function literal(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.LIST:
      return ast.values.map(literal);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((field) => [field.name.value, literal(field.value)]));
    default:
      return null;
  }
}

/** Walks the value once, refusing it past either limit (before anything recurses past the depth limit). */
function bounded(value: unknown): unknown {
  let count = 0;
  const visit = (node: unknown, depth: number) => {
    count += 1;
    if (count > JSON_INPUT_LIMITS.values) {
      throw unstorableValue(`A JSON value may hold at most ${JSON_INPUT_LIMITS.values.toLocaleString('en')} values.`);
    }
    if (node === null || typeof node !== 'object') return;
    if (depth >= JSON_INPUT_LIMITS.depth) {
      throw unstorableValue(`A JSON value may nest at most ${JSON_INPUT_LIMITS.depth} levels deep.`);
    }
    for (const child of Array.isArray(node) ? node : Object.values(node)) visit(child, depth + 1);
  };
  visit(value, 0);
  return value;
}

/** Free-form JSON, output only in practice: history entries' differences and record states. */
export const JSON = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: bounded,
  parseLiteral: (ast) => bounded(literal(ast)),
});
