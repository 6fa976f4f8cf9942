import { readdir, readFile } from 'node:fs/promises';
import type { Database, Queryable } from './database';

const migrationsDir = new URL('./migrations/', import.meta.url);

/** Any constant shared by every replica: the transaction-scoped advisory lock that serialises migrations. */
const MIGRATION_LOCK = 7_160_001;

/**
 * Applies every `migrations/NNN_*.sql` not yet recorded, each in its own transaction, in name order. Replicas
 * starting together each take the same advisory lock first and re-read what is applied under it, so every file
 * runs once however many processes migrate at the same moment.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
  });
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const newlyApplied: string[] = [];
  for (const file of files) {
    const sql = await readFile(new URL(file, migrationsDir), 'utf8');
    const applied = await db.transaction(async (tx) => {
      await lock(tx);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (applied) newlyApplied.push(file);
  }
  return newlyApplied;
}

/** Whether every migration file is recorded: `/ready` answers 503 until it is. */
export async function isMigrated(db: Queryable): Promise<boolean> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql'));
  // The table also holds bootstrap's demo-seed mark; only .sql names count here.
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  return files.every((file) => applied.has(file));
}

function lock(tx: Queryable) {
  return tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
}

/** Our migrations hold no string literals with a ";" at a line end, so this split is exact. */
function splitStatements(sql: string): string[] {
  // A statement ends with ";" at the end of a line, except inside a dollar-quoted function body ($$ … $$).
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of sql.split('\n')) {
    current.push(line);
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements.map((statement) => statement.trim()).filter((statement) => statement.length > 0);
}
