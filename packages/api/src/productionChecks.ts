/**
 * What production refuses to start without, as sentences an operator can act on. A database must be chosen on
 * purpose: a replica falling back to a fresh `.data` directory would silently run on an empty catalogue.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const dataDir = env.API_DATA_DIR?.trim();
  if (!env.DATABASE_URL && (!dataDir || dataDir === ':memory:')) {
    problems.push(
      'Set DATABASE_URL (PostgreSQL, for several replicas) or API_DATA_DIR (a directory for the embedded database ' +
        'of a single replica): NODE_ENV=production does not start on a default or in-memory database.',
    );
  }
  return problems;
}
