import { PERMISSION_DENIED, useAdminCore } from '@deals/admin-core';
import { useToaster } from '@deals/ui';
import { useEffect } from 'react';

/** admin-core's errors that no widget shows itself, as toasts (the admin-core README's "Errors as toasts"). */
export function ErrorToasts() {
  const core = useAdminCore();
  const toaster = useToaster();
  useEffect(
    () =>
      core.errors.subscribe((error) => {
        if (error.field) return;
        const title =
          error.kind === 'network'
            ? 'The server could not be reached'
            : error.code === PERMISSION_DENIED
              ? 'Not allowed'
              : 'Something went wrong';
        toaster.error(title, error.message);
      }),
    [core, toaster],
  );
  return null;
}
