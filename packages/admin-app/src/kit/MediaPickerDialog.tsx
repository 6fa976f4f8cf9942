import { Button, Dialog, type MediaPickerRenderProps } from '@deals/ui';
import { useState } from 'react';
import { MediaBrowser, type MediaBrowserView } from './MediaBrowser';

/** ImageInput's "Media library": browse, upload, and pick one file (double-click, Enter or "Use image"). */
export function MediaPickerDialog({
  isOpen,
  onOpenChange,
  onPick,
  folder,
}: MediaPickerRenderProps & { folder: string }) {
  const [view, setView] = useState<MediaBrowserView>({ folder, sort: 'DESC_CREATED', page: 1 });
  return (
    <Dialog
      title="Choose an image"
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      footer={
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          Cancel
        </Button>
      }
    >
      <MediaBrowser
        view={view}
        onViewChange={setView}
        mode="pick"
        onPick={onPick}
        bulkActions={({ urls }) => (
          <Button size="sm" onPress={() => urls[0] && onPick(urls[0])}>
            Use image
          </Button>
        )}
      />
    </Dialog>
  );
}
