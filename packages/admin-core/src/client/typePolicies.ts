import type { TypePolicies } from '@apollo/client';

/**
 * Paged lists are cached per argument set (each page its own entry); entities are normalised by id so an edit shows
 * in every list without a refetch. Sales are keyed by slug, media files by fileId, value objects are not normalised.
 */
export const cacheTypePolicies: TypePolicies = {
  Sale: { keyFields: ['slug'] },
  MediaFile: { keyFields: ['fileId'] },
  Metadata: { keyFields: false },
  WhoAmI: { keyFields: ['id'] },
  // One per session: a fresh answer replaces the cached one without a lost-data warning.
  MyAccess: { keyFields: [] },
  CategoryParent: { keyFields: false },
  BannerSlide: { keyFields: false },
  FeaturedMenuItem: { keyFields: false },
  LayoutSection: { keyFields: false },
  TokenPair: { keyFields: false },
  DeleteResult: { keyFields: false },
  Author: { keyFields: ['id'] },
};
