import { describe, expect, it, vi } from 'vitest';
import { createAdminCore } from '../createAdminCore';
import { withInProcessApi } from '../testing/hookTests';
import { memoryStorage } from './storage';

// The access rules' module (loaded on demand, as in the built app) stays unloaded until a test lets it.
let loadRules!: () => void;
const rulesMayLoad = new Promise<void>((resolve) => (loadRules = resolve));
vi.mock('./access', async (importOriginal) => {
  await rulesMayLoad;
  return importOriginal();
});

describe('fetchAccess: the role query of every session check (issue 17)', () => {
  const api = withInProcessApi();

  it('asks MyAccess without waiting for the access rules to load, and answers with them once they have', async () => {
    // In the app the rules come from a chunk of their own: awaiting it first sent MyAccess a task or more after
    // WhoAmI, and every page waited for the later of the two.
    const core = createAdminCore({
      uri: api.server.uri,
      fetch: api.server.fetch,
      storage: memoryStorage({ ...(await api.server.api.login()) }),
      access: true,
    });
    const access = core.fetchAccess({ fresh: true });
    await vi.waitFor(() => expect(api.server.count('MyAccess')).toBe(1), { timeout: 5_000 });

    loadRules();
    const answered = await access;
    expect(answered.role).toBe('ADMIN');
    expect(answered.can('delete', 'brands')).toBe(true);
  });
});
