import type { KeysHolding, ResourceFormController } from '@deals/admin-core';
import { DateRangePicker } from '@deals/ui';

/**
 * Two date fields of a resource (a sale's start and end) as one range input (`form.period`). The pair's message is the
 * start's or the end's, whichever the rules gave: the period rule names one field (`endsAt`), a bad date its own.
 */
export function PeriodField<Draft extends object>({
  form,
  start,
  end,
  label,
}: {
  form: ResourceFormController<Draft>;
  start: KeysHolding<Draft, string | null>;
  end: KeysHolding<Draft, string | null>;
  label: string;
}) {
  return <DateRangePicker {...form.period(start, end)} label={label} />;
}
