import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEventStream, RECORD_CHANGED } from '../testing/eventStream';
import { startTestApi, type GraphQLResponse, type TestApi } from '../testing/testApi';

const WHO_AM_I = `query WhoAmI { whoAmI { id } }`;
const REFRESH = `mutation RefreshToken { refreshTokens { accessToken refreshToken } }`;
const CHANGE_PASSWORD = `mutation($current: String!, $next: String!) {
  changePassword(currentPassword: $current, newPassword: $next) }`;

/** The refusal as the client reads it: the message it signs out on, and why. */
const refusal = (result: GraphQLResponse) => {
  const error = result.errors?.[0] as { message: string; extensions?: { code?: string; reason?: string } } | undefined;
  return { message: error?.message, code: error?.extensions?.code, reason: error?.extensions?.reason };
};

describe('why a session ended (Forbidden with extensions.reason)', () => {
  let api: TestApi;
  let people = 0;
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 5 }, config: { liveHeartbeatSeconds: 600 } });
  }, 60_000);
  afterAll(() => api.close());

  /** A fresh editor of their own, so a password or role change here touches no other test's account. */
  async function newPerson() {
    people += 1;
    const email = `leaver${people}@example.com`;
    const password = `harbour-lantern-${people}-quiet`;
    const { createUser } = await api.asAdmin<{ createUser: { id: string } }>(
      `mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`,
      { input: { name: `Leaver ${people}`, email, password, role: 'EDITOR' } },
    );
    return { id: createUser.id, email, password };
  }

  it('a password change ends the other logins with PASSWORD_CHANGED, on requests and on refresh', async () => {
    const person = await newPerson();
    const here = await api.login(person.email, person.password);
    const elsewhere = await api.login(person.email, person.password);
    const changed = await api.request(
      CHANGE_PASSWORD,
      { current: person.password, next: 'copper-meadow-lantern-7' },
      here.accessToken,
    );
    expect(changed.errors).toBeUndefined();
    expect(refusal(await api.request(WHO_AM_I, {}, elsewhere.accessToken))).toEqual({
      message: 'Forbidden',
      code: 'FORBIDDEN',
      reason: 'PASSWORD_CHANGED',
    });
    expect(refusal(await api.request(REFRESH, {}, elsewhere.refreshToken)).reason).toBe('PASSWORD_CHANGED');
    // The login that changed it goes on.
    expect((await api.request(WHO_AM_I, {}, here.accessToken)).errors).toBeUndefined();
  });

  it('signing out ends that login with SIGNED_OUT; another login of the person goes on', async () => {
    const person = await newPerson();
    const tab = await api.login(person.email, person.password);
    const phone = await api.login(person.email, person.password);
    await api.request(`mutation($token: String!) { logout(refreshToken: $token) }`, { token: tab.refreshToken });
    expect(refusal(await api.request(WHO_AM_I, {}, tab.accessToken))).toMatchObject({
      message: 'Forbidden',
      reason: 'SIGNED_OUT',
    });
    expect(refusal(await api.request(REFRESH, {}, tab.refreshToken)).reason).toBe('SIGNED_OUT');
    expect((await api.request(WHO_AM_I, {}, phone.accessToken)).errors).toBeUndefined();
  });

  it('a role change ends every login with ROLE_CHANGED, a deactivation with DEACTIVATED', async () => {
    const promoted = await newPerson();
    const promotedSession = await api.login(promoted.email, promoted.password);
    await api.asAdmin(`mutation($id: ID!) { updateUser(id: $id, input: { role: VIEWER }) { id } }`, {
      id: promoted.id,
    });
    expect(refusal(await api.request(WHO_AM_I, {}, promotedSession.accessToken)).reason).toBe('ROLE_CHANGED');
    expect(refusal(await api.request(REFRESH, {}, promotedSession.refreshToken)).reason).toBe('ROLE_CHANGED');

    const leaving = await newPerson();
    const leavingSession = await api.login(leaving.email, leaving.password);
    await api.asAdmin(`mutation($id: ID!) { updateUser(id: $id, input: { active: false }) { id } }`, {
      id: leaving.id,
    });
    expect(refusal(await api.request(WHO_AM_I, {}, leavingSession.accessToken)).reason).toBe('DEACTIVATED');
    expect(refusal(await api.request(REFRESH, {}, leavingSession.refreshToken)).reason).toBe('DEACTIVATED');
  });

  it('a refresh token presented again after its grace revokes the login with SESSION_REVOKED', async () => {
    const person = await newPerson();
    const first = await api.login(person.email, person.password);
    const rotated = await api.request<{ refreshTokens: { accessToken: string } }>(REFRESH, {}, first.refreshToken);
    // Out of the grace window: the rotation is dated back, as if the copy resurfaced a minute later.
    await api.services.db.query(`UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 minute'`);
    expect(refusal(await api.request(REFRESH, {}, first.refreshToken))).toMatchObject({
      message: 'Forbidden',
      reason: 'SESSION_REVOKED',
    });
    expect(refusal(await api.request(WHO_AM_I, {}, rotated.data!.refreshTokens.accessToken)).reason).toBe(
      'SESSION_REVOKED',
    );
  });

  it("a password change ends the other login's live stream at once, with the reason, not at its heartbeat", async () => {
    const person = await newPerson();
    const here = await api.login(person.email, person.password);
    const elsewhere = await api.login(person.email, person.password);
    const response = await api.api.handle(
      new Request('http://localhost:4999/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          authorization: `Bearer ${elsewhere.accessToken}`,
        },
        body: JSON.stringify({ query: RECORD_CHANGED, variables: { types: ['BRAND'] } }),
      }),
    );
    const stream = readEventStream(response);
    try {
      await api.request(
        CHANGE_PASSWORD,
        { current: person.password, next: 'amber-orchard-signal-3' },
        here.accessToken,
      );
      // The heartbeat is ten minutes: only the announcement can end the stream within the test.
      const last = await stream.next();
      expect(last && refusal(last)).toEqual({ message: 'Forbidden', code: 'FORBIDDEN', reason: 'PASSWORD_CHANGED' });
      expect(await stream.next()).toBeNull();
    } finally {
      await stream.close();
    }
  });

  it("an anonymous caller's refusal of a document is never answered to a signed-in person sending it later", async () => {
    // The same text, byte for byte: yoga caches a document's validation.
    const brands = `query BrandsForEveryone { findBrands(limit: 1) { count } }`;
    expect(refusal(await api.request(brands)).message).toBe('Forbidden');
    const person = await newPerson();
    const { accessToken } = await api.login(person.email, person.password);
    const signedIn = await api.request<{ findBrands: { count: number } }>(brands, {}, accessToken);
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data?.findBrands.count).toBeGreaterThan(0);
    expect(refusal(await api.request(brands)).message).toBe('Forbidden');
  });

  it('a request without a session is refused with the plain Forbidden, no reason', async () => {
    expect(refusal(await api.request(WHO_AM_I))).toEqual({
      message: 'Forbidden',
      code: 'FORBIDDEN',
      reason: undefined,
    });
  });
});
