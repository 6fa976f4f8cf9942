import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useAdminCore } from '../../react/AdminCoreProvider';

export interface MediaUploadProgress {
  id: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  error?: string;
}

let nextUploadId = 0;

/** Uploads files into a media folder one by one, with progress per file; the library lists refresh when done. */
export function useMediaUploads(folder: string) {
  const core = useAdminCore();
  const client = useApolloClient();
  const [uploads, setUploads] = useState<MediaUploadProgress[]>([]);

  const upload = useCallback(
    async (files: File[]) => {
      const batch = files.map((file) => ({ id: `upload-${++nextUploadId}`, file }));
      const patch = (id: string, change: Partial<MediaUploadProgress>) =>
        setUploads((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
      setUploads((current) => [
        ...current.filter((item) => item.status === 'uploading'),
        ...batch.map(({ id, file }) => ({ id, name: file.name, progress: 0, status: 'uploading' as const })),
      ]);
      let uploaded = 0;
      for (const { id, file } of batch) {
        try {
          await core.uploader()({
            file,
            fileName: file.name,
            folder,
            onProgress: (progress) => patch(id, { progress }),
          });
          uploaded += 1;
          patch(id, { progress: 1, status: 'done' });
        } catch (error) {
          patch(id, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
        }
      }
      if (uploaded) {
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'getMediaList' });
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'getMediaFolder' });
        client.cache.gc();
      }
      return { uploaded, failed: batch.length - uploaded };
    },
    [core, client, folder],
  );
  return { uploads, upload };
}
