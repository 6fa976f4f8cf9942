import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AdminCore } from '../createAdminCore';
import { AdminCoreProvider } from '../react/AdminCoreProvider';
import { registerDomKeepingNodeFetch } from './domWithNodeFetch';
import { startInProcessApi } from './inProcessApi';

export type InProcessApi = Awaited<ReturnType<typeof startInProcessApi>>;

/**
 * For a describe block of hook tests against the real API in this process: starts the API before its tests, then a
 * DOM beside it (PGlite takes a DOM environment for a browser and loads differently), unmounts each test's renders,
 * then runs `afterEachTest` (after hooks of the block itself would run before the unmount), and closes both after.
 * `server` is set once the block's tests (and its own later beforeAll hooks) run.
 */
export function withInProcessApi(
  options: { afterEachTest?: () => unknown } & Parameters<typeof startInProcessApi>[0] = {},
) {
  const { afterEachTest, ...apiOptions } = options;
  const harness = { server: undefined as unknown as InProcessApi };
  let unregisterDom: () => Promise<void>;
  beforeAll(async () => {
    harness.server = await startInProcessApi({ seed: { products: 0 }, ...apiOptions });
    unregisterDom = registerDomKeepingNodeFetch();
  });
  afterEach(async () => {
    cleanup();
    await afterEachTest?.();
  });
  afterAll(async () => {
    await unregisterDom();
    await harness.server.api.close();
  });
  return harness;
}

/** A `renderHook` wrapper: the hooks run inside this core, as under a host's AdminCoreProvider. */
export const providerFor = (core: AdminCore) =>
  function Provider({ children }: { children: ReactNode }) {
    return <AdminCoreProvider core={core}>{children}</AdminCoreProvider>;
  };
