import { badInput } from '../graphql/errors';

interface PgError {
  code?: string;
  constraint?: string;
}

/**
 * Turns a unique-index clash into an input error that names the clashing value and the field, e.g.
 * `The slug "summer-sale" is already used by another sale.`; any other error passes through.
 */
export async function withUniqueMessages<T>(
  work: () => Promise<T>,
  messages: Record<string, { field: string; message: string }>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const pgError = error as PgError;
    if (pgError.code === '23505') {
      const known = messages[pgError.constraint ?? ''] ?? Object.values(messages)[0];
      if (known) throw badInput(known.message, known.field);
    }
    throw error;
  }
}
