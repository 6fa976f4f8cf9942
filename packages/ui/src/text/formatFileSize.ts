/** A file's size as people read it: "912 bytes", "48 KB", "1.2 MB" (binary units, as file managers show them). */
export function formatFileSize(bytes: number, locale?: string): string {
  if (bytes < 1024) return `${new Intl.NumberFormat(locale).format(bytes)} bytes`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)} ${unit}`;
}

/** A time left as people read it, coarse past a minute: "45 s", "3 min", "1 h 20 min". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
