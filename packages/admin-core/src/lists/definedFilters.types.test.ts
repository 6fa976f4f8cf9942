import { pageLayoutEntity, productEntity, userEntity } from '@deals/domain/entities';
import { describe, expectTypeOf, it } from 'vitest';
import type { PageLayoutFilter, ProductFilter, UserFilter } from '../graphql/types.generated';
import { definedListFilter } from './definedFilters';

// Checked by `tsc` (pnpm typecheck), which fails on a wrong type here; the runtime assertions are no-ops.
const _fromUrl = <Entity extends Parameters<typeof definedListFilter>[0]>(entity: Entity) =>
  definedListFilter(entity, {});

describe('the list query’s filter is typed by the entity’s definition, not by what the caller says', () => {
  it('names each filter the list shows by its argument, with its value’s type', () => {
    type UserListFilter = ReturnType<typeof _fromUrl<typeof userEntity>>;
    expectTypeOf<UserListFilter>().toEqualTypeOf<{ active?: boolean; role?: 'ADMIN' | 'EDITOR' | 'VIEWER' }>();
    type ProductListFilter = ReturnType<typeof _fromUrl<typeof productEntity>>;
    expectTypeOf<ProductListFilter['brandIds']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<ProductListFilter['hasCouponCode']>().toEqualTypeOf<boolean | undefined>();
  });

  it('fits the query’s filter input it is handed to', () => {
    expectTypeOf(definedListFilter(userEntity, {})).toExtend<UserFilter>();
    expectTypeOf(definedListFilter(productEntity, {})).toExtend<ProductFilter>();
    expectTypeOf(definedListFilter(pageLayoutEntity, {})).toExtend<PageLayoutFilter>();
  });

  it('refuses a filter the definition does not name, or a value of another type', () => {
    const filter = definedListFilter(userEntity, {});
    // @ts-expect-error the user list has no brand filter
    void filter.brandIds;
    // @ts-expect-error a role is one of the definition's options, not any text
    const _wrong: typeof filter = { role: 'OWNER' };
    // @ts-expect-error the status flag is true / false, not text
    const _text: typeof filter = { active: 'true' };
  });
});
