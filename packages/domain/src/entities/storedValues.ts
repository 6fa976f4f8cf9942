import type { Metadata } from '../rules/metadata';
import type { EntityDefinition, EntityName, EnumOption, FieldDefinition } from './defineEntity';

type Nullable<F, T> = F extends { required: true } ? T : T | null;

/**
 * A field's value as stored, once checked and tidied (`entityValues`): text is trimmed (empty when optional), an
 * optional address or date is null, references are ids, lists are arrays. `DateValue` is what a date is where it is
 * read: ISO text in a write, a `Date` in a row the database answered.
 */
export type FieldStoredValue<F extends FieldDefinition, DateValue = string> = F extends { kind: 'money' | 'number' }
  ? Nullable<F, number>
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { kind: 'date' }
      ? Nullable<F, DateValue>
      : F extends { kind: 'enum'; options: readonly (infer O extends EnumOption)[] }
        ? Nullable<F, O['value']>
        : F extends { kind: 'url' | 'email' | 'reference' }
          ? Nullable<F, string>
          : F extends { kind: 'referenceList' | 'urlList' | 'tags' }
            ? string[]
            : F extends { kind: 'metadata' }
              ? Metadata
              : F extends { kind: 'list'; item: infer Item extends Readonly<Record<string, FieldDefinition>> }
                ? { [K in keyof Item]: FieldStoredValue<Item[K], DateValue> }[]
                : string;

type FieldsOf<E> = E extends EntityDefinition<EntityName, infer Fields> ? Fields : never;
type WrittenKeys<Fields> = {
  [K in keyof Fields]: Fields[K] extends { readOnly: true } ? never : K;
}[keyof Fields];
type StoredKeys<Fields> = {
  [K in keyof Fields]: Fields[K] extends { column: false } ? never : K;
}[keyof Fields];

/**
 * What a write of this entity stores: every writable field, as `entityValues` tidies it (a create-only field is
 * absent from an update). Fields without a column (a sale's products) are stored by the entity's repository.
 */
export type EntityWrite<E> = { [K in WrittenKeys<FieldsOf<E>>]: FieldStoredValue<FieldsOf<E>[K]> };

/** A row of this entity as the database answers it (dates as `Date`), read-only fields included. */
export type EntityRow<E> = { [K in StoredKeys<FieldsOf<E>>]: FieldStoredValue<FieldsOf<E>[K], Date> };
