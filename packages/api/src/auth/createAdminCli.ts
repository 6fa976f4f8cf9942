import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { GraphQLError } from 'graphql';
import { openDatabase } from '../bootstrap';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import {
  createAdministrator,
  issueSetPasswordLink,
  setAccountPassword,
  SET_PASSWORD_LINK_HOURS,
} from './passwordSetup';

const USAGE = `pnpm --filter @deals/api create-admin -- --email you@example.com --name "Your Name" [--password-stdin]

Creates an administrator on the database the API is configured for (DATABASE_URL or API_DATA_DIR, as when it
starts) and prints a one-time link (valid ${SET_PASSWORD_LINK_HOURS} hours, built on API_PUBLIC_URL) where they set their password.
For an email that already has an account it prints a new link for that account. --password-stdin sets the password
read from standard input instead (scripts). With the embedded database (API_DATA_DIR), run it while the API is
stopped: only one process may open that database at a time.`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

let values: { email?: string; name?: string; 'password-stdin'?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({
    // `pnpm create-admin -- --email …` forwards the `--` itself.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  fail(`${(error as Error).message}\n\n${USAGE}`);
}
if (values.help) fail(USAGE, 0);
if (!values.email || !values.name) fail(`--email and --name are required.\n\n${USAGE}`);

const config = await loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  const { account, created } = await createAdministrator(db, { email: values.email, name: values.name });
  const who = `${account.name} <${account.email}> (${account.role})`;
  if (values['password-stdin']) {
    const password = (await text(process.stdin)).replace(/\r?\n$/, '');
    await db.transaction((tx) => setAccountPassword(tx, account, password));
    console.info(`${created ? 'Created' : 'Set the password of'} ${who}. Sign in at ${config.publicUrl}/login.`);
  } else {
    const link = await issueSetPasswordLink(db, config.publicUrl, account.id);
    console.info(
      `${created ? 'Created' : 'Already exists:'} ${who}.\n` +
        `They set their password here, once, until ${link.expiresAt.toISOString()}:\n${link.url}`,
    );
  }
} catch (error) {
  if (error instanceof GraphQLError && error.extensions.code === 'BAD_USER_INPUT') fail(error.message);
  throw error;
} finally {
  await db.close();
}
