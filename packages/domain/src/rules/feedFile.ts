/**
 * What one feed file may hold: the API refuses past these, and the import wizard refuses a file past `bytes` before
 * uploading it. A deployment may lower `bytes` and `rows` (the API's FEED_MAX_BYTES and FEED_MAX_ROWS); its refusal
 * then names the lower limit, in the words below.
 */
export const FEED_FILE_LIMITS = {
  bytes: 50 * 1024 * 1024,
  rows: 100_000,
  /** A row larger than this stops the upload: a 1 MB cell is a row the dry run rejects, 8 MB is no feed. */
  rowBytes: 8 * 1024 * 1024,
} as const;

const UNITS = [
  [1024 * 1024, 'MB'],
  [1024, 'KB'],
] as const;

/**
 * A size limit as people read it (binary units, as file managers show sizes), rounded down to two decimals: "50 MB",
 * "1,000 bytes". Rounded down so "larger than …" stays true of every file the limit refuses: 4,000,000 bytes said as
 * "4 MB" would tell a 3.9 MB file it is larger than 4 MB. A limit the unit does not give exactly also says its bytes,
 * "3.81 MB (4,000,000 bytes)": a refused file one byte over it shows as "3.81 MB" too, beside a refusal that would
 * otherwise read as the same size.
 */
export function byteLimitInWords(bytes: number): string {
  const exact = `${bytes.toLocaleString('en')} bytes`;
  for (const [size, unit] of UNITS) {
    if (bytes < size) continue;
    const rounded = Math.floor((bytes / size) * 100) / 100;
    const words = `${rounded.toLocaleString('en')} ${unit}`;
    return rounded * size === bytes ? words : `${words} (${exact})`;
  }
  return exact;
}

/** The refusal of a file over `maxBytes`, the same sentence from the API and the wizard. */
export const feedTooLargeProblem = (maxBytes: number = FEED_FILE_LIMITS.bytes) =>
  `The file is larger than ${byteLimitInWords(maxBytes)}. Split it into smaller files and import each.`;

/** The refusal of a file past `maxRows` data rows. */
export const feedTooManyRowsProblem = (maxRows: number = FEED_FILE_LIMITS.rows) => {
  const rows = maxRows.toLocaleString('en');
  return `The file has more than ${rows} rows. Split it into files of ${rows} rows or fewer.`;
};

export const FEED_EMPTY_PROBLEM = 'The file is empty.';

/** Why a chosen file cannot be imported before a byte of it is read (empty, or over `maxBytes`), or null. */
export function feedFileProblem(file: { size: number }, maxBytes: number = FEED_FILE_LIMITS.bytes): string | null {
  if (file.size === 0) return FEED_EMPTY_PROBLEM;
  if (file.size > maxBytes) return feedTooLargeProblem(maxBytes);
  return null;
}
