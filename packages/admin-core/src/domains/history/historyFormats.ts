import { ENTITIES, type FieldDefinition } from '@deals/domain/entities';
import type { RecordType } from '../../graphql/types.generated';

export interface CountNouns {
  one: string;
  other: string;
}

/** How a recorded value reads: the history stores ids, codes, numbers and ISO dates; people read names. */
export type HistoryFieldFormat =
  | { type: 'text' }
  /** Stored as HTML: its words are shown. */
  | { type: 'richText' }
  /** A price in the record's currency. */
  | { type: 'money' }
  | { type: 'dateTime' }
  | { type: 'yesNo' }
  /** The address of an image: its file name is shown. */
  | { type: 'image' }
  | { type: 'code'; labels?: Readonly<Record<string, string>> }
  /** The id of another record, named by the entry's references. */
  | { type: 'reference'; to: RecordType }
  /** An ordered list: of record ids, image addresses, words, or entries with fields of their own (slides). */
  | { type: 'list'; of: ListOf; noun: CountNouns }
  /** A nested object (SEO metadata): each inner field on a line of its own. */
  | { type: 'group'; fields: Readonly<Record<string, HistoryField>> };

export type ListOf =
  | { kind: 'references'; to: RecordType }
  | { kind: 'images' }
  | { kind: 'words' }
  | { kind: 'entries'; item: Readonly<Record<string, FieldDefinition>> };

export interface HistoryField {
  label: string;
  format: HistoryFieldFormat;
}

const recordTypeOf = (to: FieldDefinition & { kind: 'reference' | 'referenceList' }): RecordType | null =>
  typeof to.to === 'string' ? ENTITIES[to.to].recordType : null;

/** "Images" → image / images: a list's noun from its label when its definition names none. */
const nounsOf = (label: string): CountNouns => {
  const other = label.toLowerCase();
  return { one: other.replace(/s$/, ''), other };
};

/** SEO metadata has the same four parts on every record, as the SEO fieldset names them. */
const METADATA_PARTS: Readonly<Record<string, HistoryField>> = {
  title: { label: 'SEO title', format: { type: 'text' } },
  description: { label: 'SEO description', format: { type: 'text' } },
  keywords: { label: 'Keywords', format: { type: 'list', of: { kind: 'words' }, noun: nounsOf('keywords') } },
  content: { label: 'SEO content', format: { type: 'text' } },
};

/** An address field holding a picture (a logo, a cover image) rather than a link. */
const IMAGE_ADDRESS = /(image|logo|avatar|cover)Url$/i;

/**
 * How the history shows one field of an entity's definition (`@deals/domain`, the one declaration per resource): its
 * label, and how its value reads. Null for a field the history never shows (a password, a path the title makes).
 */
export function historyFieldOf(key: string, definition: FieldDefinition): HistoryField | null {
  if (definition.history === false) return null;
  const label = definition.history?.label ?? definition.label;
  const field = (format: HistoryFieldFormat): HistoryField => ({ label, format });
  switch (definition.kind) {
    case 'money':
      return field({ type: 'money' });
    case 'boolean':
      return field({ type: 'yesNo' });
    case 'date':
      return field({ type: 'dateTime' });
    case 'html':
      return field({ type: 'richText' });
    case 'enum':
      return field({
        type: 'code',
        labels: Object.fromEntries(definition.options.map((option) => [option.value, option.label])),
      });
    case 'reference': {
      const to = recordTypeOf(definition);
      return field(to ? { type: 'reference', to } : { type: 'text' });
    }
    case 'referenceList': {
      const to = recordTypeOf(definition)!;
      const plural = ENTITIES[definition.to].plural.toLowerCase();
      return field({ type: 'list', of: { kind: 'references', to }, noun: { one: definition.noun, other: plural } });
    }
    case 'urlList':
      return field({ type: 'list', of: { kind: 'images' }, noun: nounsOf(definition.label) });
    case 'tags':
      return field({ type: 'list', of: { kind: 'words' }, noun: nounsOf(definition.label) });
    case 'list':
      return field({
        type: 'list',
        of: { kind: 'entries', item: definition.item },
        noun: { one: definition.noun, other: `${definition.noun}s` },
      });
    case 'metadata':
      return field({ type: 'group', fields: METADATA_PARTS });
    case 'url':
      return field({ type: IMAGE_ADDRESS.test(key) ? 'image' : 'text' });
    default:
      return field({ type: 'text' });
  }
}

/**
 * Fields a stored record has that no input sets, so its definition leaves them out: a post's author is whoever
 * created it. Everything else the history names comes from the definitions.
 */
export const STATE_ONLY_FIELDS: Partial<Record<RecordType, Readonly<Record<string, HistoryField>>>> = {
  BLOG_POST: { authorId: { label: 'Author', format: { type: 'reference', to: 'USER' } } },
};
