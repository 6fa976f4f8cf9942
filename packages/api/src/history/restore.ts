import type { Queryable } from '../db/database';
import type {
  BlogPostInput,
  BrandInput,
  CategoryInput,
  ProductInput,
  StoreInput,
} from '../graphql/resolvers.generated';
import { blogRepository } from '../domains/blog/repository';
import { postWriteFrom } from '../domains/blog/resolvers';
import { brandRepository } from '../domains/brands/repository';
import { brandWriteFrom } from '../domains/brands/resolvers';
import { categoryRepository } from '../domains/categories/repository';
import { categoryWriteFrom } from '../domains/categories/resolvers';
import { productRepository } from '../domains/products/repository';
import { productWriteFrom } from '../domains/products/resolvers';
import { storeRepository } from '../domains/stores/repository';
import { storeWriteFrom } from '../domains/stores/resolvers';
import type { HistoryEntryRow } from './historyRepository';
import type { RecordState } from './recordState';
import type { RecordType } from './recordTypes';

/**
 * How a stored state is written back, per restorable type. A state carries the GraphQL field names the inputs use,
 * so it goes through the same validation as a save from the form: a state that no longer passes today's rules (a
 * slug taken since, a deleted parent) is refused with the usual field error instead of being forced in.
 */
const RESTORERS: Partial<Record<RecordType, (tx: Queryable, id: string, state: RecordState) => Promise<unknown>>> = {
  BRAND: (tx, id, state) => brandRepository.update(tx, id, brandWriteFrom(state as unknown as BrandInput)),
  STORE: (tx, id, state) => storeRepository.update(tx, id, storeWriteFrom(state as unknown as StoreInput)),
  CATEGORY: (tx, id, state) => categoryRepository.update(tx, id, categoryWriteFrom(state as unknown as CategoryInput)),
  PRODUCT: (tx, id, state) => productRepository.update(tx, id, productWriteFrom(state as unknown as ProductInput)),
  BLOG_POST: (tx, id, state) => blogRepository.update(tx, id, postWriteFrom(state as unknown as BlogPostInput)),
};

export function restorerFor(type: RecordType) {
  return RESTORERS[type];
}

/** Restore puts back an entry's `before` state, so entries without one (creates) and deletes cannot be restored. */
export function isRestorable(entry: Pick<HistoryEntryRow, 'recordType' | 'action' | 'before'>): boolean {
  return Boolean(RESTORERS[entry.recordType]) && entry.before !== null && entry.action !== 'DELETE';
}
