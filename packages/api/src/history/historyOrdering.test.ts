import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/testApi';

/**
 * A record's history, the activity feed and restores past 9, 25 (one panel page is 20) and 99 entries: newest first
 * by when the change happened, the entry id breaking ties numerically (a text-cast id read "9 8 … 2 12 11 10 1"), pages
 * of any size concatenating without a duplicate or a gap, and Restore on the top entry undoing the latest change.
 */

interface Entry {
  id: string;
  occurredAt: string;
  recordId: string;
  recordLabel: string;
  action: string;
}
type HistoryPage = { items: Entry[]; count: number };

const ENTRY = 'id occurredAt recordId recordLabel action';
const RECORD_HISTORY = `query($id: ID!, $page: Int, $perPage: Int) {
  recordHistory(recordType: BRAND, recordId: $id, page: $page, perPage: $perPage) { count items { ${ENTRY} } } }`;
const ACTIVITY = `query($from: DateTime!, $page: Int, $perPage: Int) {
  activity(filter: { recordType: BRAND, from: $from }, page: $page, perPage: $perPage) { count items { ${ENTRY} } } }`;
const UPDATE_BRAND = `mutation($id: ID!, $title: String!) { updateBrand(id: $id, input: { title: $title }) { version } }`;
const RESTORE = `mutation($entry: ID!, $v: Int!) {
  restoreRecordVersion(historyEntryId: $entry, expectedVersion: $v) { version entry { ${ENTRY} } } }`;

/** Newest first: later `occurredAt` first, then the larger id. */
function expectNewestFirst(entries: Entry[]) {
  for (let index = 1; index < entries.length; index++) {
    const [newer, older] = [entries[index - 1]!, entries[index]!];
    const [newerAt, olderAt] = [Date.parse(newer.occurredAt), Date.parse(older.occurredAt)];
    expect(newerAt >= olderAt && (newerAt > olderAt || Number(newer.id) > Number(older.id))).toBe(true);
  }
}

describe('history order', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 5 } });
  });
  afterAll(() => api.close());

  async function walk<Key extends string>(field: Key, query: string, variables: object, perPage: number) {
    const entries: Entry[] = [];
    for (let page = 1; ; page++) {
      const data = await api.asAdmin<Record<Key, HistoryPage>>(query, { ...variables, page, perPage });
      entries.push(...data[field].items);
      if (entries.length >= data[field].count || data[field].items.length === 0) {
        return { entries, count: data[field].count };
      }
    }
  }

  it('reads a record newest first at any page size and restores the latest change', async () => {
    const from = new Date(Date.now() - 1000).toISOString();
    let brands = 0;
    let total = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 10, max: 120 }),
        fc.integer({ min: 1, max: 100 }),
        fc.array(fc.constantFrom('Oak', 'Elm', 'Ash', 'Fir'), { minLength: 1, maxLength: 3 }),
        async (updates, perPage, words) => {
          const titles = Array.from({ length: updates + 1 }, (_, step) => `${words.join(' ')} ${++brands}-${step}`);
          const { createBrand } = await api.asAdmin<{ createBrand: { id: string } }>(
            `mutation($title: String!) { createBrand(input: { title: $title }) { id } }`,
            { title: titles[0] },
          );
          const id = createBrand.id;
          for (const title of titles.slice(1)) await api.asAdmin(UPDATE_BRAND, { id, title });
          total += titles.length;

          const { entries, count } = await walk('recordHistory', RECORD_HISTORY, { id }, perPage);
          expect(count).toBe(titles.length);
          expect(new Set(entries.map((entry) => entry.id)).size).toBe(titles.length);
          expect(entries.map((entry) => entry.recordLabel)).toEqual([...titles].reverse());
          expectNewestFirst(entries);

          // Restore on the top entry puts back the state just before the latest change.
          const { restoreRecordVersion } = await api.asAdmin<{
            restoreRecordVersion: { version: number; entry: Entry };
          }>(RESTORE, { entry: entries[0]!.id, v: titles.length });
          total += 1;
          const { findBrandById } = await api.asAdmin<{ findBrandById: { title: string } }>(
            `query($id: ID!) { findBrandById(id: $id) { title } }`,
            { id },
          );
          expect(findBrandById.title).toBe(titles.at(-2));
          const top = await api.asAdmin<{ recordHistory: HistoryPage }>(RECORD_HISTORY, { id, perPage: 1 });
          expect(top.recordHistory.items[0]).toEqual(restoreRecordVersion.entry);
          expect(restoreRecordVersion.entry).toMatchObject({ action: 'RESTORE', recordLabel: titles.at(-2) });

          const activity = await walk('activity', ACTIVITY, { from }, perPage);
          expect(activity.count).toBe(total);
          expect(new Set(activity.entries.map((entry) => entry.id)).size).toBe(total);
          expectNewestFirst(activity.entries);
          expect(activity.entries[0]).toEqual(restoreRecordVersion.entry);
        },
      ),
      // 11 entries (past 9), then 101 (past 99) read 20 to a page as the panel does; the random runs vary both.
      {
        numRuns: 3,
        examples: [
          [10, 20, ['Oak']],
          [100, 20, ['Elm', 'Ash']],
        ],
        endOnFailure: true,
      },
    );
  }, 180_000);
});
