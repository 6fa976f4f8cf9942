/**
 * Moments as every screen shows them, in the person's locale: a time of day ("5:29 AM" in English, "17:29" in German)
 * and a date with its time ("Nov 25, 2026, 5:29 AM"). One pair of formatters for ui and the app, so the live note above
 * a form, its conflict review, the history and the job screens name the same moment the same way.
 */
export interface MomentFormatOptions {
  locale?: string;
  timeZone?: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'time' | 'dateTime', options: MomentFormatOptions): Intl.DateTimeFormat {
  const key = `${kind}|${options.locale ?? ''}|${options.timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(options.locale, {
      ...(kind === 'dateTime' ? { dateStyle: 'medium' } : {}),
      timeStyle: 'short',
      timeZone: options.timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

const asDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** "5:29 AM": the time of day a change was made, never broken across two lines inside a sentence. */
export function formatTimeOfDay(at: Date | string, options: MomentFormatOptions = {}): string {
  return formatter('time', options).format(asDate(at)).replace(/\s/g, '\u00a0');
}

/** "Nov 25, 2026, 5:29 AM": when something ran, was changed or is due. */
export function formatDateTime(at: Date | string, options: MomentFormatOptions = {}): string {
  return formatter('dateTime', options).format(asDate(at));
}
