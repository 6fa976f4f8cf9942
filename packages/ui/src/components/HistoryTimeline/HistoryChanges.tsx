import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import * as styles from './HistoryTimeline.css';
import { describeHistoryValue } from './historyValue';
import { compareLists, type HistoryListChangeValue, type HistoryListItem } from './listChange';

/** A field whose value changed: "Title", "Acme" → "Acme Corporation". Values are best given as readable text. */
export interface HistoryValueChange {
  /** The field as a person names it: "Title", "Sale price". */
  label: string;
  before: unknown;
  after: unknown;
}

/** A field holding a list (slides, products, sections): its entries before and after, by name. */
export interface HistoryListChange {
  label: string;
  list: HistoryListChangeValue;
}

export type HistoryFieldChange = HistoryValueChange | HistoryListChange;

/** How the two sides are announced: "was … now …" for a change, "now … after the restore …" for a preview. */
export interface HistorySides {
  before: string;
  after: string;
}

export interface HistoryChangesProps {
  changes: HistoryFieldChange[];
  /** Fields shown before "Show N more fields". */
  maxChanges?: number;
  sides?: HistorySides;
  /** Each field's value alone, without its empty before side: a record's first values (a create). */
  valuesOnly?: boolean;
}

const DEFAULT_SIDES: HistorySides = { before: 'was', after: 'now' };
/** Names a list line shows before "and N more". */
const LIST_NAMES = 5;

const isList = (change: HistoryFieldChange): change is HistoryListChange => 'list' in change;

function Value({ value, kind, sides }: { value: unknown; kind: 'before' | 'after'; sides: HistorySides }) {
  const { text, full, empty } = describeHistoryValue(value);
  const Tag = kind === 'before' ? 'del' : 'ins';
  return (
    <Tag className={`${styles[kind]} ${empty ? styles.emptyValue : ''}`} title={full === text ? undefined : full}>
      {/* del and ins are not announced by every screen reader: say which side it is. */}
      <span className={styles.visuallyHidden}>{kind === 'before' ? sides.before : sides.after} </span>
      {text}
    </Tag>
  );
}

function names(items: HistoryListItem[]): string {
  const shown = items.slice(0, LIST_NAMES).map((item) => item.label);
  const more = items.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

const counted = (count: number, noun: HistoryListChangeValue['noun']) =>
  `${count} ${count === 1 ? noun.one : noun.other}`;

/** "3 slides: Winter, Summer sale, Spring", then what was added, removed or reordered. */
function ListValue({ list, sides }: { list: HistoryListChangeValue; sides: HistorySides }) {
  const { added, removed, reordered } = compareLists(list);
  return (
    <div className={styles.listValue}>
      <span>
        {list.after.length ? `${counted(list.after.length, list.noun)}: ${names(list.after)}` : `No ${list.noun.other}`}
      </span>
      {added.length || removed.length || reordered ? (
        <span className={styles.listMoves}>
          {added.length ? (
            <ins className={styles.after}>
              <span className={styles.visuallyHidden}>{sides.after} </span>
              Added {names(added)}
            </ins>
          ) : null}
          {removed.length ? (
            <del className={styles.listRemoved}>
              <span className={styles.visuallyHidden}>{sides.before} </span>
              Removed {names(removed)}
            </del>
          ) : null}
          {reordered ? <span className={styles.reordered}>Order changed</span> : null}
        </span>
      ) : null}
    </div>
  );
}

/** One entry's fields, each before → after; past `maxChanges` a button shows the rest. */
export function HistoryChanges({
  changes,
  maxChanges = 8,
  sides = DEFAULT_SIDES,
  valuesOnly = false,
}: HistoryChangesProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  // A line whose both sides are empty says nothing ("empty → empty").
  const lines = changes.filter(
    (change) =>
      isList(change) || !(describeHistoryValue(change.before).empty && describeHistoryValue(change.after).empty),
  );
  if (!lines.length) return null;
  const shown = expanded ? lines : lines.slice(0, maxChanges);
  const hidden = lines.length - Math.min(lines.length, maxChanges);
  return (
    <>
      <dl className={styles.changes} id={listId}>
        {shown.map((change, index) => (
          <div key={`${index}:${change.label}`} className={styles.pair}>
            <dt className={styles.field}>{change.label}</dt>
            <dd className={styles.diff}>
              {isList(change) ? (
                <ListValue list={change.list} sides={sides} />
              ) : valuesOnly && describeHistoryValue(change.before).empty ? (
                <Value value={change.after} kind="after" sides={sides} />
              ) : (
                <>
                  <Value value={change.before} kind="before" sides={sides} />
                  <span className={styles.arrow} aria-hidden="true">
                    →
                  </span>
                  <Value value={change.after} kind="after" sides={sides} />
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {hidden > 0 ? (
        <Button
          size="sm"
          variant="ghost"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={listId}
          onPress={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show fewer fields' : `Show ${hidden} more ${hidden === 1 ? 'field' : 'fields'}`}
        </Button>
      ) : null}
    </>
  );
}
