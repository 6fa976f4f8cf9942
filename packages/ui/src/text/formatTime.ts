/**
 * The time of day a change was made, as every "changed at" message shows it: hours and minutes on a 24-hour clock
 * ("14:05"), so the note above a form and the conflict review under it name the same moment the same way. One helper
 * for ui and the app.
 */
const timeFormats = new Map<string, Intl.DateTimeFormat>();

export function formatTimeOfDay(at: Date | string, options: { locale?: string; timeZone?: string } = {}): string {
  const key = `${options.locale ?? ''}|${options.timeZone ?? ''}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(options.locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: options.timeZone,
    });
    timeFormats.set(key, format);
  }
  return format.format(typeof at === 'string' ? new Date(at) : at);
}
