import type { MediaFile, MediaListSort, QueryGetMediaListArgs } from '../graphql/resolvers.generated';

/** The schema's sort of a media list (`MediaListSort`). */
export type MediaSort = MediaListSort;

/** A file as the schema's `MediaFile` carries it. */
export type MediaFileItem = Omit<MediaFile, '__typename'>;

/** `getMediaList`'s arguments with the resolver's defaults applied: every one given. */
export type MediaListArgs = { [key in keyof QueryGetMediaListArgs]-?: NonNullable<QueryGetMediaListArgs[key]> };

/** One interface, two adapters: the offline ImageKit-compatible store, and ImageKit's real API. */
export interface MediaService {
  authParams(): { token: string; expire: number; signature: string };
  list(args: MediaListArgs): Promise<MediaFileItem[]>;
  folder(path: string): Promise<{ path: string; count: number; folders: string[] }>;
  bulkDelete(fileIds: readonly string[]): Promise<{ message: string }>;
}
