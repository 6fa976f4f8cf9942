import { renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminCore } from '../../createAdminCore';
import { memoryStorage } from '../../session/storage';
import { providerFor, withInProcessApi } from '../../testing/hookTests';
import { useFeedLimits } from './hooks';

describe('useFeedLimits', () => {
  // A deployment that lowered the limits (FEED_MAX_BYTES=4000000, FEED_MAX_ROWS=5000).
  const api = withInProcessApi({ config: { feedLimits: { bytes: 4_000_000, rows: 5000 } } });
  let tokens: { accessToken: string; refreshToken: string };
  beforeAll(async () => {
    tokens = await api.server.api.login();
  });

  const coreWith = (fetchImpl: typeof fetch) =>
    createAdminCore({ uri: api.server.uri, fetch: fetchImpl, storage: memoryStorage({ ...tokens }) });

  it("answers the server's lowered limits, not the shared defaults", async () => {
    const { result } = renderHook(useFeedLimits, { wrapper: providerFor(coreWith(api.server.fetch)) });
    await waitFor(() => expect(result.current).toEqual({ bytes: 4_000_000, rows: 5000 }));
    expect(api.server.count('FeedLimits')).toBe(1);
  });
});
