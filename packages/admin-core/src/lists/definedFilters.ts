import {
  filtersOf,
  type EntityDefinition,
  type EntityName,
  type FieldDefinition,
  type FieldFilter,
} from '@deals/domain/entities';
import type { FilterKind } from '../stores/filters';
import type { ListStateOptions } from './listState';

export interface ListFilterOption {
  id: string;
  label: string;
}

/**
 * A filter a list screen shows, as the entity's definition declares it:
 * - `flag`: any, yes or no (`hasCouponCode=true` → `{ hasCouponCode: true }`), for a switch or a filled field;
 * - `choice`: one of `options` (an enum's), or for a text or tags field one of the values the screen loads;
 * - `references`: records picked through a catalogue filter store (`brand=1,2` → `{ brandIds: ['1', '2'] }`).
 */
export interface ListFilter {
  /** Its name in the list's URL. */
  name: string;
  /** The list query's filter argument it sets. */
  arg: string;
  label: string;
  control: 'flag' | 'choice' | 'references';
  /** The choice meaning no filter. */
  any: string;
  /** A flag's or an enum's choices (the `any` one aside); none for values the screen loads (blog tags). */
  options: ListFilterOption[];
  /** A choice of an enum: the query gets only one of `options`; otherwise the value as the URL has it. */
  closed: boolean;
  /** For `references`: the filter store the records are picked from. */
  picker?: FilterKind;
  /** The field declaring it, in the definition's order. */
  field: string;
}

const PICKERS: readonly string[] = ['brand', 'category', 'store'] satisfies FilterKind[];

/** The record's status, the first filter of every list that has one. */
const isStatus = (filter: ListFilter) => filter.arg === 'active' && filter.control === 'flag';

function listFilterOf(entityName: string, key: string, field: FieldDefinition, declared: FieldFilter): ListFilter {
  const unsupported = () =>
    new Error(`${entityName}.${key}: a list cannot show its ${declared.kind} filter; declare it with list: false`);
  if (declared.kind === 'range') throw unsupported();
  const common = { name: declared.url ?? declared.arg, arg: declared.arg, label: declared.label, field: key };
  const any = declared.any ?? 'Any';
  if (declared.kind === 'in') {
    const to = field.kind === 'reference' ? field.to : undefined;
    if (typeof to !== 'string' || !PICKERS.includes(to)) throw unsupported();
    return { ...common, control: 'references', any, options: [], closed: false, picker: to as FilterKind };
  }
  if (declared.kind === 'presence' || field.kind === 'boolean') {
    const options = [
      { id: 'true', label: declared.yes ?? 'Yes' },
      { id: 'false', label: declared.no ?? 'No' },
    ];
    return { ...common, control: 'flag', any, options, closed: true };
  }
  if (field.kind === 'enum') {
    const options = field.options.map((option) => ({ id: option.value, label: option.label }));
    return { ...common, control: 'choice', any, options, closed: true };
  }
  if (field.kind === 'tags' || field.kind === 'text')
    return { ...common, control: 'choice', any, options: [], closed: false };
  throw unsupported();
}

/** Every filter an entity's list shows, in definition order (those declared `list: false` aside). */
export function listFilters(entity: EntityDefinition): ListFilter[] {
  return Object.entries(entity.fields).flatMap(([key, field]) =>
    filtersOf(field)
      .filter((declared) => declared.list !== false)
      .map((declared) => listFilterOf(entity.name, key, field, declared)),
  );
}

/**
 * The order a list shows its filters in: the status first, then the screen's own (`ownFirst`), the record pickers,
 * the choices and the yes/no flags, each in definition order.
 */
export function listFilterDisplayOrder(filters: readonly ListFilter[]): ListFilter[] {
  const rank = (filter: ListFilter) =>
    isStatus(filter) ? 0 : filter.control === 'references' ? 1 : filter.control === 'choice' ? 2 : 3;
  return [...filters].sort((a, b) => rank(a) - rank(b));
}

