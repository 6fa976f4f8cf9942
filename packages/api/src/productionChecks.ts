/** A reason not to start that the operator fixes in the environment or the database: logged as its message alone. */
export class StartupRefusal extends Error {}

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

/** Words that mark a secret someone typed or copied from an example rather than generated. */
const PLACEHOLDER_WORDS = [
  'changeme',
  'change-me',
  'change_me',
  'replaceme',
  'replace-me',
  'replace_me',
  'placeholder',
  'secret',
  'password',
  'example',
  'default',
  '12345678',
  'abcdefgh',
  'qwerty',
];

const MIN_LENGTH = 32;
/** A random 32-character hex string has ~14 distinct characters; fewer than this was not drawn at random. */
const MIN_DISTINCT = 10;
/** A stretch this long that occurs twice (or one character this many times in a row) is a pattern, not chance. */
const REPEAT_LENGTH = 8;

function repeatsItself(secret: string): boolean {
  if (new RegExp(`(.)\\1{${REPEAT_LENGTH - 1}}`).test(secret)) return true;
  const seen = new Set<string>();
  for (let start = 0; start + REPEAT_LENGTH <= secret.length; start += 1) {
    const stretch = secret.slice(start, start + REPEAT_LENGTH);
    if (seen.has(stretch)) return true;
    seen.add(stretch);
  }
  return false;
}

/**
 * Why this JWT signing secret must not sign production tokens, or null when it may. Anyone who guesses it signs in
 * as anyone, so it must be generated, not chosen: long, without whitespace, without patterns or example words, and
 * not the development secret generated into the data directory.
 */
export function jwtSecretProblem(secret: string | undefined, developmentSecret: string): string | null {
  const fix = 'Generate one with `openssl rand -hex 32` and give every replica the same value.';
  if (!secret) return `NODE_ENV=production needs JWT_SECRET, the key that signs sessions. ${fix}`;
  if (/\s/.test(secret)) return `JWT_SECRET contains whitespace (a pasted or quoted value?). ${fix}`;
  if (secret.length < MIN_LENGTH) {
    return `JWT_SECRET is ${secret.length} characters long; it needs at least ${MIN_LENGTH}. ${fix}`;
  }
  if (secret === developmentSecret) {
    return `JWT_SECRET is the development secret generated into the data directory. ${fix}`;
  }
  const word = PLACEHOLDER_WORDS.find((placeholder) => secret.toLowerCase().includes(placeholder));
  if (word) return `JWT_SECRET contains "${word}": it looks typed or copied from an example, not generated. ${fix}`;
  if (new Set(secret).size < MIN_DISTINCT) {
    return `JWT_SECRET uses only ${new Set(secret).size} different characters: it is not random. ${fix}`;
  }
  if (repeatsItself(secret)) return `JWT_SECRET repeats itself: it is a pattern, not random. ${fix}`;
  return null;
}
