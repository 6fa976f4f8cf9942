import { getLocalTimeZone, now, parseAbsolute, type ZonedDateTime } from '@internationalized/date';
import { CalendarDays } from 'lucide-react';
import {
  Button as AriaButton,
  DateInput,
  DatePicker as AriaDatePicker,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Group,
} from 'react-aria-components';
import { field } from '../Field/Field.css';
import { fieldInvalid } from '../Field/fieldInvalid';
import { FieldHelp, FieldLabel, type FieldPartsProps } from '../Field/FieldParts';
import { useReadOnly } from '../Form/readOnly';
import { TextField } from '../TextField/TextField';
import { CalendarPopover } from './CalendarPopover';
import * as styles from './DatePicker.css';

/** Date fields speak ISO 8601 instants (what the API sends), shown and edited in the user's time zone. */
const toZoned = (iso: string | null | undefined): ZonedDateTime | null =>
  iso ? parseAbsolute(iso, getLocalTimeZone()) : null;
const toIso = (value: ZonedDateTime | null): string | null => (value ? value.toAbsoluteString() : null);
/**
 * What an empty field starts from: today, 09:00, in the user's zone. Without a zoned placeholder react-aria builds
 * zone-less values from typing or the calendar, which are not instants.
 */
const placeholder = () => now(getLocalTimeZone()).set({ hour: 9, minute: 0, second: 0, millisecond: 0 });

export interface DatePickerProps extends FieldPartsProps {
  value: string | null;
  onChange: (iso: string | null) => void;
  isDisabled?: boolean;
  /** Shows the date without a way to change it; a read-only Form makes it so by itself. */
  isReadOnly?: boolean;
  isInvalid?: boolean;
  'aria-label'?: string;
}

/** The calendar's button at the end of a date field; a read-only field has none (it could not pick anything). */
function CalendarButton() {
  return (
    <AriaButton className={styles.calendarButton} aria-label="Open calendar">
      <CalendarDays size={16} aria-hidden="true" />
    </AriaButton>
  );
}

/**
 * A read-only field without a date: a read-only text that says so, instead of empty segments ("mm/dd/yyyy") that
 * look like a field waiting for input.
 */
function NoDate({ label, description, errorMessage, isRequired }: FieldPartsProps) {
  return (
    <TextField
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      isReadOnly
      value=""
      placeholder="No date"
    />
  );
}

/** A date and time, typed segment by segment or picked from a calendar. */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  onChange,
  isReadOnly,
  ...props
}: DatePickerProps) {
  const readOnly = useReadOnly(isReadOnly);
  if (readOnly && !value)
    return <NoDate label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired} />;
  return (
    <AriaDatePicker
      {...props}
      isReadOnly={readOnly}
      isInvalid={fieldInvalid({ isInvalid: props.isInvalid, errorMessage })}
      className={field}
      value={toZoned(value)}
      placeholderValue={placeholder()}
      onChange={(next) => onChange(toIso(next as ZonedDateTime | null))}
      granularity="minute"
      hideTimeZone
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Group className={styles.group}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        {readOnly ? null : <CalendarButton />}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <CalendarPopover />
    </AriaDatePicker>
  );
}

export interface DateRangePickerProps extends FieldPartsProps {
  value: { start: string; end: string } | null;
  onChange: (range: { start: string; end: string } | null) => void;
  isDisabled?: boolean;
  /** Shows the dates without a way to change them; a read-only Form makes it so by itself. */
  isReadOnly?: boolean;
  isInvalid?: boolean;
}

/** A start and an end (a sale's running time); the calendar picks both in one go. */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  value,
  onChange,
  isReadOnly,
  ...props
}: DateRangePickerProps) {
  const readOnly = useReadOnly(isReadOnly);
  const zoned = value ? { start: toZoned(value.start)!, end: toZoned(value.end)! } : null;
  if (readOnly && !value)
    return <NoDate label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired} />;
  return (
    <AriaDateRangePicker
      {...props}
      isReadOnly={readOnly}
      isInvalid={fieldInvalid({ isInvalid: props.isInvalid, errorMessage })}
      className={field}
      value={zoned}
      placeholderValue={placeholder()}
      onChange={(next) =>
        onChange(next ? { start: toIso(next.start as ZonedDateTime)!, end: toIso(next.end as ZonedDateTime)! } : null)
      }
      granularity="minute"
      hideTimeZone
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Group className={styles.group}>
        <div className={styles.rangeInputs}>
          <DateInput slot="start" className={`${styles.dateInput} ${styles.rangeInput}`}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <span aria-hidden="true" className={styles.dash}>
            –
          </span>
          <DateInput slot="end" className={`${styles.dateInput} ${styles.rangeInput}`}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
        </div>
        {readOnly ? null : <CalendarButton />}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <CalendarPopover range />
    </AriaDateRangePicker>
  );
}
