import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestContext } from './session';
import { buildSchema } from '../graphql/schema';
import { isPublic } from '../graphql/permissions';
import { firstError, startTestApi, type TestApi } from '../testing/testApi';

const WHO_AM_I = `query WhoAmI { whoAmI { id name email active } }`;
const REFRESH = `mutation RefreshToken { refreshTokens { accessToken refreshToken } }`;

describe('sessions', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('signs in the seeded admin and answers WhoAmI with id, name, email, active', async () => {
    const { accessToken } = await api.login();
    const result = await api.request(WHO_AM_I, {}, accessToken);
    expect(result.data).toEqual({ whoAmI: { id: '1', name: 'Ada Admin', email: 'admin@example.com', active: true } });
  });

  it('gives one message for a wrong password and an unknown email', async () => {
    const login = `mutation { login(email: "%E", password: "%P") { accessToken } }`;
    const wrongPassword = await api.request(login.replace('%E', 'admin@example.com').replace('%P', 'nope-nope'));
    const unknownEmail = await api.request(login.replace('%E', 'who@example.com').replace('%P', 'nope-nope'));
    expect(firstError(wrongPassword).message).toBe('The email or password is incorrect.');
    expect(firstError(unknownEmail).message).toBe('The email or password is incorrect.');
  });

  it('issues access tokens that expire in 15 minutes and refresh tokens in 7 days', async () => {
    const { accessToken, refreshToken } = await api.login();
    const exp = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;
    const now = Date.now() / 1000;
    expect(exp(accessToken) - now).toBeGreaterThan(14 * 60);
    expect(exp(accessToken) - now).toBeLessThanOrEqual(15 * 60);
    expect(exp(refreshToken) - now).toBeGreaterThan(7 * 24 * 3600 - 60);
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'not-a-jwt'],
  ])('answers Forbidden to %s', async (_label, token) => {
    const result = await api.request(WHO_AM_I, {}, token);
    expect(firstError(result).message).toBe('Forbidden');
  });

  it('answers Forbidden to an expired access token', async () => {
    const expired = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(api.config.jwtSecret);
    expect(firstError(await api.request(WHO_AM_I, {}, expired)).message).toBe('Forbidden');
  });

  it('answers Forbidden to a token without an expiry claim', async () => {
    const eternal = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .sign(api.config.jwtSecret);
    expect(firstError(await api.request(WHO_AM_I, {}, eternal)).message).toBe('Forbidden');
  });

  it('answers Forbidden to a refresh token used as an access token', async () => {
    const { refreshToken } = await api.login();
    expect(firstError(await api.request(WHO_AM_I, {}, refreshToken)).message).toBe('Forbidden');
  });

  it('answers Forbidden to an inactive user, even with a valid token', async () => {
    const { accessToken } = await api.login('editor@example.com', 'editor-password');
    await api.asAdmin(`mutation { updateUser(id: "2", input: { active: false }) { id } }`);
    expect(firstError(await api.request(WHO_AM_I, {}, accessToken)).message).toBe('Forbidden');
    await api.asAdmin(`mutation { updateUser(id: "2", input: { active: true }) { id } }`);
  });

  it('refuses to sign in an inactive user', async () => {
    const result = await api.request(
      `mutation { login(email: "ole@example.com", password: "editor-password") { accessToken } }`,
    );
    expect(firstError(result).message).toBe('The email or password is incorrect.');
  });

  const refresh = async (token: string) =>
    (await api.request<{ refreshTokens: { accessToken: string; refreshToken: string } }>(REFRESH, {}, token)).data
      ?.refreshTokens;
  /** The grace window passing, without waiting for it: the rotation is moved into the past. */
  const afterGraceWindow = () =>
    api.services.db.query(`UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 minute'`);

  it('rotates the refresh token: the new pair works, and the old one is spent once its successor is used', async () => {
    const first = await api.login();
    const pair = (await refresh(first.refreshToken))!;
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect((await api.request(WHO_AM_I, {}, pair.accessToken)).data).toBeTruthy();
    const next = (await refresh(pair.refreshToken))!;
    expect(firstError(await api.request(REFRESH, {}, first.refreshToken)).message).toBe('Forbidden');
    // That was real reuse: the whole family is gone, the newest token included.
    expect(firstError(await api.request(REFRESH, {}, next.refreshToken)).message).toBe('Forbidden');
  });

  it('lets two tabs refresh with the same token at the same moment: both get the same working successor', async () => {
    const first = await api.login();
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect(a && b).toBeTruthy();
    const jti = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti as string;
    expect(jti(a!.refreshToken)).toBe(jti(b!.refreshToken));
    expect((await api.request(WHO_AM_I, {}, a!.accessToken)).data).toBeTruthy();
    expect((await api.request(WHO_AM_I, {}, b!.accessToken)).data).toBeTruthy();
    // Each tab's refresh token goes on working: the one that refreshes first rotates, the other is in the window.
    const later = await refresh(b!.refreshToken);
    expect(later).toBeTruthy();
    expect(await refresh(a!.refreshToken)).toBeTruthy();
  });

  it('hands a second tab the very same refresh token, even seconds later, so one login never has two live tokens', async () => {
    const first = await api.login();
    const a = (await refresh(first.refreshToken))!;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3_000);
      const b = (await refresh(first.refreshToken))!;
      expect(b.refreshToken).toBe(a.refreshToken);
    } finally {
      vi.useRealTimers();
    }
  });

  it('revokes the whole family when a rotated refresh token comes back after the grace window', async () => {
    const first = await api.login();
    const second = (await refresh(first.refreshToken))!;
    await afterGraceWindow();
    expect(firstError(await api.request(REFRESH, {}, first.refreshToken)).message).toBe('Forbidden');
    expect(firstError(await api.request(REFRESH, {}, second.refreshToken)).message).toBe('Forbidden');
    expect(firstError(await api.request(WHO_AM_I, {}, second.accessToken)).message).toBe('Forbidden');
  });

  it('logout revokes the refresh token', async () => {
    const { refreshToken } = await api.login();
    const result = await api.request(`mutation Logout($t: String!) { logout(refreshToken: $t) }`, { t: refreshToken });
    expect(result.data).toEqual({ logout: true });
    expect(firstError(await api.request(REFRESH, {}, refreshToken)).message).toBe('Forbidden');
  });

  it('guards every query and mutation but login, refreshTokens and logout', async () => {
    const schema = buildSchema();
    const anonymous = requestContext(api.services, { bearer: null, access: null, clientAddress: 'test' });
    const fields = [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) =>
      Object.values(type.getFields()).map((field) => ({ ...field, root: type.name })),
    );
    const guarded = fields.filter((field) => !isPublic(field.root, field.name));
    expect(guarded.length).toBeGreaterThan(70);
    for (const field of guarded) {
      await expect(field.resolve!(undefined, {}, anonymous, {} as never), field.name).rejects.toThrow('Forbidden');
    }
  });
});
