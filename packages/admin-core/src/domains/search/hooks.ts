import { useQueryResult } from '../../react/queryHooks';
import { useAccess } from '../../react/useAccess';
import { GlobalSearchDocument, type GlobalSearchQuery } from './operations.generated';

export type SearchHitKind = 'product' | 'brand' | 'category' | 'store' | 'user';

export interface SearchHit {
  kind: SearchHitKind;
  id: string;
  title: string;
  detail?: string;
}

const SEARCH_LIMIT = 5;
/** One-letter searches match half the catalogue: the palette searches from two characters. */
export const MIN_SEARCH_LENGTH = 2;

function hitsOf(data: GlobalSearchQuery): SearchHit[] {
  return [
    ...data.products.items.map((item) => ({
      kind: 'product' as const,
      id: item.id,
      title: item.title,
      detail: item.brand?.title,
    })),
    ...data.brands.items.map((item) => ({ kind: 'brand' as const, id: item.id, title: item.title })),
    ...data.categories.items.map((item) => ({
      kind: 'category' as const,
      id: item.id,
      title: item.title,
      detail: item.path,
    })),
    ...data.stores.items.map((item) => ({ kind: 'store' as const, id: item.id, title: item.title })),
    ...(data.users?.items ?? []).map((item) => ({
      kind: 'user' as const,
      id: item.id,
      title: item.name,
      detail: item.email,
    })),
  ];
}

/** Products, brands, categories, stores and users whose title matches, in one request (the command palette). */
export function useGlobalSearch(search: string) {
  const text = search.trim();
  const withUsers = useAccess().can('read', 'users');
  return useQueryResult(GlobalSearchDocument, { search: text, limit: SEARCH_LIMIT, withUsers }, hitsOf, {
    skip: text.length < MIN_SEARCH_LENGTH,
  });
}
