import { GraphQLScalarType, Kind } from 'graphql';
import { unstorableValue } from './inputErrors';

/**
 * The dates an input may carry: every one PostgreSQL's timestamptz and a JavaScript Date both hold (they part ways
 * past year 275,760), narrowed to what a deals catalogue can mean. Outside them PostgreSQL refused the write with
 * an error the client saw as a 500.
 */
export const DATE_RANGE = { from: '1900-01-01T00:00:00.000Z', to: '9999-12-31T23:59:59.999Z' } as const;
const earliest = Date.parse(DATE_RANGE.from);
const latest = Date.parse(DATE_RANGE.to);

/** ISO 8601 as clients send it: a calendar date, optionally a time and an offset (`Date` reads the rest). */
const ISO_DATE =
  /^([+-]?\d{4,6})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Whether the written calendar date and clock time exist: `Date` moves 30 February to 2 March instead of refusing. */
function exists(match: RegExpExecArray): boolean {
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return month! >= 1 && month! <= 12 && day! >= 1 && day! <= daysInMonth && hour <= 23 && minute <= 59 && second <= 59;
}

function parseInput(value: unknown): string {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) throw unstorableValue(`A date-time must be an ISO 8601 string such as "2030-01-31T12:00:00Z".`);
  const time = Date.parse(value as string);
  if (Number.isNaN(time) || !exists(match)) throw unstorableValue(`"${String(value)}" is not a valid date-time.`);
  if (time < earliest || time > latest) {
    throw unstorableValue(`"${value}" is out of range: dates must be between 1900-01-01 and 9999-12-31 (UTC).`);
  }
  return new Date(time).toISOString();
}

function serialize(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new TypeError(`"${String(value)}" is not a date-time.`);
  return date.toISOString();
}

/** ISO 8601 date-times in and out; inputs are checked against DATE_RANGE and normalised to UTC. */
export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize,
  parseValue: parseInput,
  parseLiteral: (ast) => parseInput(ast.kind === Kind.STRING ? ast.value : undefined),
});
