import type { Action, Resource } from '../access/permissions';
import type { MetadataDraft } from '../rules/metadata';

/** Every kind of record the back-office edits; an entity's `name`, and what a reference points at. */
export type EntityName =
  | 'product'
  | 'brand'
  | 'store'
  | 'category'
  | 'sale'
  | 'organization'
  | 'user'
  | 'blogPost'
  | 'bannerCarousel'
  | 'productCarousel'
  | 'featuredMenu'
  | 'pageLayout'
  | 'job';

/** The history's name for a kind of record (the API's `RecordType`). */
export type RecordType =
  | 'BRAND'
  | 'STORE'
  | 'CATEGORY'
  | 'PRODUCT'
  | 'SALE'
  | 'USER'
  | 'ORGANIZATION'
  | 'BANNER_CAROUSEL'
  | 'PRODUCT_CAROUSEL'
  | 'FEATURED_MENU'
  | 'BLOG_POST'
  | 'PAGE_LAYOUT'
  | 'JOB';

/** What a field holds; each kind brings its default rule, normalisation and storage (see the README's table). */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'html'
  | 'slug'
  | 'url'
  | 'email'
  | 'money'
  | 'number'
  | 'boolean'
  | 'date'
  | 'enum'
  | 'reference'
  | 'referenceList'
  | 'urlList'
  | 'tags'
  | 'metadata'
  | 'list';

/** How a value is tidied before it is checked for storage: applied in this order, after the kind's own trimming. */
export type Normalizer = 'trim' | 'uppercase' | 'lowercase';

/** What a rule sees besides the value: the whole input, whether it creates, and the API's extra checks. */
export interface RuleContext {
  /** The whole input the value belongs to (for a list entry: that entry). */
  record: Readonly<Record<string, unknown>>;
  mode: 'create' | 'update';
  /** The API's larger list of common passwords (the password rule's `isCommon` hook). */
  isCommonPassword?: (password: string) => boolean;
}

/** The person-facing message refusing `value`, or null. */
export type FieldRule = (value: unknown, context: RuleContext) => string | null;

/**
 * How a list shows a filter, besides its label: the admin's list screens draw the control from this, so a field that
 * gains a filter appears on its list with no screen change.
 * - `url`: its name in the list's URL when not the argument (a layout's `page` would clash with the page number).
 * - `any`: the choice meaning no filter ("All roles"); "Any" when left out.
 * - `yes` / `no`: a yes/no filter's two choices ("Active" / "Inactive"); "Yes" / "No" when left out.
 * - `list: false`: the list query takes it, the list screen offers no control for it (a range, a single reference).
 */
interface FilterPresentation {
  label: string;
  url?: string;
  any?: string;
  list?: false;
}

interface YesNoFilter extends FilterPresentation {
  arg: string;
  yes?: string;
  no?: string;
}

/**
 * A list filter a field offers: the argument of the list query it reads and the label a person picks it by.
 * - `equals`: the field equals the argument (`active: true`); a switch is a yes/no choice, an enum one of its options.
 * - `presence`: the field is filled (true) or empty (false) — `{ kind: 'presence', arg: 'hasCouponCode' }`.
 * - `range`: the field lies between `min` and `max` (inclusive; either may be left out). No list control yet.
 * - `in`: the field is one of a list (`brandIds`); `tree` includes every record below the chosen ones.
 */
export type FieldFilter =
  | ({ kind: 'equals' } & YesNoFilter)
  | ({ kind: 'presence' } & YesNoFilter)
  | { kind: 'range'; min?: string; max?: string; label: string; list: false }
  | ({ kind: 'in'; arg: string; tree?: boolean } & FilterPresentation);

/**
 * The field as a list column: its header (the label when left out) and the sort enum value ordering by it.
 * - `format`: `status`, a yes/no read as an Active / Inactive pill; `image`, an address shown as a thumbnail.
 * - `hidden`: the list sorts by it, but shows it only where a screen asks (the created date).
 */
export interface ListColumn {
  header?: string;
  sort?: string;
  format?: 'status' | 'image';
  hidden?: boolean;
}

/** The field as a column of a feed import: headers it is recognised by, and whether it finds an existing record. */
export interface ImportColumn {
  /** Other headers meaning this field ("Link", "URL" for a deal URL); the label always matches. */
  headers?: readonly string[];
  /** A record whose value here equals the row's is the one the row updates (a product's slug or deal URL). */
  key?: boolean;
}

