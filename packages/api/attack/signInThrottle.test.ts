import { describe, expect, it } from 'vitest';
import { codes, login, type Answer } from './support/client';
import { attackContext } from './support/context';
import { createStaff } from './support/staff';

const { origin } = attackContext();
const ACCOUNT_LIMIT = 10;

function tally(answers: Answer[]) {
  const checked = answers.filter((answer) => codes(answer)[0] === 'INVALID_CREDENTIALS').length;
  const throttled = answers.filter((answer) => codes(answer)[0] === 'TOO_MANY_ATTEMPTS');
  return { checked, throttled, other: answers.length - checked - throttled.length };
}

describe('sign-in throttle, per account', () => {
  it.each([30, 60])('%i parallel wrong passwords check at most 10; the rest are told to wait', async (count) => {
    const target = await createStaff('VIEWER', `Guess Target ${count}`);
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) => login(origin, target.email, `Wrong-Guess-${i}-xyz`)),
    );
    const { checked, throttled, other } = tally(answers);
    expect({ other, atMostTen: checked <= ACCOUNT_LIMIT }).toEqual({ other: 0, atMostTen: true });
    expect(throttled.length).toBe(count - checked);
    for (const answer of throttled) {
      expect(answer.errors?.[0]?.message).toMatch(/^Too many attempts — try again in \d+ minutes?\.?$/);
      expect(answer.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    }
    // Locked means locked: the right password is refused too, however the email is written.
    for (const email of [target.email, target.email.toUpperCase(), ` ${target.email} `]) {
      expect(codes(await login(origin, email, target.password)), email).toEqual(['TOO_MANY_ATTEMPTS']);
    }
  });

  it('case and spacing variants of one email count against the same account', async () => {
    const target = await createStaff('VIEWER', 'Variant Target');
    const variants = Array.from({ length: ACCOUNT_LIMIT }, (_, i) =>
      i % 2 ? target.email.toUpperCase() : ` ${target.email}\t`,
    );
    for (const email of variants) await login(origin, email, 'Wrong-Variant-Guess-1');
    expect(codes(await login(origin, target.email, target.password))).toEqual(['TOO_MANY_ATTEMPTS']);
  });

  it('an unknown email answers exactly like a wrong password (no account enumeration)', async () => {
    const known = await createStaff('VIEWER', 'Enumeration Known');
    const [wrong, unknown] = await Promise.all([
      login(origin, known.email, 'Wrong-Enumeration-1'),
      login(origin, `nobody.${Date.now()}@attack.test`, 'Wrong-Enumeration-1'),
    ]);
    expect(unknown.errors?.map((e) => [e.message, e.extensions?.code])).toEqual(
      wrong.errors?.map((e) => [e.message, e.extensions?.code]),
    );
  });
});
