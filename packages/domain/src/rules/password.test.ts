import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password';

describe('passwordProblem', () => {
  it('refuses short, repeated, common and personal passwords', () => {
    expect(passwordProblem('aaaaaaaa')).toMatch(/at least 12/);
    expect(passwordProblem('aaaaaaaaaaaa')).toMatch(/repeat/);
    expect(passwordProblem('abcabcabcabc')).toMatch(/repeat/);
    expect(passwordProblem('Password1234')).toMatch(/too common/);
    expect(passwordProblem('qwertyqwerty')).toMatch(/too common/);
    expect(passwordProblem('ada.lovelace-1815', { email: 'ada.lovelace@example.com' })).toMatch(/email/);
    expect(passwordProblem('xx-Ada Admin-xx', { name: 'Ada Admin' })).toMatch(/name/);
    expect(passwordProblem('correct horse battery', { isCommon: (value) => value.startsWith('correct') })).toMatch(
      /too common/,
    );
  });

  it('accepts a long passphrase', () => {
    expect(passwordProblem('tangerine-otter-lamp', { email: 'ada@example.com', name: 'Ada Admin' })).toBeNull();
  });
});
