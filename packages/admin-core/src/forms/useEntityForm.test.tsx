import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminCore } from '../createAdminCore';
import { useBrandById, useCreateBrand, useUpdateBrand } from '../domains/brands/hooks';
import { memoryStorage, type KeyValueStorage } from '../session/storage';
import { providerFor, withInProcessApi } from '../testing/hookTests';
import { createOrUpdate, type FieldErrors, type SaveOutcome } from './saveOutcome';
import { useEntityForm } from './useEntityForm';

interface BrandDraft {
  title: string;
  imageUrl: string | null;
  active: boolean;
}

describe('useEntityForm, the headless create/edit controller', () => {
  const api = withInProcessApi();
  let tokens: Record<string, string>;

  beforeAll(async () => {
    tokens = { ...(await api.server.api.login()) };
  });

  /** One browser: the storage outlives a mounted form, as localStorage outlives a reload. */
  const browser = ({ versions = true } = {}) => {
    const storage = memoryStorage({ ...tokens });
    const core = createAdminCore({ uri: api.server.uri, fetch: api.server.fetch, storage, versions });
    return { storage, wrapper: providerFor(core) };
  };

  /** The brand edit screen's wiring, over the real API. */
  const useBrandForm = (id: string, initial: BrandDraft, draftKey?: string, version?: number) => {
    const update = useUpdateBrand();
    const create = useCreateBrand();
    return useEntityForm<BrandDraft>({
      initial,
      draftKey,
      version,
      validate: (draft): FieldErrors => (draft.title.trim() ? {} : { title: 'Enter a title.' }),
      save: (input, { expectedVersion }) =>
        createOrUpdate(
          id,
          (id) => update.run({ id, input, expectedVersion }),
          () => create.run({ input }),
          (data) => `/brands/${data.createBrand.id}/edit`,
        ),
    });
  };

  const loaded: BrandDraft = { title: 'Nordhaus', imageUrl: null, active: true };

  it('is dirty while the draft differs from what was loaded, and clean again when typed back', () => {
    const { wrapper } = browser();
    const { result } = renderHook(() => useBrandForm('1', loaded), { wrapper });
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.set('title', 'Nordhaus Outdoor'));
    expect(result.current.isDirty).toBe(true);
    expect(result.current.saved.title).toBe('Nordhaus');
    act(() => result.current.set('title', 'Nordhaus'));
    expect(result.current.isDirty).toBe(false);
  });

  it('stops at the client checks with the message at the field, keeping what was typed', () => {
    const { wrapper } = browser();
    const { result } = renderHook(() => useBrandForm('1', loaded), { wrapper });
    act(() => result.current.set('title', '   '));
    let allowed = true;
    act(() => {
      allowed = result.current.check();
    });
    expect(allowed).toBe(false);
    expect(result.current.errors).toEqual({ title: 'Enter a title.' });
    expect(result.current.draft.title).toBe('   ');
  });

  it('checks a refused field again as it is edited: the message goes once the value passes, others stay', async () => {
    const { wrapper } = browser();
    const { result } = renderHook(() => useBrandForm('1', loaded), { wrapper });
    act(() => result.current.set('imageUrl', 'ftp://example.com/logo.png'));
    await act(async () => {
      await result.current.submit();
    });
    expect(Object.keys(result.current.errors)).toEqual(['imageUrl']);
    act(() => result.current.set('title', ' '));
    act(() => {
      result.current.check();
    });
    expect(result.current.errors).toEqual({ title: 'Enter a title.' });
    act(() => result.current.set('imageUrl', null));
    act(() => result.current.set('title', 'Nordhaus Outdoor'));
    expect(result.current.errors).toEqual({});
    // Made wrong again before the next save, its message comes back (a host built from the tarball saw nothing).
    act(() => result.current.set('title', ' '));
    expect(result.current.errors).toEqual({ title: 'Enter a title.' });
    act(() => result.current.set('title', 'Nordhaus Outdoor'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.set('title', ''));
    act(() => {
      result.current.check();
    });
    act(() => result.current.set('imageUrl', 'https://example.com/logo.png'));
    // Only the edited field is checked again: the title's message stays until the title changes or the next save.
    expect(result.current.errors).toEqual({ title: 'Enter a title.' });
    act(() => result.current.set('title', '  '));
    expect(result.current.errors).toEqual({ title: 'Enter a title.' });
  });

  it("keeps the draft and shows the server's message at its field when the API refuses the save", async () => {
    const { wrapper } = browser();
    const { result } = renderHook(() => useBrandForm('1', loaded), { wrapper });
    act(() => result.current.set('imageUrl', 'ftp://example.com/logo.png'));
    let outcome: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      outcome = await result.current.submit();
    });
    expect(outcome?.ok).toBe(false);
    expect(Object.keys(result.current.errors)).toEqual(['imageUrl']);
    expect(result.current.draft.imageUrl).toBe('ftp://example.com/logo.png');
    expect(result.current.isDirty).toBe(true);
    expect(result.current.pending).toBe(false);
  });

  it('a saved draft becomes what the form compares with, and the record reads back as saved', async () => {
    const { wrapper } = browser();
    const { result } = renderHook(
      () => ({ form: useBrandForm('2', { ...loaded, title: 'Brand two' }), record: useBrandById('2') }),
      { wrapper },
    );
    act(() => result.current.form.set('title', 'Brand two, renamed'));
    await act(async () => {
      expect((await result.current.form.submit()).ok).toBe(true);
    });
    expect(result.current.form.isDirty).toBe(false);
    expect(result.current.form.saved.title).toBe('Brand two, renamed');
    await waitFor(() => {
      const record = result.current.record;
      expect(record.status === 'success' && record.data.title).toBe('Brand two, renamed');
    });
  });

  it('a create answers where the new record lives', async () => {
    const { wrapper } = browser();
    const { result } = renderHook(() => useBrandForm('', { title: '', imageUrl: null, active: true }), { wrapper });
    act(() => result.current.set('title', 'Controller-made brand'));
    let outcome: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      outcome = await result.current.submit();
    });
    expect(outcome).toMatchObject({ ok: true, createdHref: expect.stringMatching(/^\/brands\/\d+\/edit$/) });
  });

  describe('the draft kept in the browser', () => {
    const reopen = (storage: KeyValueStorage, wrapper: ReturnType<typeof browser>['wrapper']) =>
      renderHook(() => useBrandForm('1', loaded, 'brands/1'), { wrapper });

    it('survives a reload, is marked as restored, and goes when discarded', () => {
      const { storage, wrapper } = browser();
      const first = reopen(storage, wrapper);
      act(() => first.result.current.set('title', 'Typed before the reload'));
      first.unmount();

      const second = reopen(storage, wrapper);
      expect(second.result.current.draft.title).toBe('Typed before the reload');
      expect(second.result.current.restoredDraft).toBe(true);
      expect(second.result.current.isDirty).toBe(true);
      act(() => second.result.current.discard());
      expect(second.result.current.draft).toEqual(loaded);
      second.unmount();

      const third = reopen(storage, wrapper);
      expect(third.result.current.restoredDraft).toBe(false);
      expect(third.result.current.draft).toEqual(loaded);
    });

    it('is forgotten once saved', async () => {
      const { storage, wrapper } = browser();
      const first = renderHook(() => useBrandForm('3', { ...loaded, title: 'Brand three' }, 'brands/3'), { wrapper });
      act(() => first.result.current.set('title', 'Brand three, saved'));
      await act(async () => {
        expect((await first.result.current.submit()).ok).toBe(true);
      });
      first.unmount();
      const second = renderHook(() => useBrandForm('3', { ...loaded, title: 'Brand three, saved' }, 'brands/3'), {
        wrapper,
      });
      expect(second.result.current.restoredDraft).toBe(false);
      expect(storage.get('deals-admin:draft:brands/3')).toBeNull();
    });

    it('takes only the fields the form still has, and nothing that JSON would change', () => {
      const { storage, wrapper } = browser();
      storage.set('deals-admin:draft:brands/1', JSON.stringify({ title: 'Kept', retiredField: 'old' }));
      const { result } = reopen(storage, wrapper);
      expect(result.current.draft).toEqual({ ...loaded, title: 'Kept' });

      const withDate = renderHook(
        () =>
          useEntityForm<{ startsAt: Date | null }>({
            initial: { startsAt: null },
            draftKey: 'sales/9',
            save: async () => ({ ok: true }),
          }),
        { wrapper },
      );
      act(() => withDate.result.current.set('startsAt', new Date('2026-11-27T00:00:00Z')));
      expect(storage.get('deals-admin:draft:sales/9')).toBeNull();
    });
  });

  describe('read-only (a person who may not save)', () => {
    const useReadOnlyForm = (save: () => Promise<SaveOutcome>) =>
      useEntityForm<BrandDraft>({ initial: loaded, draftKey: 'brands/1', readOnly: true, save });

    it('ignores every change and keeps nothing in the browser', () => {
      const { storage, wrapper } = browser();
      const { result } = renderHook(() => useReadOnlyForm(async () => ({ ok: true })), { wrapper });
      act(() => result.current.set('active', false));
      act(() => result.current.set('title', 'Changed by a viewer'));
      expect(result.current.draft).toEqual(loaded);
      expect(result.current.isDirty).toBe(false);
      expect(result.current.readOnly).toBe(true);
      expect(storage.get('deals-admin:draft:brands/1')).toBeNull();
    });

    it('does not apply a draft kept earlier, and leaves it where it is', () => {
      const { storage, wrapper } = browser();
      const kept = JSON.stringify({ title: 'Kept while they could still save', active: false });
      storage.set('deals-admin:draft:brands/1', kept);
      const { result } = renderHook(() => useReadOnlyForm(async () => ({ ok: true })), { wrapper });
      expect(result.current.draft).toEqual(loaded);
      expect(result.current.restoredDraft).toBe(false);
      expect(storage.get('deals-admin:draft:brands/1')).toBe(kept);
    });

    it('sends nothing, whichever way a save is asked for', async () => {
      const { wrapper } = browser();
      const save = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
      const { result } = renderHook(() => useReadOnlyForm(save), { wrapper });
      await act(async () => {
        expect((await result.current.submit()).ok).toBe(false);
        expect((await result.current.keepMine()).ok).toBe(false);
        expect((await result.current.merge({})).ok).toBe(false);
      });
      expect(save).not.toHaveBeenCalled();
      expect(result.current.pending).toBe(false);
    });
  });

  describe('a colleague saved in between (versions on)', () => {
    const readBrand = async (id: string) =>
      (
        await api.server.api.asAdmin<{ findBrandById: BrandDraft & { version: number } }>(
          `query ($id: ID!) { findBrandById(id: $id) { title imageUrl active version } }`,
          { id },
        )
      ).findBrandById;
    /** The editor, in another browser, renames the brand. */
    const colleagueRenames = async (id: string, title: string) => {
      const { accessToken } = await api.server.api.login('editor@example.com', 'editor-password');
      const result = await api.server.api.request(
        `mutation ($id: ID!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { version } }`,
        { id, input: { title } },
        accessToken,
      );
      expect(result.errors).toBeUndefined();
    };
    /** Opens the brand's form as loaded now, then lets the colleague save a new title before the person saves. */
    const openThenColleagueSaves = async (id: string, theirTitle: string) => {
      const { storage, wrapper } = browser();
      const { title, imageUrl, active, version } = await readBrand(id);
      const loadedNow = { title, imageUrl, active };
      const rendered = renderHook(() => useBrandForm(id, loadedNow, `brands/${id}`, version), { wrapper });
      await colleagueRenames(id, theirTitle);
      return { ...rendered, storage, loadedNow, version };
    };
    const submitOf = async (run: () => Promise<SaveOutcome>) => {
      let outcome: SaveOutcome | undefined;
      await act(async () => {
        outcome = await run();
      });
      return outcome!;
    };

    it('refuses the stale save and shows who changed what, keeping every typed value', async () => {
      const { result, storage, version } = await openThenColleagueSaves('5', 'Their title');
      act(() => result.current.set('title', 'My title'));
      act(() => result.current.set('active', false));
      const outcome = await submitOf(() => result.current.submit());

      expect(outcome).toMatchObject({ ok: false, code: 'CONFLICT' });
      const conflict = result.current.conflict!;
      expect(conflict.by?.name).toMatch(/\S/);
      expect(conflict.version).toBe(version + 1);
      expect(Date.parse(conflict.at)).not.toBeNaN();
      expect(conflict.fields).toEqual([
        { key: 'title', theirs: 'Their title', mine: 'My title', changedByMe: true, changedByThem: true },
        { key: 'active', theirs: true, mine: false, changedByMe: true, changedByThem: false },
      ]);
      expect(result.current.draft).toMatchObject({ title: 'My title', active: false });
      expect(JSON.parse(storage.get('deals-admin:draft:brands/5')!)).toEqual({ title: 'My title', active: false });
      expect((await readBrand('5')).title).toBe('Their title');
    });

    it('keepMine saves the draft over theirs with their version', async () => {
      const { result, storage } = await openThenColleagueSaves('6', 'Their six');
      act(() => result.current.set('title', 'My six'));
      await submitOf(() => result.current.submit());
      expect(result.current.conflict).not.toBeNull();

      expect(await submitOf(() => result.current.keepMine())).toMatchObject({ ok: true });
      expect(result.current.conflict).toBeNull();
      expect(result.current.isDirty).toBe(false);
      expect(storage.get('deals-admin:draft:brands/6')).toBeNull();
      const stored = await readBrand('6');
      expect(stored.title).toBe('My six');
      expect(result.current.version).toBe(stored.version);
    });

    it('takeTheirs makes their record the form, and the next save expects their version', async () => {
      const { result, storage, loadedNow } = await openThenColleagueSaves('7', 'Their seven');
      act(() => result.current.set('title', 'My seven'));
      await submitOf(() => result.current.submit());

      act(() => result.current.takeTheirs());
      expect(result.current.conflict).toBeNull();
      expect(result.current.draft).toEqual({ ...loadedNow, title: 'Their seven' });
      expect(result.current.isDirty).toBe(false);
      expect(storage.get('deals-admin:draft:brands/7')).toBeNull();

      act(() => result.current.set('active', false));
      expect(await submitOf(() => result.current.submit())).toMatchObject({ ok: true });
      expect(await readBrand('7')).toMatchObject({ title: 'Their seven', active: false });
    });

    it('merge keeps the chosen side per field and saves it with their version', async () => {
      const { result } = await openThenColleagueSaves('8', 'Their eight');
      act(() => result.current.set('title', 'My eight'));
      act(() => result.current.set('active', false));
      await submitOf(() => result.current.submit());

      expect(await submitOf(() => result.current.merge({ title: 'theirs', active: 'mine' }))).toMatchObject({
        ok: true,
      });
      expect(result.current.draft).toMatchObject({ title: 'Their eight', active: false });
      expect(await readBrand('8')).toMatchObject({ title: 'Their eight', active: false });
    });
    it("reads their record through the form's own theirsAsDraft, where the draft is not the input", async () => {
      const { wrapper } = browser();
      const { title, imageUrl, active, version } = await readBrand('11');
      const { result } = renderHook(
        () => {
          const brandUpdate = useUpdateBrand();
          return useEntityForm<{ name: string; live: boolean }>({
            initial: { name: title, live: active },
            version,
            theirsAsDraft: async (current) => ({ name: String(current.title), live: current.active === true }),
            save: ({ name, live }, { expectedVersion }) =>
              createOrUpdate(
                '11',
                (id) => brandUpdate.run({ id, input: { title: name, imageUrl, active: live }, expectedVersion }),
                async () => ({ ok: false, message: 'not a create' }),
                () => '',
              ),
          });
        },
        { wrapper },
      );
      await colleagueRenames('11', 'Their eleven');
      act(() => result.current.set('name', 'My eleven'));
      await submitOf(() => result.current.submit());
      expect(result.current.conflict?.theirs).toEqual({ name: 'Their eleven', live: active });
      expect(result.current.conflict?.fields).toEqual([
        { key: 'name', theirs: 'Their eleven', mine: 'My eleven', changedByMe: true, changedByThem: true },
      ]);
    });
  });

  describe('the versions capability on the wire', () => {
    const lastUpdate = () => api.server.calls.filter((call) => call.operationName === 'UpdateBrand').at(-1)!;

    it('off: no request mentions version or expectedVersion, and a save is last-write-wins', async () => {
      const { wrapper } = browser({ versions: false });
      const before = api.server.calls.length;
      const { result } = renderHook(
        () => ({
          form: useBrandForm('9', { ...loaded, title: 'Brand nine' }, undefined, 1),
          record: useBrandById('9'),
        }),
        { wrapper },
      );
      await waitFor(() => expect(result.current.record.status).toBe('success'));
      act(() => result.current.form.set('title', 'Nine, unversioned'));
      await act(async () => {
        expect((await result.current.form.submit()).ok).toBe(true);
      });
      const sent = api.server.calls
        .slice(before)
        .filter((call) => ['UpdateBrand', 'FindBrandById'].includes(call.operationName ?? ''));
      expect(sent.length).toBeGreaterThanOrEqual(2);
      for (const call of sent) {
        expect(call.query).not.toMatch(/version/i);
        expect(call.variables).not.toHaveProperty('expectedVersion');
      }
    });

    it('on: the save sends the loaded version, without the client-only directive', async () => {
      const { wrapper } = browser();
      const { result } = renderHook(() => useBrandForm('10', { ...loaded, title: 'Brand ten' }, undefined, 1), {
        wrapper,
      });
      act(() => result.current.set('title', 'Ten'));
      await act(async () => {
        await result.current.submit();
      });
      expect(lastUpdate().query).toMatch(/expectedVersion: \$expectedVersion/);
      expect(lastUpdate().query).not.toMatch(/@versioned/);
      expect(lastUpdate().variables).toMatchObject({ expectedVersion: 1 });
    });
  });

  describe('a newer record loaded under the form (a colleague saved; live updates refetched it)', () => {
    const saveNothing = async (): Promise<SaveOutcome> => ({ ok: true });
    const useLoadedForm = ({ initial, version }: { initial: BrandDraft; version: number }) =>
      useEntityForm<BrandDraft>({ initial, version, save: saveNothing });
    const colleague = { by: { id: '1', name: 'Ada Admin' }, at: '2026-11-25T10:41:00.000Z' };

    it('an untouched form shows their record and expects their version', () => {
      const { wrapper } = browser();
      const { result, rerender } = renderHook(useLoadedForm, {
        wrapper,
        initialProps: { initial: loaded, version: 3 },
      });
      rerender({ initial: { ...loaded, title: 'Theirs' }, version: 4 });
      expect(result.current.draft.title).toBe('Theirs');
      expect(result.current.saved.title).toBe('Theirs');
      expect(result.current.version).toBe(4);
      expect(result.current.isDirty).toBe(false);
      expect(result.current.newerLoaded).toBe(false);
    });

    it('a form with unsaved changes keeps them, and review shows theirs beside them to choose from', () => {
      const { wrapper } = browser();
      const { result, rerender } = renderHook(useLoadedForm, {
        wrapper,
        initialProps: { initial: loaded, version: 3 },
      });
      act(() => result.current.set('title', 'Mine'));
      rerender({ initial: { ...loaded, title: 'Theirs', active: false }, version: 4 });
      expect(result.current.draft.title).toBe('Mine');
      expect(result.current.version).toBe(3);
      expect(result.current.newerLoaded).toBe(true);

      act(() => result.current.review(colleague));
      expect(result.current.conflict).toMatchObject({ ...colleague, version: 4 });
      expect(result.current.conflict?.fields).toEqual([
        { key: 'title', theirs: 'Theirs', mine: 'Mine', changedByMe: true, changedByThem: true },
        { key: 'active', theirs: false, mine: true, changedByMe: false, changedByThem: true },
      ]);
      expect(result.current.draft.title).toBe('Mine');

      act(() => result.current.takeTheirs());
      expect(result.current.draft).toEqual({ ...loaded, title: 'Theirs', active: false });
      expect(result.current.version).toBe(4);
      expect(result.current.newerLoaded).toBe(false);
    });

    it('absorb takes a change the person did not make into the draft, keeps theirs, and expects the new version', () => {
      const { wrapper } = browser();
      const withLogo: BrandDraft = { ...loaded, imageUrl: 'https://img.example/logo.png' };
      const { result, rerender } = renderHook(useLoadedForm, {
        wrapper,
        initialProps: { initial: withLogo, version: 3 },
      });
      act(() => result.current.set('title', 'Mine'));
      // A delete elsewhere emptied a field of the record (its logo here): version 4 differs only there.
      rerender({ initial: { ...loaded, imageUrl: null }, version: 4 });
      expect(result.current.newerLoaded).toBe(true);
      act(() => result.current.absorb());
      expect(result.current.draft).toEqual({ ...loaded, title: 'Mine', imageUrl: null });
      expect(result.current.saved).toEqual({ ...loaded, imageUrl: null });
      expect(result.current.version).toBe(4);
      expect(result.current.isDirty).toBe(true);
      expect(result.current.newerLoaded).toBe(false);
    });
  });
});
