import { describe, expect, it } from 'vitest';
import { activityTimelineEntry, historyChangesOf, historyTimelineEntry, type HistoryEntry } from './historyChanges';

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

  it('reads as the timeline shows it: label, tone, why, one line per field and per nested field that differs', () => {
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
      cause: { recordType: 'CATEGORY', recordId: '3', recordLabel: 'Kites and wings', action: 'DELETE', count: 1 },
      references: [],
      currency: null,
      batch: null,
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
      note: 'Because the category "Kites and wings" was deleted.',
      valuesOnly: false,
      // Labels from the brand's definition; the logo by its file name.
      changes: [
        { label: 'Logo', before: null, after: 'k.png' },
        { label: 'SEO description', before: 'Old', after: 'New' },
      ],
    });
  });

  it("reads an import's first entry in the activity as the import: what it was and how many changes, not one record's", () => {
    const lead: HistoryEntry = {
      id: '90',
      occurredAt: '2026-11-26T09:00:00Z',
      userId: '2',
      userName: 'Eli Editor',
      recordType: 'PRODUCT',
      recordId: '501',
      recordLabel: 'Feedtest torch',
      action: 'CREATE',
      restorable: false,
      cause: null,
      references: [],
      currency: 'USD',
      batch: {
        id: '4',
        kind: 'IMPORT',
        importId: '12',
        entity: 'PRODUCT',
        label: 'Acme daily (acme.csv)',
        entryCount: 3012,
      },
      changes: { title: { before: null, after: 'Feedtest torch' } },
    };
    expect(activityTimelineEntry(lead)).toEqual({
      id: '90',
      who: 'Eli Editor',
      when: '2026-11-26T09:00:00Z',
      actionLabel: 'Imported',
      actionTone: 'primary',
      note: '3,012 changes, one per record.',
      changes: [],
      valuesOnly: false,
    });
    const undo = { ...lead, batch: { ...lead.batch!, kind: 'UNDO_IMPORT' as const, entryCount: 1 } };
    expect(activityTimelineEntry(undo)).toMatchObject({
      actionLabel: 'Undid an import',
      note: '1 change, one per record.',
    });
    // Any other entry reads as in a record's history.
    const single = { ...lead, batch: null };
    expect(activityTimelineEntry(single)).toEqual(historyTimelineEntry(single));
  });
});