/** The field as a column of an export: its header, the label when left out. */
export interface ExportColumn {
  header?: string;
}

/**
 * How the history shows a change of the field.
 * - `text`, `boolean` (Yes / No), `date` (in the reader's time zone), `enum` (the option's label),
 * - `money` (with the record's currency, read from the field `currencyField` names),
 * - `reference` (the referenced record's name, not its id), `list` (a summary: "3 slides"),
 * - `html` (the text without its markup), `group` (one line per part: SEO title, SEO description…).
 */
export type HistoryFormat = 'text' | 'boolean' | 'date' | 'enum' | 'money' | 'reference' | 'list' | 'html' | 'group';

export interface HistoryField {
  label?: string;
  format?: HistoryFormat;
}

interface FieldCommon {
  /** The person-facing name: form label, list header, history label, import and export header. */
  label: string;
  /** Must be given (not empty once trimmed). */
  required?: boolean;
  /** The rule answering the person-facing message or null. Left out: the kind's rule; `null`: nothing to check. */
  rule?: FieldRule | null;
  /** Tidying beyond the kind's own (text is always trimmed). */
  normalize?: readonly Normalizer[];
  /** The storage column; left out: the key in snake_case; `false`: not a column of the record's row. */
  column?: string | false;
  /** Part of the list's text search. */
  search?: boolean;
  filter?: FieldFilter | readonly FieldFilter[];
  /** The list column; `false` (or left out) for none. */
  list?: ListColumn | false;
  /** The import column; `false` when a feed may not set it. Left out: imported under its label. */
  import?: ImportColumn | false;
  /** The export column; `false` for none. Left out: exported under its label. */
  export?: ExportColumn | false;
  /** How the history shows it; `false` when a change of it is never shown (a password). */
  history?: HistoryField | false;
  /** Shown and read, never written through the entity's input (a product count, a created date). */
  readOnly?: boolean;
  /** Written when the record is created, fixed afterwards (a sale's slug). */
  createOnly?: boolean;
}

export interface TextFieldDefinition extends FieldCommon {
  kind: 'text' | 'longText' | 'html' | 'slug' | 'url' | 'email';
  /** Characters once trimmed (url, email and slug have their own). */
  max?: number;
  /** A slug left empty is made from this field (`title`). */
  from?: string;
}

export interface NumberFieldDefinition extends FieldCommon {
  kind: 'money' | 'number';
  /** Money: the field holding the record's currency, for the history and exports. */
  currencyField?: string;
}

export interface BooleanFieldDefinition extends FieldCommon {
  kind: 'boolean';
  /** The value when the input leaves it out. */
  default: boolean;
}

export interface DateFieldDefinition extends FieldCommon {
  kind: 'date';
}

export interface EnumOption {
  value: string;
  label: string;
}

export interface EnumFieldDefinition extends FieldCommon {
  kind: 'enum';
  options: readonly EnumOption[];
}

export interface ReferenceFieldDefinition extends FieldCommon {
  kind: 'reference';
  /** The entity (or entities, for a layout section) the id points at; imports match it by that entity's title. */
  to: EntityName | readonly EntityName[];
}

export interface ReferenceListFieldDefinition extends FieldCommon {
  kind: 'referenceList';
  to: EntityName;
  /** One of the list, in messages: "Add at least one product." */
  noun: string;
  min: number;
  max: number;
}

export interface UrlListFieldDefinition extends FieldCommon {
  kind: 'urlList';
  max: number;
  /** The label of one address, in its message: "Image URL must be a web address…". */
  itemLabel: string;
  /** The whole list's own rule (its count); left out, "At most N entries are allowed." */
  countRule?: (values: readonly unknown[]) => string | null;
}

export interface TagsFieldDefinition extends FieldCommon {
  kind: 'tags';
  max: number;
}

export interface MetadataFieldDefinition extends FieldCommon {
  kind: 'metadata';
}

export interface ListFieldDefinition extends FieldCommon {
  kind: 'list';
  noun: string;
  min: number;
  max: number;
  /** The fields of one entry; problems are named `key.index.field` (`slides.0.altText`). */
  item: Readonly<Record<string, FieldDefinition>>;
}

export type FieldDefinition =
  | TextFieldDefinition
  | NumberFieldDefinition
  | BooleanFieldDefinition
  | DateFieldDefinition
  | EnumFieldDefinition
  | ReferenceFieldDefinition
  | ReferenceListFieldDefinition
  | UrlListFieldDefinition
  | TagsFieldDefinition
  | MetadataFieldDefinition
  | ListFieldDefinition;

