export interface HistoryListItem {
  /** Tells the same entry apart before and after (an id, a URL). */
  key: string;
  label: string;
}

export interface HistoryListChangeValue {
  /** "slide" / "slides". */
  noun: { one: string; other: string };
  before: HistoryListItem[];
  after: HistoryListItem[];
}

/** What happened to a list: the entries added, the entries removed, and whether the ones kept changed order. */
export function compareLists({ before, after }: Pick<HistoryListChangeValue, 'before' | 'after'>) {
  const beforeKeys = new Set(before.map((item) => item.key));
  const afterKeys = new Set(after.map((item) => item.key));
  const added = after.filter((item) => !beforeKeys.has(item.key));
  const removed = before.filter((item) => !afterKeys.has(item.key));
  const keptBefore = before.filter((item) => afterKeys.has(item.key)).map((item) => item.key);
  const keptAfter = after.filter((item) => beforeKeys.has(item.key)).map((item) => item.key);
  const reordered = keptBefore.some((key, index) => keptAfter[index] !== key);
  return { added, removed, reordered };
}
