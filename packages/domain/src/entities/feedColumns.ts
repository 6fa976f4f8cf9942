import type { EntityDefinition, FieldDefinition, FieldKind } from './defineEntity';

/** Kinds a feed cell can carry; lists of entries, SEO groups and multi-record pickers stay in the forms. */
const FEED_KINDS: readonly FieldKind[] = [
  'text',
  'longText',
  'slug',
  'url',
  'email',
  'money',
  'number',
  'boolean',
  'date',
  'enum',
  'reference',
  'urlList',
  'tags',
];

/** One column of an entity's feeds: the field it fills, the header it is written under and the ones it is known by. */
export interface FeedColumn {
  key: string;
  field: FieldDefinition;
  /** The header an export writes and an import recognises first: the field's label (or `export.header`). */
  header: string;
  /** Other headers an import maps to this field without being told ("Link", "URL" for a deal URL). */
  synonyms: readonly string[];
  /** Finds the existing record a row updates (a product's slug or deal URL, a brand's title). */
  isKey: boolean;
  /** A new record cannot be made without it. */
  required: boolean;
  /** Only finds records (a category's path): never written. */
  matchOnly: boolean;
}

/**
 * The columns a feed of this entity has, in form order: every field a person may import, plus key fields that only
 * find records. Exports write exactly these, under these headers, so an exported file imports back unchanged.
 */
export function feedColumns(definition: EntityDefinition): FeedColumn[] {
  return Object.entries(definition.fields).flatMap(([key, field]) => {
    const isKey = Boolean(field.import && field.import.key);
    if (!FEED_KINDS.includes(field.kind)) return [];
    if (field.import === false || (field.readOnly && !isKey)) return [];
    const header = (field.export && field.export.header) || field.label;
    return [
      {
        key,
        field,
        header,
        synonyms: (field.import && field.import.headers) || [],
        isKey,
        required: Boolean(field.required),
        matchOnly: Boolean(field.readOnly),
      },
    ];
  });
}

/** Whether feeds may write this entity: it says so and has a key column to find the records a feed updates. */
export function isImportable(definition: EntityDefinition): boolean {
  return Boolean(definition.importable) && feedColumns(definition).some((column) => column.isKey);
}

/**
 * A header as compared: accents, case, spaces and punctuation ignored, so "Sale price", "sale_price", "SALE-PRICE"
 * and "Sälé Price" are one header.
 */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * Which field each header fills (its key) or null: by the column's header first, then its synonyms. Each field takes
 * the first header that names it; a later header naming the same field is left unmapped.
 */
export function suggestMapping(definition: EntityDefinition, headers: readonly string[]): (string | null)[] {
  const columns = feedColumns(definition);
  const taken = new Set<string>();
  const pick = (header: string, names: (column: FeedColumn) => readonly string[]) => {
    const wanted = headerKey(header);
    const column = columns.find(
      (candidate) => !taken.has(candidate.key) && names(candidate).some((name) => headerKey(name) === wanted),
    );
    return column?.key ?? null;
  };
  const take = (key: string | null) => {
    if (key) taken.add(key);
    return key;
  };
  const byHeader = headers.map((header) => take(pick(header, (column) => [column.header, column.key])));
  return byHeader.map((key, index) => key ?? take(pick(headers[index]!, (column) => column.synonyms)));
}

/** The required columns a mapping leaves out: a new record needs each of them (the dry run names them). */
export function unmappedRequired(definition: EntityDefinition, mapped: readonly (string | null)[]): FeedColumn[] {
  return feedColumns(definition).filter((column) => column.required && !mapped.includes(column.key));
}
