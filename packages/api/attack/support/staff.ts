import { randomBytes } from 'node:crypto';
import { attackContext } from './context';
import { dataOf, post, signIn, type Tokens } from './client';

export type Role = 'ADMIN' | 'EDITOR' | 'VIEWER';
export interface Person {
  id: string;
  email: string;
  password: string;
  name: string;
  role: Role;
}

let adminTokens: Promise<Tokens> | undefined;

/** The first administrator's session, signed in once per test file. */
export function adminSession(): Promise<Tokens> {
  const { origin, admin } = attackContext();
  adminTokens ??= signIn(origin, admin.email, admin.password);
  return adminTokens;
}

export async function adminToken(): Promise<string> {
  return (await adminSession()).accessToken;
}

/** A colleague created the way an administrator creates one: `createUser` through the API. */
export async function createStaff(role: Role, label: string): Promise<Person> {
  const { origin } = attackContext();
  const suffix = randomBytes(4).toString('hex');
  const person = {
    name: `${label} ${suffix}`,
    email: `${label.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${suffix}@attack.test`,
    password: `Pw-${randomBytes(9).toString('base64url')}-9z`,
    role,
  };
  const answer = await post<{ createUser: { id: string } }>(origin, {
    query: 'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
    variables: { input: { ...person, active: true } },
    token: await adminToken(),
  });
  return { ...person, id: dataOf(answer, `createUser ${label}`).createUser.id };
}

export async function signInAs(person: Person): Promise<Tokens> {
  return signIn(attackContext().origin, person.email, person.password);
}

/** A GraphQL request as the first administrator, failing on any error (setup and read-back). */
export async function asAdmin<Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> {
  const answer = await post<Data>(attackContext().origin, { query, variables, token: await adminToken() });
  return dataOf(answer, query.slice(0, 80));
}
