import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { codes, login } from './support/client';
import { attackContext } from './support/context';
import { ADDRESS_LIMIT } from './setup/sideServers';

// Attacks that spoil a whole process run against the setup's second, empty production server.
const api = attackContext().spare;

describe('sign-in throttle, per address', () => {
  it(`past ${ADDRESS_LIMIT} failed sign-ins one address is refused, whichever account and whatever it claims`, async () => {
    const guesses = api.sprayCodes;
    expect(guesses).toHaveLength(ADDRESS_LIMIT + 10);
    const checked = guesses.filter((code) => code === 'INVALID_CREDENTIALS').length;
    expect(checked).toBeLessThanOrEqual(ADDRESS_LIMIT);
    expect(guesses.filter((code) => code === 'TOO_MANY_ATTEMPTS').length).toBe(guesses.length - checked);
    expect(codes(await login(api.origin, 'fresh.account@attack.test', 'Another-Guess-1'))).toEqual([
      'TOO_MANY_ATTEMPTS',
    ]);
    // TRUST_PROXY is off: a forged X-Forwarded-For is no new address.
    const spoofed = await fetch(`${api.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8' },
      body: JSON.stringify({
        query: 'mutation { login(email: "spoof@attack.test", password: "Spoofed-Guess-1") { accessToken } }',
      }),
    });
    expect(codes((await spoofed.json()) as { errors?: [] })).toEqual(['TOO_MANY_ATTEMPTS']);
  });
});

/** A request whose body is still arriving: in flight for as long as the test holds it. */
function heldRequest(origin: string) {
  const { hostname, port } = new URL(origin);
  const body = JSON.stringify({ query: '{ __typename }' });
  const held = { answered: undefined as unknown as Promise<{ status: number; text: string }>, finish: () => {} };
  held.answered = new Promise<{ status: number; text: string }>((resolve) => {
    const req = request(
      {
        hostname,
        port,
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, text: String(error) }));
    req.write(body.slice(0, 5));
    held.finish = () => req.end(body.slice(5));
  });
  return held;
}

/** The spare server's exit code, once the setup has seen it exit. */
async function exitCode(): Promise<string> {
  while (!existsSync(api.exitFile)) await new Promise((resolve) => setTimeout(resolve, 100));
  return readFileSync(api.exitFile, 'utf8');
}

/** A probe as a load balancer's health check sends it: a new connection each time, the status or the socket error. */
function probe(origin: string, path: string): Promise<number | string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const req = request({ hostname, port, path, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
    req.end();
  });
}

describe('SIGTERM drain', () => {
  it('keeps answering its probes (/ready 503, /health 200) and refuses new work with 503 until in-flight requests end', async () => {
    const held = heldRequest(api.origin);
    expect(await probe(api.origin, '/ready')).toBe(200);
    process.kill(api.pid, 'SIGTERM');
    // Poll until the drain shows; every answer before must be a status, never a reset or refused connection.
    let ready: number | string = 200;
    while (ready === 200) {
      ready = await probe(api.origin, '/ready');
      expect(typeof ready, `/ready answered ${ready}`).toBe('number');
    }
    expect(ready).toBe(503);
    expect(await probe(api.origin, '/health')).toBe(200);
    const refused = await fetch(`${api.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    held.finish();
    expect((await held.answered).status).toBe(200);
    expect(await exitCode()).toBe('0');
  });
});
