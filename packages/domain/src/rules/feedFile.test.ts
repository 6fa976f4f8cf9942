import { describe, expect, it } from 'vitest';
import { byteLimitInWords, FEED_FILE_LIMITS, feedFileProblem, feedTooLargeProblem } from './feedFile';

describe('a feed file’s size limit', () => {
  it('is 50 MB and 100,000 rows by default', () => {
    expect(FEED_FILE_LIMITS.bytes).toBe(50 * 1024 * 1024);
    expect(FEED_FILE_LIMITS.rows).toBe(100_000);
    expect(feedTooLargeProblem()).toBe('The file is larger than 50 MB. Split it into smaller files and import each.');
  });

  it('refuses a file one byte past the limit, not the file at it, nor an empty one for its size', () => {
    expect(feedFileProblem({ size: FEED_FILE_LIMITS.bytes })).toBeNull();
    expect(feedFileProblem({ size: FEED_FILE_LIMITS.bytes + 1 })).toBe(feedTooLargeProblem());
    expect(feedFileProblem({ size: 0 })).toBe('The file is empty.');
    expect(feedFileProblem({ size: 2000 }, 1000)).toBe(feedTooLargeProblem(1000));
  });

  it('names a lowered limit so that "larger than" is true of every file it refuses', () => {
    expect(byteLimitInWords(4 * 1024 * 1024)).toBe('4 MB');
    expect(byteLimitInWords(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(byteLimitInWords(900 * 1024)).toBe('900 KB');
    expect(byteLimitInWords(1000)).toBe('1,000 bytes');
    // Not exact in its unit: the bytes too, or a 2,000,001-byte file shown as "1.9 MB" would be refused as larger
    // than "1.9 MB" (seen from the outside).
    expect(byteLimitInWords(4_000_000)).toBe('3.81 MB (4,000,000 bytes)');
    expect(byteLimitInWords(2_000_000)).toBe('1.9 MB (2,000,000 bytes)');
    expect(feedTooLargeProblem(4_000_000)).toBe(
      'The file is larger than 3.81 MB (4,000,000 bytes). Split it into smaller files and import each.',
    );
  });
});
