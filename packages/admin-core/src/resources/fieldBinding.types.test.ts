import { describe, expectTypeOf, it } from 'vitest';
import type { DraftValues, ReferenceValue } from './resourceDraft';
import type { ResourceFormController } from './useResourceForm';

// Checked by `tsc` (pnpm typecheck), which fails on a wrong type here; the runtime assertions are no-ops.
interface ProductLikeDraft {
  title: string;
  currency: 'EUR' | 'USD';
  status: string | null;
  active: boolean;
  featured: boolean | null;
  price: number;
  brand: ReferenceValue | null;
}

type Form = ResourceFormController<ProductLikeDraft>;

describe('form bindings are typed by the draft (an outside team bound a switch to a text field and tsc said nothing)', () => {
  it('choice() takes only keys whose value is text', () => {
    expectTypeOf<Parameters<Form['choice']>[0]>().toEqualTypeOf<'title' | 'currency' | 'status'>();
  });

  it('toggle() takes only keys whose value is on/off', () => {
    // A nullable boolean is on/off with none yet (shown as off); an outside team's `boolean | null` was refused.
    expectTypeOf<Parameters<Form['toggle']>[0]>().toEqualTypeOf<'active' | 'featured'>();
  });

  it('field() takes every key and its value is that key’s', () => {
    expectTypeOf<Parameters<Form['field']>[0]>().toEqualTypeOf<keyof ProductLikeDraft>();
    expectTypeOf<ReturnType<Form['field']>>().toHaveProperty('value');
  });

  it('a loosely typed draft (the generic field renderer’s) keeps every key', () => {
    expectTypeOf<Parameters<ResourceFormController<DraftValues>['toggle']>[0]>().toEqualTypeOf<string>();
    expectTypeOf<Parameters<ResourceFormController<DraftValues>['choice']>[0]>().toEqualTypeOf<string>();
  });
});

interface SlideLikeDraft {
  id: string;
  imageUrl: string | null;
  altText: string;
}
type CarouselForm = ResourceFormController<{ title: string; slides: SlideLikeDraft[]; tags: string[] }>;

describe('a list entry is bound by its list’s key and its own keys', () => {
  it('item() takes only keys whose value is a list of entries, and the entry of that list', () => {
    expectTypeOf<Parameters<CarouselForm['item']>[0]>().toEqualTypeOf<'slides'>();
    expectTypeOf<Parameters<CarouselForm['item']>[1]>().toEqualTypeOf<SlideLikeDraft>();
  });

  it('an entry’s field() takes the entry’s keys and its value is that key’s', () => {
    // Checked, never run: a function typed against a form and a slide.
    const _bindings = (form: CarouselForm, slide: SlideLikeDraft) => form.item('slides', slide, () => {}, {});
    type Entry = ReturnType<typeof _bindings>;
    expectTypeOf<Parameters<Entry['field']>[0]>().toEqualTypeOf<keyof SlideLikeDraft>();
    expectTypeOf<ReturnType<Entry['field']>>().toHaveProperty('value');
    expectTypeOf<ReturnType<Entry['field']>['value']>().toEqualTypeOf<SlideLikeDraft[keyof SlideLikeDraft]>();
  });
});

interface MenuLikeDraft {
  title: string;
  /** A list a record may not have yet: none until its first entry is added. */
  items: SlideLikeDraft[] | null;
  legacy?: SlideLikeDraft[];
}
type MenuForm = ResourceFormController<MenuLikeDraft>;

describe('a list entry of a list that may be none yet', () => {
  it('item() takes a key whose list may be null or left out, and the entry of that list', () => {
    expectTypeOf<Parameters<MenuForm['item']>[0]>().toEqualTypeOf<'items' | 'legacy'>();
    const _bindings = (form: MenuForm, entry: SlideLikeDraft) => form.item('items', entry, () => {}, {});
    expectTypeOf<Parameters<ReturnType<typeof _bindings>['field']>[0]>().toEqualTypeOf<keyof SlideLikeDraft>();
  });
});

interface PageLikeDraft {
  title: string;
  slug: string;
  slugEdited: boolean;
  startsAt: string | null;
  endsAt: string | null;
  price: number;
}
type PageForm = ResourceFormController<PageLikeDraft>;

describe('paired bindings take only keys of the right kind', () => {
  it('titleAndSlug() takes text keys for the title and slug and an on/off one for the edited flag', () => {
    const _bind = (form: PageForm) => form.titleAndSlug({ title: 'title', slug: 'slug', edited: 'slugEdited' });
    // @ts-expect-error the edited flag is on/off, not text
    const _wrong = (form: PageForm) => form.titleAndSlug({ title: 'title', slug: 'slug', edited: 'title' });
  });

  it('period() takes keys of a date or none', () => {
    expectTypeOf<Parameters<PageForm['period']>[0]>().toEqualTypeOf<'title' | 'slug' | 'startsAt' | 'endsAt'>();
  });
});