/**
 * The value of a field as an input carries it (GraphQL input, form draft, import row): before it is checked, so an
 * enum is any text (a feed's "eur" or "JPY") and the check says which are refused.
 */
export type FieldInputValue<F extends FieldDefinition> = F extends { kind: 'money' | 'number' }
  ? number
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { kind: 'referenceList' | 'urlList' | 'tags' }
      ? readonly string[]
      : F extends { kind: 'metadata' }
        ? MetadataDraft
        : F extends { kind: 'list'; item: infer Item extends Readonly<Record<string, FieldDefinition>> }
          ? readonly FieldsInput<Item>[]
          : string;

type WritableKeys<Fields> = {
  [K in keyof Fields]: Fields[K] extends { readOnly: true } ? never : K;
}[keyof Fields];
type RequiredKeys<Fields> = {
  [K in keyof Fields]: Fields[K] extends { required: true } ? K : never;
}[keyof Fields];

/** What an input may carry for these fields: required ones present, every other one optional or null. */
export type FieldsInput<Fields extends Readonly<Record<string, FieldDefinition>>> = {
  [K in Extract<WritableKeys<Fields>, RequiredKeys<Fields>>]: FieldInputValue<Fields[K]>;
} & {
  [K in Exclude<WritableKeys<Fields>, RequiredKeys<Fields>>]?: FieldInputValue<Fields[K]> | null;
};

/** A sort of a list: the sort enum value of a list column and its direction. */
export interface ListSort {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface EntityDefinition<
  Name extends EntityName = EntityName,
  Fields extends Readonly<Record<string, FieldDefinition>> = Readonly<Record<string, FieldDefinition>>,
> {
  name: Name;
  /** One record in messages and headings: "Product". */
  noun: string;
  /** Several, in navigation and lists: "Products". */
  plural: string;
  /** Its kind in the history (`recordHistory(recordType: …)`). */
  recordType: RecordType;
  /** Its row of the permission table. */
  resource: Resource;
  /** The storage table. */
  table: string;
  /** The field that names a record: history labels, reference names, import matching of references. */
  titleField: string;
  /**
   * The field naming a record in other entities' feeds (a product's Category column), when not its title: a
   * category by its path, since titles repeat across the tree. An import also accepts the title when it is unique.
   */
  feedName?: string;
  /** Feeds may create and update these records (import and undo); every list exports whatever this says. */
  importable?: boolean;
  /** Whether records carry `version` and `updatedBy` (page layouts and jobs do not). */
  versioned: boolean;
  /** The list's order when the person chose none. */
  defaultSort?: ListSort;
  /** Actions of the permission table this entity offers beyond read (stores cannot be deleted). */
  actions: readonly Action[];
  /** The fields, in form order. */
  fields: Fields;
  /**
   * Whole-record problems no single field can see (a sale price above the price), by field path. A method, so an
   * entity's definition still counts as an `EntityDefinition` whatever its fields.
   */
  check?(input: FieldsInput<Fields>, context: Omit<RuleContext, 'record'>): Record<string, string | null>;
}

/** Types an entity definition, keeping its field keys and literal options for `FieldsInput` and list sorts. */
export function defineEntity<
  const Name extends EntityName,
  const Fields extends Readonly<Record<string, FieldDefinition>>,
>(
  // The title field must be one of the fields; checked here rather than in the interface, where `keyof Fields` would
  // make every entity's definition unassignable to `EntityDefinition` of any fields.
  definition: EntityDefinition<Name, Fields> & { titleField: keyof Fields & string },
): EntityDefinition<Name, Fields> {
  return definition;
}

/** What an input of this entity may carry. */
export type EntityInput<E> = E extends EntityDefinition<EntityName, infer Fields> ? FieldsInput<Fields> : never;

/** "dealUrl" → "deal_url": the storage column of a field that names none. */
export function columnOf(key: string, field: FieldDefinition): string | null {
  if (field.column === false) return null;
  return field.column ?? key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The filters a field offers, as a list. */
export function filtersOf(field: FieldDefinition): readonly FieldFilter[] {
  if (!field.filter) return [];
  return 'kind' in field.filter ? [field.filter as FieldFilter] : (field.filter as readonly FieldFilter[]);
}
