import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminCore } from '../createAdminCore';
import { useBrandById, useUpdateBrand } from '../domains/brands/hooks';
import { memoryStorage } from '../session/storage';
import { providerFor, withInProcessApi } from '../testing/hookTests';
import { conflictReviewFields } from './conflictReview';
import type { SaveOutcome } from './saveOutcome';
import { useEntityForm } from './useEntityForm';

interface Metadata {
  title: string | null;
  description: string | null;
  keywords: string[];
  content: string | null;
}

describe('a conflict handed to the review: safe sides, nothing of Apollo shown', () => {
  const api = withInProcessApi();
  let id: string;
  let wrapper: ReturnType<typeof providerFor>;
  let storage: ReturnType<typeof memoryStorage>;

  beforeAll(async () => {
    storage = memoryStorage({ ...(await api.server.api.login()) });
    wrapper = providerFor(createAdminCore({ uri: api.server.uri, fetch: api.server.fetch, storage, versions: true }));
    const { createBrand } = await api.server.api.asAdmin<{ createBrand: { id: string } }>(
      `mutation ($input: BrandInput!) { createBrand(input: $input) { id } }`,
      { input: { title: 'Kites', active: true, metadata: { description: 'Old description', keywords: ['kite'] } } },
    );
    id = createBrand.id;
  });

  const colleagueSaves = async (input: Record<string, unknown>) => {
    const { accessToken } = await api.server.api.login('editor@example.com', 'editor-password');
    const answer = await api.server.api.request(
      `mutation ($id: ID!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { version } }`,
      { id, input },
      accessToken,
    );
    expect(answer.errors).toBeUndefined();
  };

  it('keeps the side that changed each field, asks where both did, and never shows __typename', async () => {
    // The record as a screen loads it: Apollo's query data, __typename on the nested metadata included.
    const loaded = renderHook(() => useBrandById(id), { wrapper });
    await waitFor(() => expect(loaded.result.current.status).toBe('success'));
    if (loaded.result.current.status !== 'success') throw new Error('not loaded');
    const { title, active, metadata, version } = loaded.result.current.data;
    expect(metadata).toHaveProperty('__typename', 'Metadata');

    const { result } = renderHook(
      () => {
        const update = useUpdateBrand();
        return useEntityForm<{ title: string; active: boolean; metadata: Metadata }>({
          initial: { title, active, metadata },
          version,
          draftKey: `brands/${id}`,
          save: async (input, { expectedVersion }) => {
            const outcome = await update.run({ id, input, expectedVersion });
            return outcome.ok ? { ok: true } : outcome;
          },
        });
      },
      { wrapper },
    );
    expect(JSON.stringify(result.current.draft)).not.toContain('__typename');

    // The colleague renames it and rewrites its description; the person renames it and deactivates it.
    await colleagueSaves({
      title: 'Their kites',
      active: true,
      metadata: { description: 'Their description', keywords: ['kite'] },
    });
    act(() => result.current.set('title', 'My kites'));
    act(() => result.current.set('active', false));
    let outcome: SaveOutcome | undefined;
    await act(async () => {
      outcome = await result.current.submit();
    });
    expect(outcome).toMatchObject({ ok: false, code: 'CONFLICT' });
    const conflict = result.current.conflict!;
    expect(conflict.fields.map(({ key, changedByMe, changedByThem }) => ({ key, changedByMe, changedByThem }))).toEqual(
      [
        { key: 'title', changedByMe: true, changedByThem: true },
        { key: 'active', changedByMe: true, changedByThem: false },
        { key: 'metadata', changedByMe: false, changedByThem: true },
      ],
    );

    const rows = conflictReviewFields(conflict, { title: 'Title', active: 'Active', metadata: 'SEO' });
    expect(rows.map(({ key, whoChanged, defaultChoice }) => ({ key, whoChanged, defaultChoice }))).toEqual([
      { key: 'title', whoChanged: 'both', defaultChoice: undefined },
      { key: 'active', whoChanged: 'me', defaultChoice: 'mine' },
      { key: 'metadata', whoChanged: 'them', defaultChoice: 'theirs' },
    ]);
    expect(rows[2]).toMatchObject({ label: 'SEO', theirs: 'Description: Their description; Keywords: kite' });
    for (const kept of [JSON.stringify(rows), JSON.stringify(conflict), storage.get(`deals-admin:draft:brands/${id}`)])
      expect(kept?.toLowerCase()).not.toContain('typename');

    // Nothing decided for the title: merge saves nothing and says which field needs a side.
    const requests = api.server.count('UpdateBrand');
    await act(async () => {
      outcome = await result.current.merge({});
    });
    expect(outcome).toMatchObject({ ok: false, field: 'title', message: expect.stringContaining('title') });
    expect(api.server.count('UpdateBrand')).toBe(requests);

    await act(async () => {
      outcome = await result.current.merge({ title: 'mine' });
    });
    expect(outcome).toMatchObject({ ok: true });
    const { findBrandById } = await api.server.api.asAdmin<{
      findBrandById: { title: string; active: boolean; metadata: Metadata };
    }>(`query ($id: ID!) { findBrandById(id: $id) { title active metadata { description } } }`, { id });
    expect(findBrandById).toEqual({ title: 'My kites', active: false, metadata: { description: 'Their description' } });
  });
});
