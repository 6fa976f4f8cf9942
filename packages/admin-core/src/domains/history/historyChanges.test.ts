import { describe, expect, it } from 'vitest';
import { historyChangesOf, historyTimelineEntry, type HistoryEntry } from './historyChanges';

describe("a history entry's changes, typed and as a timeline entry", () => {
  it("types the API's changes and keeps a value that is not { before, after } as the after side", () => {
    expect(historyChangesOf({ title: { before: 'Old', after: 'New' }, active: { after: false }, odd: 3 })).toEqual({
      title: { before: 'Old', after: 'New' },
      active: { before: null, after: false },
      odd: { before: null, after: 3 },
    });
    expect(historyChangesOf(null)).toEqual({});
    expect(historyChangesOf(['title'])).toEqual({});
  });

  it('reads as the timeline shows it: label, tone, one line per field and per nested field that differs', () => {
    const entry: HistoryEntry = {
      id: '7',
      occurredAt: '2026-11-23T10:41:07Z',
      userId: '1',
      userName: 'Ada Admin',
      recordType: 'BRAND',
      recordId: '12',
      recordLabel: 'Kites',
      action: 'UPDATE',
      restorable: true,
      changes: {
        imageUrl: { before: null, after: 'https://cdn.example/k.png' },
        metadata: {
          before: { __typename: 'Metadata', title: 'Kites', description: 'Old' },
          after: { __typename: 'Metadata', title: 'Kites', description: 'New' },
        },
      },
    };
    expect(historyTimelineEntry(entry)).toEqual({
      id: '7',
      who: 'Ada Admin',
      when: '2026-11-23T10:41:07Z',
      actionLabel: 'Updated',
      actionTone: 'info',
      changes: [
        // The brand definition's history label for its image.
        { label: 'Logo', before: null, after: 'https://cdn.example/k.png' },
        { label: 'Metadata description', before: 'Old', after: 'New' },
      ],
    });
  });

  it("names a field by its entity definition's label, and a field it does not know by its key", () => {
    const entry = (recordType: HistoryEntry['recordType'], changes: HistoryEntry['changes']): HistoryEntry => ({
      id: '8',
      occurredAt: '2026-11-23T10:41:07Z',
      userId: '1',
      userName: 'Ada Admin',
      recordType,
      recordId: '3',
      recordLabel: 'Lamp',
      action: 'UPDATE',
      restorable: true,
      changes,
    });
    const labels = (item: HistoryEntry) => historyTimelineEntry(item).changes.map((change) => change.label);
    expect(
      labels(
        entry('PRODUCT', {
          dealUrl: { before: 'a', after: 'b' },
          expiresAt: { before: null, after: '2027-01-01' },
          somethingNew: { before: 1, after: 2 },
        }),
      ),
    ).toEqual(['Deal URL', 'Expiry date', 'Something new']);
  });
});
