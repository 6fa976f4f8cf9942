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
