import { checkImageUrl, useAdminCore } from '@deals/admin-core';
import type { ImageInputProps } from '@deals/ui';
import { useMemo } from 'react';
import { MediaPickerDialog } from './MediaPickerDialog';

/** ImageInput's three sources wired to admin-core: upload into `folder`, the media library, and the checked URL. */
export function useImageSources(folder: string, tags: string[]) {
  const core = useAdminCore();
  const tagList = tags.join(',');
  return useMemo(
    (): Pick<ImageInputProps, 'onUpload' | 'checkImageUrl' | 'renderMediaPicker'> => ({
      checkImageUrl,
      onUpload: async (file) =>
        (await core.uploader()({ file, fileName: file.name, folder, tags: tagList.split(',') })).url,
      renderMediaPicker: (props) => <MediaPickerDialog {...props} folder={folder} />,
    }),
    [core, folder, tagList],
  );
}
