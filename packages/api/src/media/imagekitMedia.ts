import type { ApiConfig } from '../config';
import { badInput } from '../graphql/errors';
import { normalizeFolder } from './folders';
import type { MediaFileItem, MediaListArgs, MediaService } from './service';
import { createUploadAuthParams } from './signature';

interface ImageKitFile {
  type: 'file' | 'folder';
  name: string;
  fileId: string;
  url: string;
  thumbnail: string;
  filePath: string;
  folderPath?: string;
}

/** ImageKit's real media API, used when IMAGEKIT_* keys are set. `apiBase` and `fetch` are injectable for tests. */
export function imagekitMediaService(
  config: ApiConfig,
  options: { apiBase?: string; fetch?: typeof fetch } = {},
): MediaService {
  const apiBase = options.apiBase ?? 'https://api.imagekit.io/v1';
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${config.mediaKeys.privateKey}:`).toString('base64')}`;

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await doFetch(`${apiBase}${path}`, {
      ...init,
      headers: { authorization, 'content-type': 'application/json', ...init.headers },
    });
    const body = (await response.json().catch(() => ({}))) as T & { message?: string };
    if (!response.ok) throw new Error(`ImageKit answered ${response.status}: ${body.message ?? 'no message'}`);
    return body;
  }

  async function listRaw(params: Record<string, string>) {
    return call<ImageKitFile[]>(`/files?${new URLSearchParams(params)}`);
  }

  return {
    authParams: () => createUploadAuthParams(config.mediaKeys.privateKey),
    async list({ skip, limit, path, sort }: MediaListArgs): Promise<MediaFileItem[]> {
      const files = await listRaw({
        skip: String(skip),
        limit: String(limit),
        path: normalizeFolder(path),
        sort,
        type: 'file',
      });
      return files.map(({ name, fileId, url, thumbnail, filePath }) => ({ name, fileId, url, thumbnail, filePath }));
    },
    async folder(path: string) {
      const folder = normalizeFolder(path);
      const [folders, files] = await Promise.all([
        listRaw({ path: folder, type: 'folder', limit: '1000' }),
        listRaw({ path: folder, type: 'file', limit: '1000' }),
      ]);
      return {
        path: folder,
        count: files.length,
        folders: folders.map((entry) => `${folder === '/' ? '' : folder}/${entry.name}`).sort(),
      };
    },
    async bulkDelete(fileIds: readonly string[]) {
      if (fileIds.length === 0) throw badInput('Choose at least one file to delete.', 'fileIds');
      if (fileIds.length > 100) throw badInput('At most 100 files can be deleted at once.', 'fileIds');
      const result = await call<{ successfullyDeletedFileIds: string[] }>('/files/batch/deleteByFileIds', {
        method: 'POST',
        body: JSON.stringify({ fileIds }),
      });
      const count = result.successfullyDeletedFileIds.length;
      return { message: `${count} file${count === 1 ? '' : 's'} deleted.` };
    },
  };
}
