import { fieldValue, type EntityDefinition, type FieldDefinition } from '@deals/domain/entities';

/** A record a form edits, by field key; what the resource's by-id query answers, loosely typed. */
export type DraftValues = Record<string, unknown>;

/** A reference as a form holds it: the id and the title a picker shows. */
export interface ReferenceValue {
  id: string;
  title: string;
}

const emptyMetadata = { title: '', description: '', keywords: [] as string[], content: '' };

/** What a new record's field holds before anything is typed, by the field's kind. */
export function emptyFieldValue(field: FieldDefinition): unknown {
  switch (field.kind) {
    case 'money':
    case 'number':
      // A required number starts empty (NaN, what a number input shows as blank); an optional one is absent.
      return field.required ? Number.NaN : null;
    case 'boolean':
      return field.default;
    case 'date':
    case 'reference':
      return null;
    case 'enum':
      return field.required ? (field.options[0]?.value ?? '') : '';
    case 'referenceList':
    case 'urlList':
    case 'tags':
    case 'list':
      return [];
    case 'metadata':
      return { ...emptyMetadata, keywords: [] };
    default:
      return '';
  }
}

/** The record a query loaded for a reference field: `brandId` is read from `brand { id title }` when that is loaded. */
function referenceOf(key: string, record: DraftValues): ReferenceValue | null {
  // Loaded beside the id (`brand { id title }`), or under the field's own name (a category's `parentId { id title }`).
  const loaded = [record[key.replace(/Id$/, '')], record[key]].find(
    (value) => value !== null && typeof value === 'object',
  );
  if (loaded && typeof loaded === 'object' && 'id' in loaded) {
    const { id, title, name } = loaded as { id: unknown; title?: unknown; name?: unknown };
    return { id: String(id), title: String(title ?? name ?? id) };
  }
  const id = record[key];
  return id === null || id === undefined || id === '' ? null : { id: String(id), title: `#${String(id)}` };
}

/** A copy a form may change (the cache's lists and objects are frozen). */
function editable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(editable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== '__typename')
        .map(([key, inner]) => [key, editable(inner)]),
    );
  }
  return value;
}

function fieldDraft(key: string, field: FieldDefinition, record: DraftValues): unknown {
  if (field.kind === 'reference') return referenceOf(key, record);
  const value = record[key];
  if (value === undefined || value === null) return emptyFieldValue(field);
  if (field.kind === 'metadata') return { ...emptyMetadata, ...(editable(value) as object) };
  return editable(value);
}

/** The writable fields of an entity (read-only ones, like `createdAt`, are never part of a draft). */
export const draftFields = (entity: EntityDefinition) =>
  Object.entries(entity.fields).filter(([, field]) => !field.readOnly);

/** A new record's draft: every writable field of the entity, empty as its kind says. */
export function emptyDraft(entity: EntityDefinition): DraftValues {
  return Object.fromEntries(draftFields(entity).map(([key, field]) => [key, emptyFieldValue(field)]));
}

/**
 * A loaded record as a form's draft: every writable field of the entity, editable, references as `{ id, title }`
 * (read from the loaded `brand { id title }` beside `brandId`). A field the query did not load starts empty.
 */
export function draftOfRecord(entity: EntityDefinition, record: DraftValues): DraftValues {
  return Object.fromEntries(draftFields(entity).map(([key, field]) => [key, fieldDraft(key, field, record)]));
}

/**
 * A draft as the API's input: references by id, an empty slug left for the API to make, an empty optional number
 * as null; a create-only field only on create. Values are sent as typed: the API tidies and checks them with the
 * same definition (`entityValues`, `entityProblems`).
 */
export function inputOfDraft(entity: EntityDefinition, draft: DraftValues, mode: 'create' | 'update'): DraftValues {
  const input: DraftValues = {};
  for (const [key, field] of draftFields(entity)) {
    if (mode === 'update' && field.createOnly) continue;
    if (!(key in draft)) continue;
    const value = draft[key];
    if (field.kind === 'reference') input[key] = (value as ReferenceValue | null)?.id ?? null;
    else if (field.kind === 'slug') input[key] = (value as string) || undefined;
    else if ((field.kind === 'money' || field.kind === 'number') && !field.required)
      input[key] = typeof value === 'number' && Number.isFinite(value) ? value : null;
    else input[key] = value;
  }
  return input;
}

/** The kinds whose typed text the API tidies (trims, upper- or lower-cases as the field says) before storing it. */
const TIDIED_TEXT_KINDS: readonly FieldDefinition['kind'][] = ['text', 'longText', 'slug', 'url', 'email', 'enum'];

/**
 * A saved draft as the API stored it: each typed text tidied by its field's definition, the same `fieldValue` the
 * API stores with (" summer-10 " is kept as "SUMMER-10"), so the form shows, once saved, what was saved. An empty
 * slug stays empty (the API makes it, unique, from the title); everything else is kept as sent.
 */
export function draftAsStored(entity: EntityDefinition, draft: DraftValues): DraftValues {
  const stored = { ...draft };
  for (const [key, field] of draftFields(entity)) {
    const value = draft[key];
    if (typeof value !== 'string' || !TIDIED_TEXT_KINDS.includes(field.kind)) continue;
    if (field.kind === 'slug' && !value.trim()) continue;
    const tidied = fieldValue(field, value, draft);
    stored[key] = typeof tidied === 'string' ? tidied : '';
  }
  return stored;
}
