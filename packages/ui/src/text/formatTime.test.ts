import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTimeOfDay } from './formatTime';

// Intl puts a narrow no-break space before AM/PM; the tests read it as a plain space.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatTimeOfDay', () => {
  it("shows the locale's clock: 5:29 AM in English, as the other dates and times do", () => {
    expect(plain(formatTimeOfDay('2026-11-25T05:29:00Z', { locale: 'en-US', timeZone: 'UTC' }))).toBe('5:29 AM');
    expect(plain(formatTimeOfDay(new Date('2026-11-25T14:05:00Z'), { locale: 'en-US', timeZone: 'UTC' }))).toBe(
      '2:05 PM',
    );
    expect(formatTimeOfDay('2026-11-25T05:29:00Z', { locale: 'de-DE', timeZone: 'UTC' })).toBe('05:29');
  });

  it('keeps the time on one line: no space a line may break at', () => {
    expect(formatTimeOfDay('2026-11-25T10:41:00Z', { locale: 'en-US', timeZone: 'UTC' })).toBe('10:41\u00a0AM');
  });

  it('follows the time zone it is given', () => {
    expect(formatTimeOfDay('2026-11-25T14:05:00Z', { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe('15:05');
  });

  it('names the same moment as the date-and-time format, time for time', () => {
    const at = '2026-11-25T05:29:00Z';
    const options = { locale: 'en-US', timeZone: 'UTC' };
    expect(plain(formatDateTime(at, options))).toBe('Nov 25, 2026, 5:29 AM');
    expect(plain(formatDateTime(at, options)).endsWith(plain(formatTimeOfDay(at, options)))).toBe(true);
  });
});
