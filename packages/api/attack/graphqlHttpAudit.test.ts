import { serverAudits, type AuditResult } from 'graphql-http';
import { beforeAll, describe, expect, it } from 'vitest';
import { attackContext } from './support/context';
import { createStaff, signInAs } from './support/staff';

const { origin } = attackContext();
let token: string;
beforeAll(async () => {
  token = (await signInAs(await createStaff('VIEWER', 'Audit Viewer'))).accessToken;
});

/** The audits as a signed-in person sends them: a stranger may only sign in, so most audits would meet Forbidden. */
const signedInFetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers });
};

// Why each known miss is acceptable:
// - 28B9 (a MUST) and 2EA1: their query is `__type(name:)`, introspection, which production turns off on purpose.
const INTROSPECTION_AUDITS = new Set(['28B9', '2EA1']);

describe('graphql-http server audit (GraphQL over HTTP spec)', () => {
  const audits = serverAudits({ url: `${origin}/graphql`, fetchFn: signedInFetch });
  it.each(audits.filter((audit) => audit.name.startsWith('MUST')).map((audit) => [audit.name, audit] as const))(
    '%s',
    async (_name, audit) => {
      const result: AuditResult = await audit.fn();
      if (INTROSPECTION_AUDITS.has(audit.id) && result.status !== 'ok') {
        const body = await result.response.text();
        expect(body).toMatch(/introspection has been disabled/);
        return;
      }
      expect(result.status, result.status === 'ok' ? '' : result.reason).toBe('ok');
    },
  );

  it('SHOULD audits that fail are only the known ones', async () => {
    const should = audits.filter((audit) => audit.name.startsWith('SHOULD'));
    const failing = [];
    for (const audit of should) {
      const result = await audit.fn();
      if (result.status !== 'ok') failing.push(audit.id);
    }
    expect(failing.filter((id) => !INTROSPECTION_AUDITS.has(id))).toEqual([]);
  });
});