/**
 * A list's URL state options from its definition: the defined filters' names and the screen's own (`filters`); the
 * sort fields of its list columns (`list.sort`) and its `defaultSort`, unless the screen names its own. The names
 * keep the order the lists always wrote them in (pickers, the screen's own, flags, choices), so a URL rewritten after
 * a change reads as before.
 */
export function definedListOptions(
  entity: EntityDefinition,
  options: Omit<ListStateOptions, 'filters'> & { filters?: readonly string[] } = {},
): ListStateOptions {
  const defined = listFilters(entity);
  const named = (control: ListFilter['control']) =>
    defined.filter((filter) => filter.control === control).map((filter) => filter.name);
  const sorts = Object.values(entity.fields).flatMap((field) =>
    field.list && field.list.sort ? [field.list.sort] : [],
  );
  return {
    // A list with no sortable column takes no sort from the URL only where it names none (page layouts, jobs).
    ...(sorts.length ? { sortFields: sorts } : {}),
    ...(entity.defaultSort ? { defaultSort: entity.defaultSort } : {}),
    ...options,
    filters: [...named('references'), ...(options.filters ?? []), ...named('flag'), ...named('choice')],
    // A flag's true / false and an enum's options: a URL holding another value reads as no filter.
    values: {
      ...Object.fromEntries(
        defined.filter((filter) => filter.closed).map((filter) => [filter.name, filter.options.map(({ id }) => id)]),
      ),
      ...options.values,
    },
  };
}

function valueOf(filter: ListFilter, values: string[] | undefined): boolean | string | string[] | undefined {
  if (filter.control === 'references') return values?.length ? values : undefined;
  const value = values?.[0];
  if (filter.control === 'flag') return value === 'true' ? true : value === 'false' ? false : undefined;
  if (!filter.closed) return value;
  return filter.options.some((option) => option.id === value) ? value : undefined;
}

/** A field's filters a list shows (those declared `list: false` aside), from its typed definition. */
type ListedFiltersOf<Field> = Field extends { filter: infer Declared }
  ? Exclude<Declared extends readonly (infer One)[] ? One : Declared, { list: false }>
  : never;

/** What the query gets for one filter: records as ids, a flag as true / false, an enum's option, text as typed. */
type ListFilterValue<Field, Declared> = Declared extends { kind: 'in' }
  ? string[]
  : Declared extends { kind: 'presence' }
    ? boolean
    : Field extends { kind: 'boolean' }
      ? boolean
      : Field extends { kind: 'enum'; options: readonly (infer Option)[] }
        ? Option extends { value: infer Value }
          ? Value
          : never
        : string;

type ListFilterEntries<Fields> = {
  [Key in keyof Fields]: ListedFiltersOf<Fields[Key]> extends infer Declared
    ? Declared extends { arg: infer Arg extends string }
      ? { arg: Arg; value: ListFilterValue<Fields[Key], Declared> }
      : never
    : never;
}[keyof Fields];

/**
 * The list query's filter an entity's definition makes (`definedListFilter`): one optional argument per filter its
 * list shows, named and typed by the definition (`brandIds: string[]`, `active: boolean`, `role: 'ADMIN' | …`). A
 * definition typed loosely (`EntityDefinition`) gives any argument.
 */
export type DefinedListFilter<Entity extends EntityDefinition> =
  Entity extends EntityDefinition<EntityName, infer Fields>
    ? { [Entry in ListFilterEntries<Fields> as Entry['arg']]?: Entry['value'] }
    : never;

/**
 * The list query's filter from a list URL's filters, for every filter the definition shows: a flag as true / false,
 * an enum only as one of its options, records as their ids; anything else is left out. Its type comes from the
 * definition (`DefinedListFilter`), so handing it to a query whose filter input names an argument otherwise, or takes
 * another value, does not compile.
 */
export function definedListFilter<const Entity extends EntityDefinition>(
  entity: Entity,
  filters: Record<string, string[]>,
): DefinedListFilter<Entity> {
  return Object.fromEntries(
    listFilters(entity).map((filter) => [filter.arg, valueOf(filter, filters[filter.name])]),
  ) as DefinedListFilter<Entity>;
}
