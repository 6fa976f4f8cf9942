import { describe, expect, it } from 'vitest';
import { formatDuration, formatFileSize } from './formatFileSize';

describe('formatFileSize', () => {
  it('reads as file managers show sizes', () => {
    expect(formatFileSize(912, 'en')).toBe('912 bytes');
    expect(formatFileSize(48 * 1024, 'en')).toBe('48 KB');
    expect(formatFileSize(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
    expect(formatFileSize(51 * 1024 * 1024, 'en')).toBe('51 MB');
  });
});

describe('formatDuration', () => {
  it('is exact under a minute and coarse past it', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(45.4)).toBe('45 s');
    expect(formatDuration(180)).toBe('3 min');
    expect(formatDuration(4800)).toBe('1 h 20 min');
  });
});
