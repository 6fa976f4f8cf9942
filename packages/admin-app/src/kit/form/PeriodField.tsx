import type { ResourceFormController } from '@deals/admin-core';
import { DateRangePicker } from '@deals/ui';

type Dated<Start extends string, End extends string> = Record<Start | End, string | null>;

/**
 * Two date fields of a resource (a sale's start and end) as one range input. The pair's message is the end's or the
 * start's, whichever the rules gave: the period rule names one field (`endsAt`), a bad date its own.
 */
export function PeriodField<Start extends string, End extends string, Draft extends Dated<Start, End>>({
  form,
  start,
  end,
  label,
}: {
  form: ResourceFormController<Draft>;
  start: Start & keyof Draft;
  end: End & keyof Draft;
  label: string;
}) {
  const from = form.field(start);
  const to = form.field(end);
  const errorMessage = from.errorMessage ?? to.errorMessage;
  return (
    <DateRangePicker
      label={label}
      isRequired={from.isRequired || to.isRequired}
      value={from.value && to.value ? { start: from.value, end: to.value } : null}
      onChange={(period) => {
        from.onChange((period?.start ?? null) as Draft[typeof start]);
        to.onChange((period?.end ?? null) as Draft[typeof end]);
      }}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    />
  );
}
