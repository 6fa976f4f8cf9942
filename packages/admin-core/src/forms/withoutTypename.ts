const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A copy of query data without Apollo's `__typename`, at any depth: a record becoming a form's draft must not carry
 * it into what the person reviews (a conflict's "Metadata" read "__typename: Metadata"), the draft kept in the browser
 * or a comparison with the API's `current`, which has none. Plain objects and arrays only; a `Date` or `File` is kept.
 */
export function withoutTypename<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutTypename) as T;
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '__typename')
      .map(([key, entry]) => [key, withoutTypename(entry)]),
  ) as T;
}
