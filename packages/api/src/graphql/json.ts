import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

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

/** Free-form JSON, output only in practice: history entries' differences and record states. */
export const JSON = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
});
