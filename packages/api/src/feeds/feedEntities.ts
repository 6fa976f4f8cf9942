import {
  brandEntity,
  categoryEntity,
  ENTITIES,
  feedColumns,
  productEntity,
  storeEntity,
  type EntityDefinition,
  type EntityName,
} from '@deals/domain/entities';
import { badInput } from '../graphql/errors';
import { uniqueSlugMessage } from '../domains/products/repository';

/** The entities feeds import; their GraphQL name is the record type (`PRODUCT`). */
export const FEED_ENTITIES = {
  product: productEntity,
  brand: brandEntity,
  store: storeEntity,
  category: categoryEntity,
} as const;
export type FeedEntityName = keyof typeof FEED_ENTITIES;

/** A column whose value no two records share, with the message a save answers when one already has it. */
export interface UniqueColumn {
  field: string;
  message: (value: string) => string;
}

/** What the import needs beyond the definition: storage facts the definitions leave to the repositories. */
export const FEED_STORAGE: Record<FeedEntityName, { unique?: UniqueColumn; perRecord?: boolean }> = {
  product: { unique: { field: 'slug', message: uniqueSlugMessage } },
  brand: {},
  store: {},
  // A category's path comes from its parent's: each is written through the category repository, in file order.
  category: { perRecord: true },
};

/**
 * The entity a feed upload names, as the route spells it (`product`) or as the schema's `FeedEntity` does (`PRODUCT`).
 * Own keys only, so `__proto__` or `constructor` is refused like any unknown name.
 */
export function feedEntityName(name: string): FeedEntityName {
  const key = name.toLowerCase();
  if (!Object.hasOwn(FEED_ENTITIES, key)) {
    throw badInput(`"${name}" cannot be imported. Feeds import: ${Object.keys(FEED_ENTITIES).join(', ')}.`, 'entity');
  }
  return key as FeedEntityName;
}

export function feedEntity(name: string): EntityDefinition {
  return FEED_ENTITIES[feedEntityName(name)];
}

/** `PRODUCT` ↔ `product`. */
export const feedEntityOf = (recordType: string): FeedEntityName => {
  const found = (Object.keys(FEED_ENTITIES) as FeedEntityName[]).find(
    (name) => FEED_ENTITIES[name].recordType === recordType,
  );
  if (!found) throw badInput(`${recordType} records cannot be imported.`, 'entity');
  return found;
};

/** The field that names a record of `entity` in other feeds (a category's path, anything else's title). */
export const feedNameField = (entity: EntityName) => ENTITIES[entity].feedName ?? ENTITIES[entity].titleField;

/** The key columns a feed of this entity may match records by, in definition order. */
export const keyFields = (definition: EntityDefinition) =>
  feedColumns(definition)
    .filter((column) => column.isKey)
    .map((column) => column.key);
