import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApiProcess } from '../testing/apiProcess';

/** What a probe got: the status, or the connection error a load balancer would read as "dead". */
async function probe(url: string): Promise<number | string> {
  try {
    const response = await fetch(url, { headers: { connection: 'close' } });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return String((error as { cause?: { code?: string } }).cause?.code ?? error);
  }
}

/**
 * A request whose body has not arrived: the server is inside it until the body is sent. It asks `Expect:
 * 100-continue`, so Node's "100 Continue" says when the server has taken the request in.
 */
async function slowRequest(port: number, body: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  const continued = new Promise<void>((resolve) =>
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (answer.includes('100 Continue')) resolve();
    }),
  );
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nExpect: 100-continue\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
  );
  await continued;
  return {
    finish: async () => {
      socket.end(body);
      await closed;
      return answer.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
    },
  };
}

describe('a draining replica (SIGTERM) on a real process', () => {
  let api: Awaited<ReturnType<typeof startApiProcess>> | undefined;
  afterAll(() => {
    if (api && api.process.exitCode === null) api.process.kill('SIGKILL');
  });

  it('keeps answering /ready (503) and /health while it finishes the request in flight, then exits 0', async () => {
    api = await startApiProcess({
      NODE_ENV: 'production',
      API_DATA_DIR: await mkdtemp(join(tmpdir(), 'deals-drain-')),
      JWT_SECRET: randomBytes(32).toString('hex'),
      RUN_SCHEDULER: 'false',
      SEED_PRODUCTS: '0',
    });
    const port = Number(new URL(api.url).port);
    await expect.poll(() => probe(`${api!.url}/ready`), { timeout: 120_000 }).toBe(200);

    const inFlight = await slowRequest(port, JSON.stringify({ query: 'mutation { logout(refreshToken: "none") }' }));
    api.process.kill('SIGTERM');

    // A load balancer polling during the drain reads "not ready", never a reset connection.
    await expect.poll(() => probe(`${api!.url}/ready`), { timeout: 30_000 }).not.toBe(200);
    for (let poll = 0; poll < 5; poll += 1) expect(await probe(`${api.url}/ready`)).toBe(503);
    expect(await probe(`${api.url}/health`)).toBe(200);
    // New work is refused with 503 (the balancer sends it elsewhere) while the request in flight goes on.
    const refused = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { logout(refreshToken: "none") }' }),
    });
    expect(refused.status).toBe(503);
    expect(api.process.exitCode).toBeNull();

    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('{"data":{"logout":true}}');
    expect(await api.exited).toBe(0);
  }, 300_000);
});
