import { renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminCore } from '../createAdminCore';
import { useBrandList } from '../domains/brands/hooks';
import * as adminCore from '../index';
import { memoryStorage } from '../session/storage';
import { providerFor, withInProcessApi } from '../testing/hookTests';
import type { QueryResult, RecordQueryOptions } from './queryHooks';

type RecordHook = (key: string, options?: RecordQueryOptions) => QueryResult<unknown>;

/** Every hook that loads one record by its id or slug, as the package exports it. */
const recordHooks = Object.entries(adminCore).filter(([name]) => /^use\w+By(Id|Slug)$/.test(name)) as [
  string,
  RecordHook,
][];

describe('every by-id hook takes { skip }', () => {
  const api = withInProcessApi();
  let wrapper: ReturnType<typeof providerFor>;
  beforeAll(async () => {
    const storage = memoryStorage({ ...(await api.server.api.login()) });
    wrapper = providerFor(createAdminCore({ uri: api.server.uri, fetch: api.server.fetch, storage }));
  });

  it('finds the hooks it checks', () => {
    expect(recordHooks.map(([name]) => name)).toEqual(expect.arrayContaining(['useBrandById', 'useSaleBySlug']));
    expect(recordHooks.length).toBeGreaterThanOrEqual(13);
  });

  it.each(recordHooks)('%s asks nothing while skipped, and loads once it is not', async (name, useRecord) => {
    const operation = `Find${name.slice(3).replace(/By(Id|Slug)$/, '')}By${name.endsWith('Slug') ? 'Slug' : 'Id'}`;
    const before = api.server.count(operation);
    // A list asked after the record shows when the record's request, had it been sent, would have arrived.
    const { result, rerender } = renderHook(
      ({ skip }) => ({ record: useRecord('1', { skip }), probe: useBrandList({ limit: 1 }) }),
      { wrapper, initialProps: { skip: true } },
    );
    await waitFor(() => expect(result.current.probe.status).toBe('success'));
    expect(result.current.record.status).toBe('loading');
    expect(api.server.count(operation)).toBe(before);
    rerender({ skip: false });
    await waitFor(() => expect(api.server.count(operation)).toBe(before + 1));
  });
});
