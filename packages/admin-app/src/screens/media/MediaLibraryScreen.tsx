import { useBulkDeleteMediaFiles } from '@deals/admin-core';
import { Button, ConfirmDialog, mediaSorts, PageHeader, useToaster, type MediaSort } from '@deals/ui';
import { Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Allowed } from '../../kit/Allowed';
import { MediaBrowser, type MediaBrowserView } from '../../kit/MediaBrowser';

const DEFAULT_SORT: MediaSort = 'DESC_CREATED';

function viewFromUrl(params: URLSearchParams): MediaBrowserView {
  const folder = params.get('folder');
  const sort = mediaSorts.find((option) => option.id === params.get('sort'))?.id ?? DEFAULT_SORT;
  const page = Number(params.get('page'));
  return {
    folder: folder?.startsWith('/') ? folder : '/',
    sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function urlFromView(view: MediaBrowserView) {
  const params = new URLSearchParams();
  if (view.folder !== '/') params.set('folder', view.folder);
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** /media-library: folders, sort and page in the URL; upload by drop or picker; copy URLs; bulk delete. */
export function MediaLibraryScreen() {
  const toaster = useToaster();
  const [params, setParams] = useSearchParams();
  const bulkDelete = useBulkDeleteMediaFiles();
  const [pendingDelete, setPendingDelete] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const count = pendingDelete?.ids.length ?? 0;
  return (
    <>
      <PageHeader title="Media library" subtitle="Images for brands, categories, products and the site" />
      <MediaBrowser
        view={viewFromUrl(params)}
        onViewChange={(view) => setParams(urlFromView(view), { preventScrollReset: true })}
        mode="manage"
        bulkActions={({ ids, urls, clear }) => (
          <>
            <Button
              size="sm"
              variant="secondary"
              icon={<Copy size={16} />}
              onPress={() =>
                navigator.clipboard.writeText(urls.join('\n')).then(
                  () => toaster.success(urls.length === 1 ? 'URL copied' : `${urls.length} URLs copied`),
                  () => toaster.error('The URL could not be copied', 'The browser did not allow clipboard access.'),
                )
              }
            >
              Copy URL
            </Button>
            <Allowed action="delete" resource="media">
              <Button
                size="sm"
                variant="danger"
                icon={<Trash2 size={16} />}
                onPress={() => setPendingDelete({ ids, clear })}
              >
                Delete
              </Button>
            </Allowed>
          </>
        )}
      />
      <ConfirmDialog
        variant="delete"
        isOpen={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        onConfirm={async () => {
          if (!pendingDelete) return;
          const outcome = await bulkDelete.run({ fileIds: pendingDelete.ids });
          if (!outcome.ok) {
            toaster.error('The files were not deleted', outcome.message);
            throw new Error(outcome.message);
          }
          toaster.success('Files deleted', outcome.data.bulkDeleteMediaFiles.message);
          pendingDelete.clear();
          setPendingDelete(null);
        }}
      >
        {count === 1 ? 'The selected file' : `${count} selected files`} will be deleted. Pages that still use{' '}
        {count === 1 ? 'it' : 'them'} will show a broken image.
      </ConfirmDialog>
    </>
  );
}
