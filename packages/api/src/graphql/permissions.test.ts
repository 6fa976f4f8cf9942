import { roleCan, ROLES, type Role } from '@deals/domain/access';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApi, type TestApi } from '../testing/testApi';
import { ROOT_RULES, type RootType } from './permissions';
import { buildSchema } from './schema';

/** A value of the right type for a required argument; ids point at nothing, so allowed changes change nothing. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  const scalar: Record<string, unknown> = { ID: '999999', Int: 1, Float: 1, Boolean: false, DateTime: '2030-01-01' };
  return scalar[getNamedType(type).name] ?? 'x';
}

/** `mutation Call($a: T!) { field(a: $a) { __typename } }` with sample variables for the required arguments. */
function callOf(root: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => isNonNullType(arg.type));
  const declarations = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `${root === 'Query' ? 'query' : 'mutation'} Call${declarations ? `(${declarations})` : ''} {
    ${field.name}${args ? `(${args})` : ''}${selection} }`;
  return { query, variables: Object.fromEntries(required.map((arg) => [arg.name, sample(arg.type)])) };
}

const ACCOUNTS: Record<Role, [string, string]> = {
  ADMIN: ['admin@example.com', 'admin-password'],
  EDITOR: ['editor@example.com', 'editor-password'],
  VIEWER: ['viewer@example.com', 'viewer-password'],
};

describe('one permission check for every operation', () => {
  let api: TestApi;
  const tokens = {} as Record<Role, string>;
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 5 } });
    for (const role of ROLES) tokens[role] = (await api.login(...ACCOUNTS[role])).accessToken;
  }, 60_000);
  afterAll(() => api.close());

  it('has a rule for every root field, and refuses to start without one', () => {
    const schema = buildSchema();
    for (const type of [schema.getQueryType()!, schema.getMutationType()!, schema.getSubscriptionType()!]) {
      for (const field of Object.keys(type.getFields())) {
        expect(ROOT_RULES[type.name as RootType][field], `${type.name}.${field}`).toBeDefined();
      }
    }
    const queries = ROOT_RULES.Query as Record<string, unknown>;
    const rule = queries.findBrands;
    delete queries.findBrands;
    try {
      expect(() => buildSchema()).toThrow('Query.findBrands has no permission rule');
    } finally {
      queries.findBrands = rule;
    }
  });

  it('calls every query and mutation as each role and anonymously, and allows exactly what the table allows', async () => {
    const schema = buildSchema();
    const mismatches: string[] = [];
    for (const type of [schema.getQueryType()!, schema.getMutationType()!]) {
      const root = type.name as 'Query' | 'Mutation';
      for (const field of Object.values(type.getFields())) {
        const rule = ROOT_RULES[root][field.name]!;
        const { query, variables } = callOf(root, field);
        for (const caller of [...ROLES, 'anonymous'] as const) {
          const token = caller === 'anonymous' ? undefined : tokens[caller];
          const error = firstError(await api.request(query, variables, token));
          const refused = error.code === 'PERMISSION_DENIED' || (rule !== 'public' && error.message === 'Forbidden');
          const expected =
            rule === 'public'
              ? true
              : caller === 'anonymous'
                ? false
                : rule === 'self' || roleCan(caller, rule[0], rule[1]);
          if (refused === expected) {
            mismatches.push(`${caller} ${root}.${field.name}: ${refused ? 'refused' : 'allowed'} (${error.message})`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('answers a refused role with PERMISSION_DENIED and the message the UI shows, never Forbidden', async () => {
    const result = await api.request(`mutation { createBrand(input: { title: "Nope" }) { id } }`, {}, tokens.VIEWER);
    expect(firstError(result)).toMatchObject({
      code: 'PERMISSION_DENIED',
      message: "You don't have permission to do that.",
    });
    expect(result.data).toBeNull();
  });
});
