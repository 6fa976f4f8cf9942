import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../testing/testDatabase';
import { createChangeFeed, reservedForNewcomers, TooManySubscriptions } from './changeFeed';

/**
 * Who may open a live stream, over any sequence of people opening and closing them: nobody holds more than their
 * share, the process never holds more than its cap, and a person holding none is refused only when the process is
 * truly full — so one person (or a few) cannot take every slot from everyone else.
 */
describe('live stream limits', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const step = fc.oneof(fc.record({ open: fc.integer({ min: 0, max: 12 }) }), fc.record({ close: fc.nat() }));

  it('keeps every person within their share and room for newcomers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 12, max: 120 }),
        fc.array(step, { maxLength: 400 }),
        (perPerson, perProcess, steps) => {
          const limits = { perPerson, perProcess };
          const feed = createChangeFeed(db, limits);
          const held: { person: string; release: () => void }[] = [];
          const holding = (person: string) => held.filter((stream) => stream.person === person).length;
          for (const action of steps) {
            if ('close' in action) {
              if (held.length === 0) continue;
              held.splice(action.close % held.length, 1)[0]!.release();
              continue;
            }
            const person = `person-${action.open}`;
            const [mine, total] = [holding(person), held.length];
            try {
              held.push({ person, release: feed.acquire(person, () => undefined) });
              expect(mine).toBeLessThan(perPerson);
              expect(total).toBeLessThan(mine === 0 ? perProcess : perProcess - reservedForNewcomers(limits));
            } catch (error) {
              if (!(error instanceof TooManySubscriptions)) throw error;
              if (error.reason === 'person') expect(mine).toBe(perPerson);
              // A newcomer is refused only by a full process; someone already holding a stream leaves the reserve.
              else
                expect(total).toBeGreaterThanOrEqual(
                  mine === 0 ? perProcess : perProcess - reservedForNewcomers(limits),
                );
            }
            expect(feed.openCount).toBe(held.length);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lets a new person in after one person opened as many streams as they could from 201 logins', () => {
    const feed = createChangeFeed(db, { perPerson: 10, perProcess: 2000 });
    const refusals = new Map<string, number>();
    for (let login = 0; login < 201; login += 1) {
      for (let tab = 0; tab < 10; tab += 1) {
        try {
          feed.acquire('viewer', () => undefined);
        } catch (error) {
          const reason = (error as TooManySubscriptions).reason;
          refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
        }
      }
    }
    expect(feed.openCount).toBe(10);
    expect(refusals).toEqual(new Map([['person', 2000]]));
    expect(() => feed.acquire('admin', () => undefined)).not.toThrow();
  });
});
