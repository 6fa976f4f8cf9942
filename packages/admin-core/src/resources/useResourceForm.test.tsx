import { act, renderHook, waitFor } from '@testing-library/react';
import { productEntity } from '@deals/domain/entities';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminCore } from '../createAdminCore';
import type { SaveOutcome } from '../forms/saveOutcome';
import { memoryStorage } from '../session/storage';
import { providerFor, withInProcessApi } from '../testing/hookTests';
import { productResource, storeResource } from './catalogue';
import { useResourceForm, type ResourceFormOptions } from './useResourceForm';
import { useResourceRecord } from './useResourceRecord';

describe('useResourceForm: a form driven by the resource definition, over the real API', () => {
  const api = withInProcessApi();
  let tokens: Record<string, string>;
  beforeAll(async () => {
    tokens = { ...(await api.server.api.login()) };
  });

  const browser = ({ versions = true } = {}) => {
    const core = createAdminCore({
      uri: api.server.uri,
      fetch: api.server.fetch,
      storage: memoryStorage({ ...tokens }),
      versions,
    });
    return providerFor(core);
  };
  const submitOf = async (run: () => Promise<SaveOutcome>) => {
    let outcome: SaveOutcome | undefined;
    await act(async () => {
      outcome = await run();
    });
    return outcome!;
  };
  const editHref = (id: string) => `/products/${id}/edit`;

  /** A product created through the form, as its edit page would open it: loaded by the resource's by-id query. */
  const createProduct = async (title: string) => {
    const wrapper = browser();
    const { result } = renderHook(() => useResourceForm(productResource, { editHref }), { wrapper });
    act(() => result.current.field('title').onChange(title));
    act(() => result.current.field('dealUrl').onChange(`https://shop.example.com/${title.replace(/\W/g, '')}`));
    act(() => result.current.field('price').onChange(25));
    const outcome = await submitOf(() => result.current.submit());
    if (!outcome.ok || !outcome.createdHref) throw new Error(`not created: ${JSON.stringify(outcome)}`);
    return outcome.createdHref.split('/')[2]!;
  };
  const useEditPage = (id: string, options: ResourceFormOptions<Record<string, unknown>> = {}) => {
    const record = useResourceRecord(productResource, id);
    return { record, ready: record.status === 'success' ? record : null, options };
  };
  /** The edit form of a loaded product, mounted once its record is in (as the app's route does). */
  const openProduct = async (
    id: string,
    options: ResourceFormOptions<Record<string, unknown>> = {},
    versions = true,
  ) => {
    const wrapper = browser({ versions });
    const loader = renderHook(() => useEditPage(id, options), { wrapper });
    await waitFor(() => expect(loader.result.current.ready).not.toBeNull());
    const record = loader.result.current.ready!.data;
    const version = typeof record.version === 'number' ? record.version : undefined;
    return renderHook(() => useResourceForm(productResource, { id, record, version, editHref, ...options }), {
      wrapper,
    });
  };

  it("binds a field from the entity's definition: label, required, limit, value and the message", async () => {
    const { result } = renderHook(() => useResourceForm(productResource), { wrapper: browser() });
    const title = result.current.field('title');
    expect(title).toMatchObject({ name: 'title', label: 'Title', isRequired: true, value: '', isInvalid: false });
    expect(title.maxLength).toBe(productEntity.fields.title.max);
    expect(result.current.field('price')).not.toHaveProperty('maxLength');
    expect(result.current.choice('currency').options.map((option) => option.id)).toContain('EUR');
    expect(result.current.toggle('active').isSelected).toBe(true);

    act(() => result.current.field('title').onChange('Desk lamp'));
    expect(result.current.field('title').value).toBe('Desk lamp');
    act(() => result.current.toggle('active').onChange(false));
    expect(result.current.draft.active).toBe(false);
  });

  it("checks the entity's rules before sending, with the API's messages at each field", async () => {
    const { result } = renderHook(() => useResourceForm(productResource), { wrapper: browser() });
    act(() => result.current.field('price').onChange(10));
    act(() => result.current.field('salePrice').onChange(12));
    let allowed = true;
    act(() => {
      allowed = result.current.check();
    });
    expect(allowed).toBe(false);
    expect(result.current.field('title')).toMatchObject({ isInvalid: true, errorMessage: 'Title is required.' });
    expect(result.current.field('salePrice').errorMessage).toBe('Sale price must not be higher than the price.');
  });

  it('creates through the resource and answers where the new record lives; the record loads as saved', async () => {
    const id = await createProduct('Resource-made lamp');
    const { result } = await openProduct(id);
    expect(result.current.draft.title).toBe('Resource-made lamp');
    expect(result.current.mode).toBe('update');
  });

  it('once saved, shows what the API stored: a typed coupon code trimmed and upper-cased, nothing left to save', async () => {
    const id = await createProduct('Coupon lamp');
    const { result } = await openProduct(id);
    act(() => result.current.field('couponCode').onChange('  lamp-10 '));
    act(() => result.current.field('title').onChange(' Coupon lamp, boxed '));
    expect(await submitOf(() => result.current.submit())).toMatchObject({ ok: true });
    expect(result.current.draft).toMatchObject({ couponCode: 'LAMP-10', title: 'Coupon lamp, boxed' });
    expect(result.current.isDirty).toBe(false);
    const reopened = await openProduct(id);
    expect(reopened.result.current.draft).toMatchObject({ couponCode: 'LAMP-10', title: 'Coupon lamp, boxed' });
  });

  it('updates with the version it loaded, and a colleague saving in between comes back as a conflict', async () => {
    const id = await createProduct('Versioned lamp');
    const { result } = await openProduct(id);
    const loadedVersion = result.current.version!;
    const { accessToken } = await api.server.api.login('editor@example.com', 'editor-password');
    const colleague = await api.server.api.request(
      `mutation ($id: ID!) { updateProduct(id: $id, input: { title: "Their lamp", currency: "EUR", price: 30, dealUrl: "https://shop.example.com/theirs" }) { version } }`,
      { id },
      accessToken,
    );
    expect(colleague.errors).toBeUndefined();

    act(() => result.current.field('title').onChange('My lamp'));
    const refused = await submitOf(() => result.current.submit());
    expect(refused).toMatchObject({ ok: false, code: 'CONFLICT' });
    const lastUpdate = api.server.calls.filter((call) => call.operationName === 'UpdateProduct').at(-1)!;
    expect(lastUpdate.variables).toMatchObject({ id, expectedVersion: loadedVersion });
    expect(result.current.conflict?.fields.map((field) => field.key)).toEqual(
      expect.arrayContaining(['title', 'price', 'dealUrl']),
    );
    expect(result.current.draft.title).toBe('My lamp');

    expect(await submitOf(() => result.current.keepMine())).toMatchObject({ ok: true });
    expect(result.current.version).toBe(loadedVersion + 2);
  });

  it('works against a backend without versions: nothing asks for or sends one', async () => {
    const id = await createProduct('Unversioned lamp');
    const before = api.server.calls.length;
    const { result } = await openProduct(id, {}, false);
    act(() => result.current.field('title').onChange('Unversioned lamp, renamed'));
    expect(await submitOf(() => result.current.submit())).toMatchObject({ ok: true });
    const sent = api.server.calls
      .slice(before)
      .filter((call) => ['UpdateProduct', 'FindProductById'].includes(call.operationName ?? ''));
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const call of sent) expect(call.variables).not.toHaveProperty('expectedVersion');
  });

  it('read-only for a person who may not save: nothing changes and nothing is sent', async () => {
    const id = await createProduct('Read-only lamp');
    const { result } = await openProduct(id, { readOnly: true });
    const before = api.server.calls.length;
    act(() => result.current.field('title').onChange('Changed anyway'));
    expect(result.current.field('title').value).toBe('Read-only lamp');
    expect(await submitOf(() => result.current.submit())).toMatchObject({ ok: false });
    expect(api.server.calls.length).toBe(before);
  });

  it('deletes through the resource; a resource without a delete answers so without asking the API', async () => {
    const id = await createProduct('Doomed lamp');
    const { result } = await openProduct(id);
    let removed: Awaited<ReturnType<typeof result.current.remove>> | undefined;
    await act(async () => {
      removed = await result.current.remove();
    });
    expect(removed?.ok).toBe(true);
    const gone = await api.server.api.request(
      `query ($id: ID!) { findProductById(id: $id) { id } }`,
      { id },
      tokens.accessToken,
    );
    expect(gone.errors?.[0]?.message).toMatch(/not found/i);

    // Stores cannot be deleted (spec §7 offers no delete): the controller says so and sends nothing.
    const store = renderHook(
      () => useResourceForm(storeResource, { id: '1', record: { title: 'Shop', active: true } }),
      {
        wrapper: browser(),
      },
    );
    const before = api.server.calls.length;
    let refused: Awaited<ReturnType<typeof result.current.remove>> | undefined;
    await act(async () => {
      refused = await store.result.current.remove();
    });
    expect(refused).toMatchObject({ ok: false, message: 'This record cannot be deleted.' });
    expect(api.server.calls.length).toBe(before);
  });
});
