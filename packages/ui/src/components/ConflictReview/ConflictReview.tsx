import { TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocale } from 'react-aria';
import { FieldError, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../Button/Button';
import { fieldError } from '../Field/Field.css';
import { dot } from '../RadioGroup/RadioGroup.css';
import * as styles from './ConflictReview.css';
import { formatTimeOfDay } from '../../text/formatTime';

export const conflictChoices = ['theirs', 'mine'] as const;
export type ConflictSide = (typeof conflictChoices)[number];

export interface ConflictReviewField {
  /** What the choices are keyed by ("title", "metadata"). */
  key: string;
  label: string;
  theirs: ReactNode;
  mine: ReactNode;
  /**
   * The side chosen at first. Left out, neither is: the person must choose before "Save merged". Give the side that
   * loses nobody's change — theirs where only they changed the field, mine where only the person did, none where
   * both did (`@deals/admin-core`'s `conflictReviewFields` does).
   */
  defaultChoice?: ConflictSide;
  /** Who changed the field since the person loaded the record; "both" is said beside the field's name. */
  whoChanged?: 'me' | 'them' | 'both';
}

export interface ConflictReviewProps {
  /** Who saved in between ("Ada Admin"); null when unknown. */
  changedBy: string | null;
  changedAt: Date | string;
  /** Lower case, singular: "brand". */
  noun: string;
  fields: ConflictReviewField[];
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  /** Saves one value per field: each field's key with the side chosen (called only once every field has one). */
  onSaveMerged: (choices: Record<string, ConflictSide>) => void;
  /** A save is on its way: the actions wait. */
  isPending?: boolean;
  /** The time zone the change time is read in; the browser's by default. */
  timeZone?: string;
}

/**
 * A save refused because someone saved the same record in between: who and when, each differing field with their
 * value beside yours and a choice per field, and three ways on. Nothing is decided for the person: a field without a
 * `defaultChoice` starts with neither side chosen, and "Save merged" asks for it instead of guessing.
 */
export function ConflictReview({
  changedBy,
  changedAt,
  noun,
  fields,
  onKeepMine,
  onTakeTheirs,
  onSaveMerged,
  isPending,
  timeZone,
}: ConflictReviewProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  // It appears where the person pressed Save: keyboard and screen reader users are taken to it, not left behind.
  useEffect(() => section.current?.focus({ preventScroll: false }), []);
  const { locale } = useLocale();
  const [choices, setChoices] = useState<Partial<Record<string, ConflictSide>>>(() =>
    Object.fromEntries(fields.flatMap((field) => (field.defaultChoice ? [[field.key, field.defaultChoice]] : []))),
  );
  const [askingForChoices, setAskingForChoices] = useState(false);
  const at = formatTimeOfDay(changedAt, { locale, timeZone });
  const saveMerged = () => {
    const unchosen = fields.filter((field) => !choices[field.key]);
    if (unchosen.length === 0) {
      onSaveMerged(choices as Record<string, ConflictSide>);
      return;
    }
    setAskingForChoices(true);
    section.current?.querySelector<HTMLElement>(`[data-field="${CSS.escape(unchosen[0]!.key)}"] input`)?.focus();
  };
  return (
    <section ref={section} tabIndex={-1} className={styles.review} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        <TriangleAlert size={18} aria-hidden="true" className={styles.icon} />
        {changedBy ?? 'Someone'} changed this {noun} at {at} while you were editing
      </h2>
      <p className={styles.intro}>
        Your changes are not saved yet, and nothing you typed is lost. Choose whose value to keep for each field that
        differs.
      </p>
      <table className={styles.table}>
        <thead className={styles.head}>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Theirs</th>
            <th scope="col">Yours</th>
            <th scope="col">Keep</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.key} className={styles.row}>
              <th scope="row" className={styles.fieldName}>
                {field.label}
                {field.whoChanged === 'both' ? <span className={styles.bothChanged}>You both changed it</span> : null}
              </th>
              <td className={styles.value} data-side="Theirs">
                {field.theirs}
              </td>
              <td className={styles.value} data-side="Yours">
                {field.mine}
              </td>
              <td className={styles.choiceCell}>
                <RadioGroup
                  aria-label={`Keep for ${field.label}`}
                  orientation="horizontal"
                  value={choices[field.key] ?? null}
                  onChange={(value) => setChoices((current) => ({ ...current, [field.key]: value as ConflictSide }))}
                  isInvalid={askingForChoices && !choices[field.key]}
                  data-field={field.key}
                  className={styles.choiceGroup}
                >
                  <div className={styles.choices}>
                    <Radio value="theirs" className={styles.choice}>
                      <span className={dot} aria-hidden="true" />
                      Theirs
                    </Radio>
                    <Radio value="mine" className={styles.choice}>
                      <span className={dot} aria-hidden="true" />
                      Mine
                    </Radio>
                  </div>
                  <FieldError className={fieldError}>Choose theirs or mine.</FieldError>
                </RadioGroup>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.actions}>
        <Button variant="primary" isPending={isPending} onPress={saveMerged}>
          Save merged
        </Button>
        <Button variant="secondary" isDisabled={isPending} onPress={onKeepMine}>
          Keep mine
        </Button>
        <Button variant="secondary" isDisabled={isPending} onPress={onTakeTheirs}>
          Take theirs
        </Button>
      </div>
    </section>
  );
}
