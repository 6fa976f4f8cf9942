import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream, type LiveStream } from './support/liveStream';
import { asAdmin, createStaff, signInAs, type Person } from './support/staff';

// The suite's server runs with LIVE_STREAMS_PER_PROCESS=20 (setup): 18 for anyone, the last 2 for people holding none.
const PER_PERSON = 10;
const open: LiveStream[] = [];

afterAll(() => {
  for (const stream of open) stream.close();
});

async function streamFor(person: Person): Promise<LiveStream> {
  // A login of its own per stream: the limit is per person, across all their logins and devices.
  const stream = await openStream((await signInAs(person)).accessToken);
  open.push(stream);
  return stream;
}

/** A change everyone may hear of; every open stream must deliver it, which proves the stream is live. */
async function expectLive(streams: LiveStream[]) {
  const { createStore } = await asAdmin<{ createStore: { id: string } }>(
    'mutation { createStore(input: { title: "Live check", active: false }) { id } }',
  );
  for (const stream of streams) {
    for (;;) {
      const event = await stream.next();
      expect(event.event).toBe('next');
      expect(event.data?.errors).toBeUndefined();
      if (event.data?.data?.recordChanged?.id === createStore.id) break;
    }
  }
}

async function expectRefused(stream: LiveStream, code: string) {
  const first = await stream.next();
  expect(first.event).toBe('next');
  expect(first.data?.errors?.[0]?.extensions?.code).toBe(code);
  expect((await stream.next()).event).toMatch(/complete|closed/);
  return first.data!.errors![0]!;
}

describe('live streams: one person cannot take every slot', () => {
  let hoarder: Person;
  let colleague: Person;
  const hoarded: LiveStream[] = [];

  beforeAll(async () => {
    [hoarder, colleague] = await Promise.all([
      createStaff('VIEWER', 'Stream Hoarder'),
      createStaff('VIEWER', 'Stream Colleague'),
    ]);
  });

  it(`one person with ${PER_PERSON + 1} logins gets ${PER_PERSON} streams and a clear refusal for the next`, async () => {
    for (let i = 0; i < PER_PERSON; i++) hoarded.push(await streamFor(hoarder));
    await expectLive(hoarded);
    const error = await expectRefused(await streamFor(hoarder), 'TOO_MANY_SUBSCRIPTIONS');
    expect(error.message).toBe(
      'You already have 10 live streams open (tabs or devices); close one to get live updates here.',
    );
  });

  it('another person can still open a stream and hears changes', async () => {
    await expectLive([await streamFor(colleague)]);
  });

  it('when the process is nearly full, people holding none still get the reserved tenth; then a clear refusal', async () => {
    // 10 (hoarder) + 1 (colleague) held; 7 more from one person fill the 18 anyone may take.
    const filler = await createStaff('VIEWER', 'Stream Filler');
    const filled: LiveStream[] = [];
    for (let i = 0; i < 7; i++) filled.push(await streamFor(filler));
    await expectLive(filled);
    const full = await expectRefused(await streamFor(filler), 'LIVE_CAPACITY_REACHED');
    expect(full.extensions?.retryAfterSeconds).toBe(30);
    expect(full.message).toBe('This server is at its live-update capacity; retrying in 30 seconds.');
    const [late1, late2, late3] = await Promise.all([
      createStaff('VIEWER', 'Stream Late One'),
      createStaff('VIEWER', 'Stream Late Two'),
      createStaff('VIEWER', 'Stream Late Three'),
    ]);
    const reserved = [await streamFor(late1), await streamFor(late2)];
    await expectLive(reserved);
    await expectRefused(await streamFor(late3), 'LIVE_CAPACITY_REACHED');
  });

  it('an anonymous stream is refused with Forbidden and holds no slot', async () => {
    const stream = await openStream('');
    open.push(stream);
    const first = await stream.next();
    expect(first.data?.errors?.[0]?.message).toBe('Forbidden');
  });
});
