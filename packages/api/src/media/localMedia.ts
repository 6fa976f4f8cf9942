import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ApiConfig } from '../config';
import type { Queryable } from '../db/database';
import { badInput } from '../graphql/errors';
import { joinPath, normalizeFolder } from './folders';
import type { MediaFileItem, MediaListArgs, MediaService, MediaSort } from './service';
import { createUploadAuthParams } from './signature';

export const THUMBNAIL_PREFIX = 'tr:n-ik_ml_thumbnail';

const sortSql: Record<MediaSort, string> = {
  ASC_NAME: 'lower(name) ASC, file_id ASC',
  DESC_NAME: 'lower(name) DESC, file_id DESC',
  ASC_CREATED: 'created_at ASC, file_id ASC',
  DESC_CREATED: 'created_at DESC, file_id DESC',
  ASC_SIZE: 'size ASC, file_id ASC',
  DESC_SIZE: 'size DESC, file_id DESC',
};

export interface StoredMediaFile {
  fileId: string;
  name: string;
  folder: string;
  filePath: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  tags: string[];
}

/** Where the offline adapter keeps files and thumbnails on disk. */
export function mediaDirs(dataDir: string) {
  return { originals: join(dataDir, 'media', 'files'), thumbnails: join(dataDir, 'media', 'thumbnails') };
}

export function mediaUrls(config: ApiConfig, filePath: string) {
  const encoded = filePath.split('/').map(encodeURIComponent).join('/');
  return {
    url: `${config.mediaKeys.urlEndpoint}${encoded}`,
    thumbnail: `${config.mediaKeys.urlEndpoint}/${THUMBNAIL_PREFIX}${encoded}`,
  };
}

/** The offline, ImageKit-compatible media library: metadata in the database, bytes on disk. */
export function localMediaService(
  db: Queryable,
  config: ApiConfig,
  mediaRoot: string,
): MediaService & {
  store(file: StoredMediaFile, bytes: Uint8Array, thumbnail: Uint8Array): Promise<void>;
} {
  const dirs = mediaDirs(mediaRoot);
  const toItem = (row: { name: string; fileId: string; filePath: string }): MediaFileItem => ({
    name: row.name,
    fileId: row.fileId,
    filePath: row.filePath,
    ...mediaUrls(config, row.filePath),
  });

  return {
    authParams: () => createUploadAuthParams(config.mediaKeys.privateKey),

    async list({ skip, limit, path, sort }: MediaListArgs) {
      const { rows } = await db.query<{ name: string; fileId: string; filePath: string }>(
        `SELECT name, file_id AS "fileId", file_path AS "filePath" FROM media_files WHERE folder = $1
         ORDER BY ${sortSql[sort]} LIMIT $2 OFFSET $3`,
        [normalizeFolder(path), limit, skip],
      );
      return rows.map(toItem);
    },

    async folder(path: string) {
      const folder = normalizeFolder(path);
      const prefix = folder === '/' ? '/' : `${folder}/`;
      const [count, below] = await Promise.all([
        db.query<{ count: number }>(`SELECT count(*)::int AS count FROM media_files WHERE folder = $1`, [folder]),
        db.query<{ folder: string }>(`SELECT DISTINCT folder FROM media_files WHERE folder LIKE $1 || '%'`, [prefix]),
      ]);
      const children = new Set<string>();
      for (const row of below.rows) {
        if (row.folder === folder) continue;
        const next = row.folder.slice(prefix.length).split('/')[0];
        if (next) children.add(joinPath(folder, next));
      }
      return { path: folder, count: count.rows[0]?.count ?? 0, folders: [...children].sort() };
    },

    async bulkDelete(fileIds: readonly string[]) {
      if (fileIds.length === 0) throw badInput('Choose at least one file to delete.', 'fileIds');
      if (fileIds.length > 100) throw badInput('At most 100 files can be deleted at once.', 'fileIds');
      const { rows } = await db.query<{ filePath: string }>(
        `DELETE FROM media_files WHERE file_id = ANY($1::text[]) RETURNING file_path AS "filePath"`,
        [fileIds],
      );
      await Promise.all(
        rows.flatMap((row) => [
          rm(join(dirs.originals, row.filePath), { force: true }),
          rm(join(dirs.thumbnails, row.filePath), { force: true }),
        ]),
      );
      const missing = fileIds.length - rows.length;
      const deleted = `${rows.length} file${rows.length === 1 ? '' : 's'} deleted.`;
      return { message: missing > 0 ? `${deleted} ${missing} not found.` : deleted };
    },

    async store(file: StoredMediaFile, bytes: Uint8Array, thumbnail: Uint8Array) {
      const original = join(dirs.originals, file.filePath);
      const thumb = join(dirs.thumbnails, file.filePath);
      await mkdir(dirname(original), { recursive: true });
      await mkdir(dirname(thumb), { recursive: true });
      await writeFile(original, bytes);
      await writeFile(thumb, thumbnail);
      await db.query(
        `INSERT INTO media_files (file_id, name, folder, file_path, mime_type, size, width, height, tags)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          file.fileId,
          file.name,
          file.folder,
          file.filePath,
          file.mimeType,
          file.size,
          file.width,
          file.height,
          JSON.stringify(file.tags),
        ],
      );
    },
  };
}
