// @vitest-environment happy-dom
import {
  definedListFilter,
  definedListOptions,
  productResource,
  readListState,
  saleResource,
  userResource,
  type EntityDefinition,
  type FieldDefinition,
  type ListState,
} from '@deals/admin-core';
import { ENTITIES } from '@deals/domain/entities';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DefinedListFilters, type DefinedListFiltersProps } from './DefinedListFilters';

// The design system's controls load only in the browser (the screens' stories show them); here each reads as its
// label and choices, the chosen one marked.
vi.mock('@deals/ui', () => ({
  DeferredSelect: ({
    label,
    options,
    selectedKey,
  }: {
    label: string;
    options: { id: string; label: string }[];
    selectedKey: string;
  }) =>
    `[${label}: ${options.map((option) => (option.id === selectedKey ? `*${option.label}*` : option.label)).join(' / ')}]`,
}));
vi.mock('../CatalogueFilter', () => ({
  CatalogueFilter: ({ kind, label, ids }: { kind: string; label: string; ids: string[] }) =>
    `[${label}: ${kind} picker, ${ids.length} chosen]`,
}));

/** The entity's definition with fields added at the end, as a change to its file would add them. */
function withFields(entity: EntityDefinition, fields: Record<string, FieldDefinition>): EntityDefinition {
  return { ...entity, fields: { ...entity.fields, ...fields } };
}

/** The list's filters as a person reads them, for the URL's search. */
function shown(entity: EntityDefinition, search: string, props: Partial<DefinedListFiltersProps> = {}) {
  const state = readListState(new URLSearchParams(search), definedListOptions(entity));
  const update = vi.fn<(change: Partial<ListState>) => void>();
  const text = renderToStaticMarkup(createElement(DefinedListFilters, { entity, state, update, ...props }));
  return text.match(/\[[^\]]*\]/g) ?? [];
}

