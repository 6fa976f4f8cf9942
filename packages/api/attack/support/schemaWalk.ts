import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** The published contract (packages/api/src/schema.graphql), the one file of the API the attacker reads. */
export const schema: GraphQLSchema = buildSchema(
  readFileSync(new URL('../../src/schema.graphql', import.meta.url), 'utf8'),
);

export function mutationFields(): GraphQLField<unknown, unknown>[] {
  return Object.values(schema.getMutationType()!.getFields());
}

const SCALAR_SAMPLES: Record<string, unknown> = {
  ID: '1',
  String: 'attack',
  Int: 1,
  Float: 1,
  Boolean: false,
  DateTime: '2030-01-01T00:00:00Z',
  JSON: {},
};

// Names whose plain sample would be refused before anything interesting happens.
const NAMED_SAMPLES: Record<string, unknown> = {
  email: 'who.calls@attack.test',
  password: 'Who-Calls-Wrong-Pass-1',
  currentPassword: 'Who-Calls-Wrong-Pass-1',
  newPassword: 'Who-Calls-New-Pass-22',
  schedule: '*/15 * * * *',
  dealUrl: 'https://shop.example/deal',
  currency: 'EUR',
};

/** A value of `type` with every required part filled (optional ones left out): enough to reach the resolver. */
export function sampleValue(type: GraphQLInputType, name = '', scalars: Record<string, unknown> = {}): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType as GraphQLInputType, name, scalars);
  if (isListType(type)) return [sampleValue(type.ofType as GraphQLInputType, name, scalars)];
  if (name in NAMED_SAMPLES) return NAMED_SAMPLES[name];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isScalarType(type)) return scalars[type.name] ?? SCALAR_SAMPLES[type.name] ?? 'attack';
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) {
        value[field.name] = sampleValue(field.type, field.name, scalars);
      }
    }
    return value;
  }
  return null;
}

/** Values for an operation's required variables. */
export function sampleVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) throw new Error(`Unknown variable type in ${operation.name?.value ?? 'an operation'}`);
    if (isNonNullType(type) && !definition.defaultValue) {
      variables[definition.variable.name.value] = sampleValue(type, definition.variable.name.value);
    }
  }
  return variables;
}

export function namedTypeOf(field: GraphQLField<unknown, unknown>): string {
  return getNamedType(field.type).name;
}
