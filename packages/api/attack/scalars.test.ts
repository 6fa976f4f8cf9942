import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { codes, dataOf, post } from './support/client';
import { attackContext } from './support/context';
import { sampleValue, schema } from './support/schemaWalk';
import { createStaff, signInAs } from './support/staff';

const { origin } = attackContext();
let token: string;
beforeAll(async () => {
  token = (await signInAs(await createStaff('ADMIN', 'Scalar Prober'))).accessToken;
});

// Values just outside what the database stores or JavaScript keeps exactly.
const EXTREMES: Record<string, unknown[]> = {
  ID: ['99999999999999999999', '１'],
  Int: [2147483647, -2147483648],
  Float: [1e308, -1e308, 5e-324],
  DateTime: ['+099999-01-01T00:00:00Z', '-000001-01-01T00:00:00Z'],
};
// Ids that name nothing, so a mutation reached with them changes nothing.
const BASE = { ID: '999999' };
const SKIPPED = new Set(['login', 'refreshTokens', 'logout', 'changePassword', 'updateProfile']);

interface Slot {
  path: string[];
  scalar: string;
  list: boolean;
}

function unwrap(type: GraphQLInputType): { list: boolean } {
  const inner = isNonNullType(type) ? type.ofType : type;
  return { list: isListType(inner) };
}

/** Every place in a root field's arguments where an ID, Int, Float or DateTime goes (one input level deep). */
function slotsOf(field: GraphQLField<unknown, unknown>): Slot[] {
  const slots: Slot[] = [];
  for (const arg of field.args) {
    const named = getNamedType(arg.type);
    if (named.name in EXTREMES) slots.push({ path: [arg.name], scalar: named.name, ...unwrap(arg.type) });
    if (isInputObjectType(named)) {
      for (const inner of Object.values(named.getFields())) {
        const innerNamed = getNamedType(inner.type);
        if (innerNamed.name in EXTREMES) {
          slots.push({ path: [arg.name, inner.name], scalar: innerNamed.name, ...unwrap(inner.type) });
        }
      }
    }
  }
  return slots;
}

function documentFor(field: GraphQLField<unknown, unknown>, operation: 'query' | 'mutation'): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const leaf = 'getFields' in named ? ' { __typename }' : '';
  return `${operation}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${leaf} }`;
}

function baseArguments(field: GraphQLField<unknown, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const arg of field.args) values[arg.name] = sampleValue(arg.type, arg.name, BASE);
  return values;
}

function withValue(base: Record<string, unknown>, slot: Slot, value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  const placed = slot.list ? [value] : value;
  const [outer, inner] = slot.path as [string, string?];
  if (inner === undefined) copy[outer] = placed;
  else copy[outer] = { ...(copy[outer] as object), [inner]: placed };
  return copy;
}

const roots = [
  ...Object.values(schema.getQueryType()!.getFields()).map((field) => ['query', field] as const),
  ...Object.values(schema.getMutationType()!.getFields()).map((field) => ['mutation', field] as const),
].filter(([, field]) => !SKIPPED.has(field.name) && slotsOf(field).length > 0);

describe.concurrent('extreme scalars in every argument never answer a 500', () => {
  it.each(roots.map(([operation, field]) => [field.name, operation, field] as const))(
    '%s',
    async (_name, operation, field) => {
      const query = documentFor(field, operation);
      const base = baseArguments(field);
      for (const slot of slotsOf(field)) {
        for (const value of EXTREMES[slot.scalar] ?? []) {
          const answer = await post(origin, { query, variables: withValue(base, slot, value), token });
          const where = `${slot.path.join('.')} = ${String(value)}: ${JSON.stringify(answer.errors)}`;
          expect(answer.status, where).toBeLessThan(500);
          expect(codes(answer), where).not.toContain('INTERNAL_SERVER_ERROR');
          if (slot.scalar === 'DateTime') {
            // README "Limits": a date out of range answers BAD_USER_INPUT naming where it was.
            expect(codes(answer), where).toEqual(['BAD_USER_INPUT']);
            expect(answer.errors?.[0]?.extensions?.field, where).toBeTruthy();
          }
        }
      }
    },
  );
});

describe('values the API takes but does not keep', () => {
  // Found on an earlier main: the price rule allows "two decimals at most", yet 5e-324 is accepted and saved as 0.
  it('a price of 5e-324 is refused, not saved as 0', async () => {
    const answer = await post<{ createProduct: { price: number } }>(origin, {
      query: 'mutation ($i: ProductInput!) { createProduct(input: $i) { price } }',
      variables: { i: { title: 'Tiny price', price: 5e-324, currency: 'EUR', dealUrl: 'https://shop.example/t' } },
      token,
    });
    expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
  });

  // Found on an earlier main: "ISO 8601 only" — yet 30 February is taken and becomes 1 March.
  it('2031-02-30 answers BAD_USER_INPUT, not 2031-03-02', async () => {
    const answer = await post<{ createProduct: { expiresAt: string } }>(origin, {
      query: 'mutation ($i: ProductInput!) { createProduct(input: $i) { expiresAt } }',
      variables: {
        i: {
          title: 'Impossible date',
          price: 1,
          currency: 'EUR',
          dealUrl: 'https://shop.example/d',
          expiresAt: '2031-02-30T00:00:00Z',
        },
      },
      token,
    });
    expect(codes(answer), JSON.stringify(answer.data)).toEqual(['BAD_USER_INPUT']);
  });

  it('a 2^31 Int and a 20-digit id are refused as input, not looked up', async () => {
    const int = await post(origin, { query: '{ findBrands(limit: 2147483648) { count } }', token });
    expect(int.errors?.[0]?.message).toMatch(/32-bit/);
    const id = await post(origin, { query: '{ findBrandById(id: "99999999999999999999") { id } }', token });
    expect(codes(id)).toEqual(['BAD_USER_INPUT']);
    dataOf(await post(origin, { query: '{ whoAmI { id } }', token }), 'still answering');
  });
});
