import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateTime } from './dateTime';
import { JSON as JSONScalar, JSON_INPUT_LIMITS } from './json';

const refusal = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    return error instanceof GraphQLError ? { message: error.message, code: error.extensions.code } : error;
  }
  return null;
};

describe('DateTime inputs', () => {
  it.each([
    ['1900-01-01T00:00:00Z', '1900-01-01T00:00:00.000Z'],
    ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
    ['2030-06-01T12:00:00+02:00', '2030-06-01T10:00:00.000Z'],
    ['2030-06-01', '2030-06-01T00:00:00.000Z'],
  ])('takes %s as %s', (value, stored) => {
    expect(DateTime.parseValue(value)).toBe(stored);
  });

  it.each([
    '+099999-01-01T00:00:00Z',
    '+010000-01-01T00:00:00Z',
    '1899-12-31T23:59:59.999Z',
    '-000001-01-01T00:00:00Z',
    '0000-01-01T00:00:00Z',
  ])('refuses %s: out of range, as BAD_USER_INPUT', (value) => {
    expect(refusal(() => DateTime.parseValue(value))).toEqual({
      message: `"${value}" is out of range: dates must be between 1900-01-01 and 9999-12-31 (UTC).`,
      code: 'BAD_USER_INPUT',
    });
  });

  it.each(['2031-02-30T00:00:00Z', '2031-04-31', '2032-02-30', '2030-06-01T24:00:00Z', '2030-06-01T12:60:00Z'])(
    'refuses %s: a day or time that does not exist, instead of moving it',
    (value) => {
      expect(refusal(() => DateTime.parseValue(value))).toEqual({
        message: `"${value}" is not a valid date-time.`,
        code: 'BAD_USER_INPUT',
      });
    },
  );

  it('takes 29 February of a leap year', () => {
    expect(DateTime.parseValue('2032-02-29')).toBe('2032-02-29T00:00:00.000Z');
  });

  it.each(['tomorrow', '1', '2030-13-45T00:00:00Z', 20300101, ''])('refuses %j: not an ISO 8601 date-time', (value) => {
    expect(refusal(() => DateTime.parseValue(value))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('JSON inputs', () => {
  it('takes a value within its limits', () => {
    const value = { a: [1, 'two', { three: null }] };
    expect(JSONScalar.parseValue(value)).toEqual(value);
  });

  it('refuses a value nested past the depth limit', () => {
    const deep = JSON.parse(`${'['.repeat(JSON_INPUT_LIMITS.depth + 1)}${']'.repeat(JSON_INPUT_LIMITS.depth + 1)}`);
    expect(refusal(() => JSONScalar.parseValue(deep))).toEqual({
      message: 'A JSON value may nest at most 20 levels deep.',
      code: 'BAD_USER_INPUT',
    });
  });

  it('refuses a value holding more values than the limit', () => {
    const wide = Array.from({ length: JSON_INPUT_LIMITS.values }, (_, index) => index);
    expect(refusal(() => JSONScalar.parseValue(wide))).toEqual({
      message: 'A JSON value may hold at most 10,000 values.',
      code: 'BAD_USER_INPUT',
    });
  });
});
