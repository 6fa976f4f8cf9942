import { describe, expect, it } from 'vitest';
import { formatTimeOfDay } from './formatTime';

describe('formatTimeOfDay', () => {
  it('shows hours and minutes on a 24-hour clock, in English too', () => {
    expect(formatTimeOfDay('2026-11-25T14:05:00Z', { locale: 'en-US', timeZone: 'UTC' })).toBe('14:05');
    expect(formatTimeOfDay(new Date('2026-11-25T00:30:00Z'), { locale: 'en-US', timeZone: 'UTC' })).toBe('00:30');
  });

  it('follows the time zone it is given', () => {
    expect(formatTimeOfDay('2026-11-25T14:05:00Z', { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe('15:05');
  });
});
