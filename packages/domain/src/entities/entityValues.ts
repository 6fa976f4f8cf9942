import { metadataOf, tagsOf, type MetadataDraft } from '../rules/metadata';
import { slugFromTitle } from '../rules/slug';
import type { EntityDefinition, FieldDefinition, Normalizer } from './defineEntity';
import { writableFields, type CheckOptions } from './entityProblems';

const trimmed = (value: unknown) =>
  typeof value === 'string' ? value.trim() : value == null ? '' : String(value).trim();
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

function normalized(text: string, normalizers: readonly Normalizer[] = []): string {
  return normalizers.reduce(
    (value, normalizer) =>
      normalizer === 'uppercase'
        ? value.toUpperCase()
        : normalizer === 'lowercase'
          ? value.toLowerCase()
          : value.trim(),
    text,
  );
}

/** One value as stored: trimmed, defaulted, rounded to cents, de-duplicated, as its kind and `normalize` say. */
export function fieldValue(field: FieldDefinition, value: unknown, record: Readonly<Record<string, unknown>>): unknown {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'html':
      return normalized(trimmed(value), field.normalize);
    case 'slug': {
      const slug = normalized(trimmed(value), field.normalize);
      return slug || (field.from ? slugFromTitle(trimmed(record[field.from])) : '');
    }
    case 'url':
    case 'email':
    case 'date':
    case 'enum':
    case 'reference': {
      const text = normalized(trimmed(value), field.normalize);
      return text === '' ? null : text;
    }
    case 'money':
      return value == null ? null : Math.round(Number(value) * 100) / 100;
    case 'number':
      return value == null ? null : Number(value);
    case 'boolean':
      return typeof value === 'boolean' ? value : field.default;
    case 'referenceList':
      return [...new Set(list(value).map((id) => trimmed(id)))];
    case 'urlList':
      return list(value).map((url) => trimmed(url));
    case 'tags':
      return tagsOf(list(value).map((tag) => trimmed(tag)));
    case 'metadata':
      return metadataOf(value as MetadataDraft | null | undefined);
    case 'list':
      return list(value).map((entry) => fieldValues(field.item, (entry ?? {}) as Record<string, unknown>));
  }
}

function fieldValues(fields: Readonly<Record<string, FieldDefinition>>, record: Readonly<Record<string, unknown>>) {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, fieldValue(field, record[key], record)]),
  );
}

/**
 * The input as stored, field by field (only the writable ones; with `partial`, only those the input carries). Check
 * it with `entityProblems` first: this tidies, it does not refuse.
 */
export function entityValues(
  definition: EntityDefinition,
  input: object,
  options: Pick<CheckOptions, 'mode' | 'partial'> = {},
): Record<string, unknown> {
  const record = input as Readonly<Record<string, unknown>>;
  const values: Record<string, unknown> = {};
  for (const [key, field] of writableFields(definition, options.mode)) {
    if (options.partial && record[key] == null) continue;
    values[key] = fieldValue(field, record[key], record);
  }
  return values;
}