describe('DefinedListFilters', () => {
  it('shows a filter added to a definition, keeps it in the URL and sends it, with no screen change', () => {
    const user = withFields(userResource.entity, {
      team: {
        kind: 'enum',
        label: 'Team',
        options: [
          { value: 'DEALS', label: 'Deals desk' },
          { value: 'CONTENT', label: 'Content' },
        ],
        filter: { kind: 'equals', arg: 'team', label: 'Team', any: 'All teams' },
      },
      verified: {
        kind: 'boolean',
        label: 'Verified',
        default: false,
        filter: { kind: 'equals', arg: 'verified', label: 'Verified' },
      },
    });
    expect(shown(user, '?team=CONTENT&verified=false')).toEqual([
      '[Status: *All statuses* / Active / Inactive]',
      '[Role: *All roles* / Administrator / Editor / Viewer]',
      '[Team: All teams / Deals desk / *Content*]',
      '[Verified: Any / Yes / *No*]',
    ]);
    const state = readListState(
      new URLSearchParams('?team=CONTENT&verified=false&role=ADMIN'),
      definedListOptions(user),
    );
    expect(definedListFilter(user, state.filters)).toEqual({
      role: 'ADMIN',
      active: undefined,
      team: 'CONTENT',
      verified: false,
    });
  });

  it('sends only the options an enum has and reads any flag other than true or false as none', () => {
    const state = readListState(
      new URLSearchParams('?role=OWNER&active=maybe'),
      definedListOptions(userResource.entity),
    );
    expect(definedListFilter(userResource.entity, state.filters)).toEqual({ role: undefined, active: undefined });
    expect(shown(userResource.entity, '?role=OWNER')).toContain(
      '[Role: *All roles* / Administrator / Editor / Viewer]',
    );
  });

  it('leads with the status, then the screen’s own, the pickers and the flags, as the product list shows them', () => {
    const product = productResource.entity;
    expect(shown(product, '?brand=3,7&hasCouponCode=true', { children: '[Ends within 7 days]' })).toEqual([
      '[Status: *All statuses* / Active / Inactive]',
      '[Ends within 7 days]',
      '[Brands: brand picker, 2 chosen]',
      '[Categories: category picker, 0 chosen]',
      '[Stores: store picker, 0 chosen]',
      '[Has a code: Any / *Yes* / No]',
      '[Featured: *Any* / Yes / No]',
    ]);
    const state = readListState(new URLSearchParams('?brand=3,7&store=2'), definedListOptions(product));
    expect(definedListFilter(product, state.filters)).toMatchObject({ brandIds: ['3', '7'], storeIds: ['2'] });
  });

  it('takes the choices a screen loads, and leaves out what the screen shows its own way', () => {
    const sale = saleResource.entity;
    expect(shown(sale, '?status=ENDED')).toEqual([
      '[Status: *All statuses* / Active / Inactive]',
      '[Timing: Any time / Running / Upcoming / *Ended*]',
    ]);
    expect(shown(sale, '', { overrides: { status: false } })).toEqual(['[Status: *All statuses* / Active / Inactive]']);
    const post = ENTITIES.blogPost;
    expect(
      shown(post, '?tag=summer', { overrides: { tag: { options: [{ id: 'summer', label: 'summer' }] } } }),
    ).toEqual(['[Status: *All statuses* / Draft / Published]', '[Tag: Any tag / *summer*]']);
  });

  it('keeps each list’s URL names in the order the lists wrote them', () => {
    const names = (entity: EntityDefinition, own?: string[]) => definedListOptions(entity, { filters: own }).filters;
    expect(names(userResource.entity)).toEqual(['active', 'role']);
    expect(names(saleResource.entity)).toEqual(['active', 'status']);
    expect(names(ENTITIES.blogPost)).toEqual(['status', 'tag']);
    expect(names(ENTITIES.pageLayout)).toEqual(['active', 'for']);
    expect(names(ENTITIES.bannerCarousel)).toEqual(['active', 'placement']);
    expect(names(ENTITIES.job, ['active', 'failed'])).toEqual(['active', 'failed']);
    expect(names(productResource.entity, ['expiring'])).toEqual([
      'brand',
      'category',
      'store',
      'expiring',
      'hasCouponCode',
      'active',
      'featured',
    ]);
  });

  it('sorts as the definition’s list columns and default order say, unless the screen names its own', () => {
    const users = definedListOptions(userResource.entity);
    expect([...(users.sortFields ?? [])].sort()).toEqual(['CREATED_AT', 'EMAIL', 'LAST_LOGIN_AT', 'NAME']);
    expect(users.defaultSort).toEqual({ field: 'NAME', order: 'ASC' });
    expect(definedListOptions(saleResource.entity).defaultSort).toEqual({ field: 'STARTS_AT', order: 'DESC' });
    const tree = definedListOptions(ENTITIES.category, {
      sortFields: ['TREE'],
      defaultSort: { field: 'TREE', order: 'ASC' },
    });
    expect(tree).toMatchObject({ sortFields: ['TREE'], defaultSort: { field: 'TREE', order: 'ASC' } });
    // No sortable column: the URL's sort is left as it was (page layouts and jobs send none).
    expect(definedListOptions(ENTITIES.pageLayout).sortFields).toBeUndefined();
  });

  it('has a control for every filter a definition shows (a range must say list: false)', () => {
    for (const entity of Object.values(ENTITIES)) expect(() => definedListOptions(entity)).not.toThrow();
    const priced = withFields(saleResource.entity, {
      price: { kind: 'money', label: 'Price', filter: { kind: 'range', min: 'minPrice', label: 'Price', list: false } },
      storeIds: {
        kind: 'referenceList',
        label: 'Stores',
        to: 'store',
        noun: 'store',
        min: 0,
        max: 9,
        filter: { kind: 'in', arg: 'storeIds', label: 'Stores' },
      },
    });
    expect(() => definedListOptions(priced)).toThrow('sale.storeIds: a list cannot show its in filter');
  });
});
