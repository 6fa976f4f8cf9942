import { ENTITIES, entityByRecordType, type FieldDefinition } from '@deals/domain/entities';
import type { RecordType } from '../../graphql/types.generated';
import { historyFieldOf, STATE_ONLY_FIELDS, type CountNouns, type HistoryField, type ListOf } from './historyFormats';
import { recordNoun } from './recordNouns';

export interface HistoryListItem {
  /** Tells the same entry apart in the list before and after (an id, a URL, the whole slide). */
  key: string;
  label: string;
}

/** One line of a change as a person reads it: a value before → after, or a list before → after. */
export type HistoryLine =
  | { field: string; label: string; before: string | null; after: string | null }
  | { field: string; label: string; list: { noun: CountNouns; before: HistoryListItem[]; after: HistoryListItem[] } };

/** What describing needs of an entry (or of a restore's preview, whose `changes` are now → after the restore). */
export interface DescribableChanges {
  recordType: RecordType;
  /** `{ field: { before, after } }` as the API records it. */
  changes: unknown;
  /** The records the values name by id, with their names at the time. */
  references?: readonly { recordType: RecordType; id: string; label: string }[] | null;
  /** The record's currency, for its money fields. */
  currency?: string | null;
}

interface Context {
  names: Map<string, string>;
  locale: string | undefined;
  /** The currency of each side: a change of currency formats each price in its own. */
  currency: { before: string | null; after: string | null };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const WORDS: Record<string, string> = { url: 'URL', id: 'ID', ids: 'IDs', seo: 'SEO' };

/** A field path as a person reads it when its definition has no label: "imageUrl" → "Image URL". */
export function historyFieldLabel(path: string): string {
  const words = path
    .replace(/\./g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => WORDS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text's words: block ends become spaces, tags go, the common entities are decoded. */
function wordsOfHtml(html: string): string {
  return html
    .replace(/<\/?(p|div|li|ul|ol|h[1-6]|br|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => HTML_ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** An image URL's file name: "https://ik.example/brands/acme%20logo.png?tr=w-80" → "acme logo.png". */
function fileName(url: string): string {
  // An image kept inline in its URL has no name.
  if (/^data:/i.test(url)) return 'Embedded image';
  const path = url.split(/[?#]/)[0]!.replace(/\/+$/, '');
  const last = path.slice(path.lastIndexOf('/') + 1) || url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cachedFormat<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

function money(value: number, currency: string | null, locale: string | undefined): string {
  if (!currency) {
    return cachedFormat(`n|${locale}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2 })).format(value);
  }
  try {
    return cachedFormat(
      `m|${locale}|${currency}`,
      () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
    ).format(value);
  } catch {
    return `${value} ${currency}`;
  }
}

function dateTime(value: string, locale: string | undefined): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return cachedFormat(
    `d|${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(date);
}

/** A code no definition names, as words: "CATALOGUE_HEALTH_REPORT" → "Catalogue health report" (a job's kind). */
function codeAsWords(code: string): string {
  const words = code.toLowerCase().replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const nameOf = (context: Context, type: RecordType, id: unknown) =>
  context.names.get(`${type}:${String(id)}`) ?? `${recordNoun(type)} #${String(id)}`;

/** A value no table describes: dates, yes/no, numbers and codes still read as words. */
function plainText(value: unknown, context: Context): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return cachedFormat(`p|${context.locale}`, () => new Intl.NumberFormat(context.locale)).format(value);
  if (typeof value === 'string') {
    if (ISO_DATE_TIME.test(value)) return dateTime(value, context.locale);
    return /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(value) ? codeAsWords(value) : value;
  }
  if (Array.isArray(value)) return value.length ? value.map((item) => plainText(item, context) ?? '').join(', ') : null;
  return JSON.stringify(value);
}

function valueText(value: unknown, field: HistoryField, context: Context, side: 'before' | 'after'): string | null {
  if (value === null || value === undefined || value === '') return null;
  const { format } = field;
  switch (format.type) {
    case 'richText':
      return typeof value === 'string' ? wordsOfHtml(value) || null : plainText(value, context);
    case 'money':
      return typeof value === 'number' ||
        (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)))
        ? money(Number(value), context.currency[side], context.locale)
        : plainText(value, context);
    case 'dateTime':
      return typeof value === 'string' ? dateTime(value, context.locale) : plainText(value, context);
    case 'yesNo':
      return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : plainText(value, context);
    case 'image':
      return typeof value === 'string' ? fileName(value) : plainText(value, context);
    case 'code':
      return typeof value === 'string' ? (format.labels?.[value] ?? codeAsWords(value)) : plainText(value, context);
    case 'reference':
      return nameOf(context, format.to, value);
    default:
      return plainText(value, context);
  }
}

/**
 * The record a list entry's reference points at, where it may point at several kinds (a layout's section): the kind
 * its enum field names ("SALES" → a sale).
 */
function entryTarget(definition: FieldDefinition, kind: string): RecordType | null {
  if (definition.kind !== 'reference') return null;
  const names = typeof definition.to === 'string' ? [definition.to] : definition.to;
  const types = names.map((name) => ENTITIES[name].recordType);
  return types.find((type) => type === kind || `${type}S` === kind) ?? (types.length === 1 ? types[0]! : null);
}

/** A list entry with fields of its own (a slide, a menu item, a section), named by what a person recognises. */
function entryLabel(entry: Record<string, unknown>, item: Readonly<Record<string, FieldDefinition>>, context: Context) {
  const fields = Object.entries(item);
  const choice = fields.find(([, definition]) => definition.kind === 'enum');
  const pointer = fields.find(([, definition]) => definition.kind === 'reference');
  if (choice && pointer) {
    const [choiceKey, choiceDefinition] = choice;
    const value = String(entry[choiceKey] ?? '');
    const options = choiceDefinition.kind === 'enum' ? choiceDefinition.options : [];
    const kindLabel = options.find((option) => option.value === value)?.label ?? codeAsWords(value);
    const target = entryTarget(pointer[1], value);
    return target ? `${kindLabel}: ${nameOf(context, target, entry[pointer[0]])}` : kindLabel;
  }
  const string = (key: string) => (typeof entry[key] === 'string' ? (entry[key] as string) : '');
  const text = fields.find(([key, definition]) => definition.kind === 'text' && string(key));
  if (text) return string(text[0]);
  const address = fields.find(([key, definition]) => definition.kind === 'url' && string(key));
  return address ? fileName(string(address[0])) : JSON.stringify(entry);
}

function listItem(entry: unknown, of: ListOf, context: Context): HistoryListItem {
  const key = typeof entry === 'string' ? entry : JSON.stringify(entry);
  switch (of.kind) {
    case 'references':
      return { key, label: nameOf(context, of.to, entry) };
    case 'images':
      return { key, label: typeof entry === 'string' ? fileName(entry) : key };
    case 'entries':
      return { key, label: isObject(entry) ? entryLabel(entry, of.item, context) : (plainText(entry, context) ?? '') };
    default:
      return { key, label: plainText(entry, context) ?? '' };
  }
}

function lineOf(name: string, field: HistoryField, before: unknown, after: unknown, context: Context): HistoryLine[] {
  const { format } = field;
  if (format.type === 'group' || ((isObject(before) || isObject(after)) && format.type === 'text')) {
    const inner = format.type === 'group' ? format.fields : {};
    const was = isObject(before) ? before : {};
    const now = isObject(after) ? after : {};
    // `__typename` rides along in entries the client cached; it is no field of the record.
    const keys = [...new Set([...Object.keys(inner), ...Object.keys(was), ...Object.keys(now)])].filter(
      (key) => !key.startsWith('__'),
    );
    return keys.flatMap((key) =>
      JSON.stringify(was[key] ?? null) === JSON.stringify(now[key] ?? null)
        ? []
        : lineOf(
            `${name}.${key}`,
            inner[key] ?? { label: historyFieldLabel(`${name}.${key}`), format: { type: 'text' } },
            was[key],
            now[key],
            context,
          ),
    );
  }
  if (format.type === 'list' || Array.isArray(before) || Array.isArray(after)) {
    const of = format.type === 'list' ? format.of : ({ kind: 'words' } as const);
    const noun = format.type === 'list' ? format.noun : { one: 'entry', other: 'entries' };
    const items = (value: unknown) => (Array.isArray(value) ? value.map((entry) => listItem(entry, of, context)) : []);
    const list = { noun, before: items(before), after: items(after) };
    if (!list.before.length && !list.after.length) return [];
    return [{ field: name, label: field.label, list }];
  }
  const line = {
    field: name,
    label: field.label,
    before: valueText(before, field, context, 'before'),
    after: valueText(after, field, context, 'after'),
  };
  // A create lists every field, most of them empty: "empty → empty" says nothing.
  return line.before === null && line.after === null ? [] : [line];
}

/**
 * An entry's changes as lines a person reads: labels instead of field names, names instead of ids (as they were when
 * the entry was written), prices in the record's currency, dates in the reader's locale, labels for codes, lists
 * with their entries named, and no line that changed nothing. Fields are in the order the forms show them.
 */
export function describeHistoryChanges(source: DescribableChanges, options: { locale?: string } = {}): HistoryLine[] {
  const changes = isObject(source.changes) ? source.changes : {};
  const pair = (name: string) => {
    const change = changes[name];
    return isObject(change) && ('before' in change || 'after' in change)
      ? { before: change.before ?? null, after: change.after ?? null }
      : { before: null, after: change ?? null };
  };
  const currencyChange = changes.currency === undefined ? null : pair('currency');
  const context: Context = {
    names: new Map((source.references ?? []).map((ref) => [`${ref.recordType}:${ref.id}`, ref.label])),
    locale: options.locale,
    currency: {
      before: (currencyChange?.before as string | null) ?? source.currency ?? null,
      after: (currencyChange?.after as string | null) ?? source.currency ?? null,
    },
  };
  const definitions = entityByRecordType(source.recordType).fields;
  const names = [
    ...Object.keys(definitions).filter((name) => name in changes),
    ...Object.keys(changes).filter((name) => !(name in definitions)),
  ];
  return names.flatMap((name) => {
    const definition = definitions[name];
    const field = definition
      ? historyFieldOf(name, definition)
      : (STATE_ONLY_FIELDS[source.recordType]?.[name] ?? {
          label: historyFieldLabel(name),
          format: { type: 'text' as const },
        });
    if (!field) return [];
    const { before, after } = pair(name);
    return lineOf(name, field, before, after, context);
  });
}
