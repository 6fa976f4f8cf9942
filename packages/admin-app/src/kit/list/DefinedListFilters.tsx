import {
  listFilterDisplayOrder,
  listFilters,
  withFilter,
  type EntityDefinition,
  type ListFilter,
  type ListFilterOption,
  type ListState,
} from '@deals/admin-core';
import { DeferredSelect } from '@deals/ui';
import type { ReactNode } from 'react';
import { CatalogueFilter } from '../CatalogueFilter';

/** By filter name: `false` when the screen shows it its own way, or the choices it loads (the blog's tags). */
export type ListFilterOverrides = Readonly<Record<string, false | { options: readonly ListFilterOption[] }>>;

export interface DefinedListFiltersProps {
  entity: EntityDefinition;
  state: ListState;
  update: (change: Partial<ListState>) => void;
  overrides?: ListFilterOverrides;
  /** The screen's own filters, placed right after the status. */
  children?: ReactNode;
}

function FilterControl({
  filter,
  state,
  update,
}: {
  filter: ListFilter;
  state: ListState;
  update: DefinedListFiltersProps['update'];
}) {
  const values = state.filters[filter.name];
  if (filter.control === 'references' && filter.picker)
    return (
      <CatalogueFilter
        kind={filter.picker}
        label={filter.label}
        ids={values ?? []}
        onChange={(ids) => update({ filters: { ...state.filters, [filter.name]: ids } })}
      />
    );
  const value = values?.[0];
  // A choice not (yet) among the options reads as none; a flag shows what the URL says.
  const shown = filter.control === 'flag' || filter.options.some((option) => option.id === value) ? value : undefined;
  return (
    <DeferredSelect
      label={filter.label}
      options={[{ id: 'all', label: filter.any }, ...filter.options]}
      selectedKey={shown ?? 'all'}
      onSelectionChange={(key) =>
        update({ filters: withFilter(state.filters, filter.name, key === 'all' || key === null ? null : String(key)) })
      }
    />
  );
}

/**
 * A list's filters as its entity's definition declares them, each kept in the URL under its name: the status first,
 * then the screen's own, the record pickers (brands, categories, stores on their filter stores), the choices (a role,
 * a placement) and the yes/no flags ("Has a code"). A field that gains a filter appears here with no screen change.
 */
export function DefinedListFilters({ entity, state, update, overrides = {}, children }: DefinedListFiltersProps) {
  const shown = listFilterDisplayOrder(listFilters(entity)).flatMap((filter) => {
    const override = overrides[filter.name];
    if (override === false) return [];
    return [override ? { ...filter, options: [...override.options] } : filter];
  });
  const [status, others] = shown[0]?.arg === 'active' ? [shown[0], shown.slice(1)] : [undefined, shown];
  return (
    <>
      {status ? <FilterControl filter={status} state={state} update={update} /> : null}
      {children}
      {others.map((filter) => (
        <FilterControl key={filter.name} filter={filter} state={state} update={update} />
      ))}
    </>
  );
}
