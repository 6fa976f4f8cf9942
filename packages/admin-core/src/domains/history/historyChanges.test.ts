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
        { label: 'Image URL', before: null, after: 'https://cdn.example/k.png' },
        { label: 'Metadata description', before: 'Old', after: 'New' },
      ],
    });
  });
});
