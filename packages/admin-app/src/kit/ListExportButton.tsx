import { EXPORTABLE, useAccess, useFeedDownloadLink, type Resource } from '@deals/admin-core';
import { Button, useToaster, type ButtonProps } from '@deals/ui';
import { Download } from 'lucide-react';
import { saveFromLink } from './saveFromLink';

/** The arguments a list query was sent with; paging is left aside (an export is every page). */
export interface ListQueryArgs {
  search?: string | null;
  sort?: unknown;
  filter?: unknown;
}

export interface ListExportButtonProps {
  resource: Resource;
  /** The list as it stands: the very variables its query was sent with. */
  args: ListQueryArgs;
  /** Only these records, in the list's order (a selection). */
  ids?: string[];
  label?: string;
  size?: ButtonProps['size'];
}

/**
 * "Export CSV" for any list the permission table lets the role export: the list's search, filters and sort, every
 * page, streamed by the API as CSV with the import's columns (README "Import and export").
 */
export function ListExportButton({ resource, args, ids, label = 'Export CSV', size }: ListExportButtonProps) {
  const access = useAccess();
  const toaster = useToaster();
  const link = useFeedDownloadLink();
  if (!EXPORTABLE.includes(resource) || !access.can('export', resource)) return null;
  async function exportList() {
    const outcome = await link.run({
      input: {
        export: {
          list: resource,
          search: args.search || undefined,
          sort: args.sort ?? undefined,
          filter: args.filter ?? undefined,
          ids: ids?.length ? ids : undefined,
        },
      },
    });
    if (!outcome.ok) return toaster.error('The export did not start', outcome.message);
    saveFromLink(outcome.data.feedDownloadLink.url);
  }
  return (
    <Button
      variant="secondary"
      size={size}
      icon={<Download size={16} />}
      isPending={link.pending}
      onPress={() => void exportList()}
    >
      {label}
    </Button>
  );
}
