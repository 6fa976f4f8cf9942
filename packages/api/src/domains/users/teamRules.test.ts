import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApi, type TestApi } from '../../testing/testApi';
import { userRepository } from './repository';
import { assertMayUpdate } from './teamRules';

const UPDATE_USER = `mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id role active } }`;
const CREATE_USER = `mutation($input: CreateUserInput!) { createUser(input: $input) { id role } }`;
const WHO_AM_I = `{ whoAmI { id } }`;
const REFRESH = `mutation { refreshTokens { accessToken refreshToken } }`;

describe('rules that protect the team', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 0 } });
  });
  afterAll(() => api.close());

  const person = (email: string, role: string) => ({
    name: email.split('@')[0],
    email,
    password: 'tangerine-otter-lamp',
    role,
  });
  async function createAs(token: string, email: string, role: string) {
    return api.request<{ createUser: { id: string } }>(CREATE_USER, { input: person(email, role) }, token);
  }

  it("refuses an editor anything about people, admins above all (the audit's findings)", async () => {
    const editor = (await api.login('editor@example.com', 'editor-password')).accessToken;
    expect(firstError(await createAs(editor, 'mallory@example.com', 'ADMIN')).code).toBe('PERMISSION_DENIED');
    for (const input of [{ active: false }, { email: 'mallory@example.com' }, { role: 'EDITOR' }]) {
      expect(firstError(await api.request(UPDATE_USER, { id: '1', input }, editor)).code).toBe('PERMISSION_DENIED');
    }
    await expect(api.login('mallory@example.com', 'tangerine-otter-lamp')).rejects.toThrow();
    await expect(api.login()).resolves.toHaveProperty('accessToken');
  });

  it('refuses anyone a change of their own role', async () => {
    const result = await api.request(UPDATE_USER, { id: '1', input: { role: 'EDITOR' } }, api.adminToken);
    expect(firstError(result)).toMatchObject({ message: "You can't change your own role.", field: 'role' });
  });

  it('refuses to demote or deactivate the last active admin, even for a request already past the role check', async () => {
    // An admin demoted a moment ago whose request is still in flight: the table let it through, the rule doesn't.
    const me = { ...(await userRepository.byId(api.services.db, '1')), id: '999999' };
    const target = await userRepository.byId(api.services.db, '1');
    await expect(assertMayUpdate(api.services.db, me, target, { role: 'EDITOR' })).rejects.toThrow(
      "The last active admin can't be demoted.",
    );
    await expect(assertMayUpdate(api.services.db, me, target, { active: false })).rejects.toThrow(
      "The last active admin can't be deactivated.",
    );
  });

  it('ends the sessions of someone whose role changes or who is deactivated, on their next request', async () => {
    await createAs(api.adminToken, 'pat@example.com', 'EDITOR');
    const pat = await api.login('pat@example.com', 'tangerine-otter-lamp');
    const id = (await api.request<{ whoAmI: { id: string } }>(WHO_AM_I, {}, pat.accessToken)).data!.whoAmI.id;
    await api.asAdmin(UPDATE_USER, { id, input: { role: 'VIEWER' } });
    expect(firstError(await api.request(WHO_AM_I, {}, pat.accessToken)).message).toBe('Forbidden');
    expect(firstError(await api.request(REFRESH, {}, pat.refreshToken)).message).toBe('Forbidden');
    // Signed in again, the new role applies.
    const again = await api.login('pat@example.com', 'tangerine-otter-lamp');
    const brand = await api.request(`mutation { createBrand(input: { title: "Nope" }) { id } }`, {}, again.accessToken);
    expect(firstError(brand).code).toBe('PERMISSION_DENIED');
    await api.asAdmin(UPDATE_USER, { id, input: { active: false } });
    expect(firstError(await api.request(WHO_AM_I, {}, again.accessToken)).message).toBe('Forbidden');
    expect(firstError(await api.request(REFRESH, {}, again.refreshToken)).message).toBe('Forbidden');
  });

  it('ends every other session on a password change: their refresh and access tokens are refused', async () => {
    await createAs(api.adminToken, 'lin@example.com', 'EDITOR');
    const before = await api.login('lin@example.com', 'tangerine-otter-lamp');
    const other = await api.login('lin@example.com', 'tangerine-otter-lamp');
    const changed = await api.request(
      `mutation { changePassword(currentPassword: "tangerine-otter-lamp", newPassword: "walnut-harbour-kite") }`,
      {},
      before.accessToken,
    );
    expect(changed.data).toEqual({ changePassword: true });
    expect(firstError(await api.request(REFRESH, {}, other.refreshToken)).message).toBe('Forbidden');
    expect(firstError(await api.request(WHO_AM_I, {}, other.accessToken)).message).toBe('Forbidden');
    // The tab that changed the password stays signed in.
    expect((await api.request(WHO_AM_I, {}, before.accessToken)).data).toBeTruthy();
    await expect(api.login('lin@example.com', 'walnut-harbour-kite')).resolves.toHaveProperty('accessToken');
  });

  it('ends the login on logout: its access token stops at once', async () => {
    const session = await api.login();
    const other = await api.login();
    const logout = await api.request(`mutation($t: String!) { logout(refreshToken: $t) }`, { t: session.refreshToken });
    expect(logout.data).toEqual({ logout: true });
    expect(firstError(await api.request(WHO_AM_I, {}, session.accessToken)).message).toBe('Forbidden');
    expect(firstError(await api.request(REFRESH, {}, session.refreshToken)).message).toBe('Forbidden');
    // Another login (another device) of the same person goes on.
    expect((await api.request(WHO_AM_I, {}, other.accessToken)).data).toBeTruthy();
  });

  it('holds every password a person sets to the policy, naming the field', async () => {
    const weak = await api.request(
      CREATE_USER,
      { input: { ...person('kim@example.com', 'EDITOR'), password: 'aaaaaaaa' } },
      api.adminToken,
    );
    expect(firstError(weak)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
    const personal = await api.request(
      CREATE_USER,
      { input: { ...person('kimberly@example.com', 'EDITOR'), password: 'kimberly-2026-x' } },
      api.adminToken,
    );
    expect(firstError(personal)).toMatchObject({ message: 'Password must not contain your email.', field: 'password' });
    const change = await api.request(
      `mutation { changePassword(currentPassword: "admin-password", newPassword: "qwerty123456") }`,
      {},
      (await api.login()).accessToken,
    );
    expect(firstError(change)).toMatchObject({
      message: 'This password is too common. Choose another.',
      field: 'newPassword',
    });
  });
});
