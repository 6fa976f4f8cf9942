import { useMediaLibrary } from '@deals/admin-core';
import { Button, ConfirmDialog, MediaLibrary, useToaster } from '@deals/ui';
import { useState } from 'react';

/** The media library widget: a folder's files with paging, sort, upload, pick and a confirmed delete. */
export function MediaWidget({ onPick }: { onPick: (url: string) => void }) {
  const media = useMediaLibrary({ toaster: useToaster() });
  const [open, setOpen] = useState(false);
  const remove = () => <Button onPress={() => setOpen(true)}>Delete</Button>;
  return (
    <>
      <MediaLibrary {...media.props} onAction={(file) => onPick(file.url)} bulkActions={remove} />
      <ConfirmDialog variant="delete" isOpen={open} onOpenChange={setOpen} onConfirm={media.deleteSelected} />
    </>
  );
}
