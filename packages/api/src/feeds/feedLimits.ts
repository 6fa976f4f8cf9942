/** What one upload may hold (README "Import and export"); FEED_MAX_BYTES and FEED_MAX_ROWS change the first two. */
export const FEED_LIMITS = {
  bytes: 50 * 1024 * 1024,
  rows: 100_000,
  /** A row larger than this stops the upload: a 1 MB cell is a row the dry run rejects, 8 MB is no feed. */
  rowBytes: 8 * 1024 * 1024,
} as const;
