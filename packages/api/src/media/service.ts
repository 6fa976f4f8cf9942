export type MediaSort = 'ASC_NAME' | 'DESC_NAME' | 'ASC_CREATED' | 'DESC_CREATED' | 'ASC_SIZE' | 'DESC_SIZE';

export interface MediaFileItem {
  name: string;
  fileId: string;
  url: string;
  thumbnail: string;
  filePath: string;
}

export interface MediaListArgs {
  skip: number;
  limit: number;
  /** A folder such as "/" or "/brands"; files directly inside it are listed. */
  path: string;
  sort: MediaSort;
}

/** One interface, two adapters: the offline ImageKit-compatible store, and ImageKit's real API. */
export interface MediaService {
  authParams(): { token: string; expire: number; signature: string };
  list(args: MediaListArgs): Promise<MediaFileItem[]>;
  folder(path: string): Promise<{ path: string; count: number; folders: string[] }>;
  bulkDelete(fileIds: readonly string[]): Promise<{ message: string }>;
}
