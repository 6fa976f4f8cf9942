import { ADMIN, EDITOR } from '../e2e/session';

/**
 * The password every seeded account gets in the replicas' database: the test seeds it explicitly
 * (`SEED_STAFF_PASSWORD=… pnpm --filter @deals/api seed`) before the production command starts, and production
 * refuses the demo accounts' published passwords.
 */
export const SEEDED_STAFF_PASSWORD = 'Replicas share one harbour, 2 lanterns';

export const SEEDED_ADMIN = { email: ADMIN.email, password: SEEDED_STAFF_PASSWORD };
export const SEEDED_EDITOR = { email: EDITOR.email, password: SEEDED_STAFF_PASSWORD };
