import { defineConfig } from 'vitest/config';

/**
 * The attack suite (README "Tests"): the API as production runs it, attacked over HTTP only. One server for
 * all files, so the files run one after another; each case waits for answers, never for time.
 */
export default defineConfig({
  test: {
    name: 'attack',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./setup/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 300_000,
    // A busy CI machine: the setup builds the app and starts two servers.
    teardownTimeout: 60_000,
  },
});
