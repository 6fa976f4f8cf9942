// What schemaTypesOnce.test.ts must find: the hand-written copies the API once had (media/service.ts,
// feeds/importRepository.ts). Not imported by any code.
export type MediaSort = 'ASC_NAME' | 'DESC_NAME' | 'ASC_CREATED' | 'DESC_CREATED' | 'ASC_SIZE' | 'DESC_SIZE';

export interface FeedCounts {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  rejected: number;
}
