import { useFeedDownloadLink } from '@deals/admin-core';
import { useToaster } from '@deals/ui';
import { saveFromLink } from '../../kit/saveFromLink';

/** "Download rejected rows": the original columns and an Error column, to fix and import again. */
export function useRejectedRowsDownload(importId: string) {
  const toaster = useToaster();
  const link = useFeedDownloadLink();
  return {
    pending: link.pending,
    async download() {
      const outcome = await link.run({ input: { rejectedRowsOf: importId } });
      if (!outcome.ok) return toaster.error('The rejected rows were not downloaded', outcome.message);
      saveFromLink(outcome.data.feedDownloadLink.url);
    },
  };
}
