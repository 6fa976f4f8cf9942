import { filtersOf, type EntityDefinition, type FieldFilter } from '@deals/domain/entities';

/** A yes/no filter an entity declares: a field that is filled (`presence`) or a switch that is on (`equals`). */
export type FlagFilter = Extract<FieldFilter, { kind: 'presence' | 'equals' }>;

/**
 * The yes/no filters of an entity's fields, in form order: `{ kind: 'presence', arg: 'hasCouponCode', label: 'Has a
 * code' }` is a list filter named by its argument, in the URL and in the list query alike.
 */
export function flagFilters(entity: EntityDefinition): FlagFilter[] {
  return Object.values(entity.fields).flatMap((field) =>
    filtersOf(field).filter(
      (filter): filter is FlagFilter =>
        filter.kind === 'presence' || (filter.kind === 'equals' && field.kind === 'boolean'),
    ),
  );
}

/** The API filter values of a list URL's yes/no filters (`hasCouponCode=true` → `{ hasCouponCode: true }`). */
export function flagFilterValues(
  entity: EntityDefinition,
  filters: Record<string, string[]>,
): Record<string, boolean | undefined> {
  return Object.fromEntries(
    flagFilters(entity).map(({ arg }) => {
      const value = filters[arg]?.[0];
      return [arg, value === 'true' ? true : value === 'false' ? false : undefined];
    }),
  );
}
