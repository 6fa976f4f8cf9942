import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type GraphQLResponse, type TestApi } from '../testing/testApi';
import { buildSchema } from './schema';

/**
 * Every argument of every query and mutation, walked from the schema, gets the values just outside what the database
 * stores, one at a time (the others plausible): none may answer a 500 (INTERNAL_SERVER_ERROR, "Unexpected error.").
 */
const OUT_OF_RANGE: Record<string, unknown[]> = {
  ID: ['99999999999999999999', '-1', 'abc', '1.5'],
  Int: [2147483647, -2147483648, -1],
  Float: [1e308, -1e308, 1e-320],
  DateTime: ['+099999-01-01T00:00:00Z', '-000001-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '+010000-01-01T00:00:00Z'],
  String: ['99999999999999999999'],
};

/** A value the field would plausibly take, so the probe reaches the code behind the first check. */
function plausibleString(name: string): string {
  if (/email/i.test(name)) return 'probe@example.com';
  if (/slug/i.test(name)) return 'probe-slug';
  if (/url|link|href/i.test(name)) return 'https://example.com/probe';
  if (/schedule/i.test(name)) return '0 * * * *';
  if (/password/i.test(name)) return 'a-Reasonably-long-passphrase-42';
  if (/currency/i.test(name)) return 'EUR';
  if (/content/i.test(name)) return '<p>Probe</p>';
  return 'Probe';
}

function plausible(type: GraphQLInputType, name: string): unknown {
  if (type instanceof GraphQLNonNull) return plausible(type.ofType, name);
  if (type instanceof GraphQLList) return [plausible(type.ofType, name)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0]!.value;
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => field.type instanceof GraphQLNonNull)
        .map((field) => [field.name, plausible(field.type, field.name)]),
    );
  }
  switch ((type as GraphQLScalarType).name) {
    case 'ID':
      return '1';
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'DateTime':
      return new Date(Date.now() + 86_400_000).toISOString();
    case 'JSON':
      return {};
    default:
      return plausibleString(name);
  }
}

interface Probe {
  label: string;
  scalar: string;
  /** Where the value sits inside its argument (`expiresAt`), or the argument's name when it is the value. */
  field: string;
  variables: Record<string, unknown>;
}

/** Sets `value` at `path` inside a copy of `base`, filling the objects and lists on the way with plausible values. */
function withValueAt(base: unknown, type: GraphQLInputType, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  if (type instanceof GraphQLNonNull) return withValueAt(base, type.ofType, path, value);
  if (type instanceof GraphQLList) {
    const items = Array.isArray(base) ? [...base] : [plausible(type.ofType, path[0]!)];
    items[0] = withValueAt(items[0], type.ofType, path.slice(1), value);
    return items;
  }
  const object = type as GraphQLInputObjectType;
  const field = object.getFields()[path[0]!]!;
  const current = (base as Record<string, unknown> | undefined) ?? {};
  return {
    ...current,
    [field.name]: withValueAt(
      current[field.name] ?? plausible(field.type, field.name),
      field.type,
      path.slice(1),
      value,
    ),
  };
}

/** Every leaf of an argument's type as a path ("[]" steps into a list), with its scalar's name. */
function leaves(type: GraphQLInputType, path: string[] = [], seen = new Set<string>()): [string[], string][] {
  if (type instanceof GraphQLNonNull) return leaves(type.ofType, path, seen);
  if (type instanceof GraphQLList) return leaves(type.ofType, [...path, '[]'], seen);
  if (type instanceof GraphQLInputObjectType) {
    if (seen.has(type.name)) return [];
    const inner = new Set(seen).add(type.name);
    return Object.values(type.getFields()).flatMap((field) => leaves(field.type, [...path, field.name], inner));
  }
  return [[path, getNamedType(type).name]];
}

function probesOf(root: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>): Probe[] {
  const base = Object.fromEntries(
    field.args
      .filter((arg) => arg.type instanceof GraphQLNonNull)
      .map((arg) => [arg.name, plausible(arg.type, arg.name)]),
  );
  return field.args.flatMap((arg) =>
    leaves(arg.type).flatMap(([path, scalar]) =>
      (OUT_OF_RANGE[scalar] ?? []).map((value) => {
        const steps = path.filter((step) => step !== '[]');
        const inside = path.map((step) => (step === '[]' ? '0' : step)).join('.');
        return {
          label: `${root}.${field.name}(${[arg.name, ...steps].join('.')} = ${JSON.stringify(value)})`,
          scalar,
          field: inside || arg.name,
          variables: { ...base, [arg.name]: withValueAt(base[arg.name], arg.type, steps, value) },
        };
      }),
    ),
  );
}

function operationOf(root: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = getNamedType(field.type) instanceof GraphQLScalarType ? '' : '{ __typename }';
  return `${root.toLowerCase()}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection} }`;
}

const isInternal = (result: GraphQLResponse) =>
  (result.errors ?? []).some(
    (error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR' || error.message === 'Unexpected error.',
  );

describe('values outside what the database stores', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 30 } });
    token = api.adminToken;
  });
  afterAll(() => api.close());

  const schema = buildSchema();
  const roots = { Query: schema.getQueryType()!, Mutation: schema.getMutationType()! };
  for (const [root, type] of Object.entries(roots) as ['Query' | 'Mutation', (typeof roots)['Query']][]) {
    for (const field of Object.values(type.getFields())) {
      const probes = probesOf(root, field);
      if (probes.length === 0) continue;
      it(`${root}.${field.name}: ${probes.length} out-of-range values, none a 500`, async () => {
        const query = operationOf(root, field);
        const wrong: string[] = [];
        for (const probe of probes) {
          let result = await api.request(query, probe.variables, token);
          // A probe may end the admin's session (a changed email, a password): sign in again and retry it.
          if (result.errors?.some((error) => error.message === 'Forbidden')) {
            token = (await api.login()).accessToken;
            result = await api.request(query, probe.variables, token);
          }
          if (isInternal(result)) wrong.push(`${probe.label} → ${JSON.stringify(result.errors)}`);
          // A date outside 1900–9999 is refused before anything runs, naming where it was.
          const first = result.errors?.[0];
          if (
            probe.scalar === 'DateTime' &&
            (first?.extensions?.code !== 'BAD_USER_INPUT' || first.extensions.field !== probe.field)
          ) {
            wrong.push(`${probe.label} → ${JSON.stringify(result.errors)}, expected BAD_USER_INPUT on ${probe.field}`);
          }
        }
        expect(wrong).toEqual([]);
      });
    }
  }

  it('says which field and which range, for a date in a variable', async () => {
    const result = await api.request(
      `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`,
      {
        input: {
          title: 'Far future',
          price: 10,
          currency: 'EUR',
          dealUrl: 'https://example.com/deal',
          expiresAt: '+099999-01-01T00:00:00Z',
        },
      },
      token,
    );
    expect(result.errors).toEqual([
      {
        message:
          'expiresAt: "+099999-01-01T00:00:00Z" is out of range: dates must be between 1900-01-01 and 9999-12-31 (UTC).',
        extensions: { code: 'BAD_USER_INPUT', field: 'expiresAt' },
      },
    ]);
  });

  it('refuses a date written into the document as BAD_USER_INPUT too', async () => {
    const result = await api.request(`{ activity(filter: { from: "+099999-01-01T00:00:00Z" }) { count } }`, {}, token);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(/between 1900-01-01 and 9999-12-31/);
  });
});
