import { AdminCoreProvider, PERMISSION_DENIED, useSettings, type AdminCore } from '@deals/admin-core';
import { ThemeProvider, ToastProvider, type Toaster } from '@deals/ui';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './routes';

function Themed({ toaster, router }: { toaster: Toaster; router: AppRouter }) {
  const scheme = useSettings((settings) => settings.themeMode);
  return (
    <ThemeProvider scheme={scheme} fill>
      <ToastProvider toaster={toaster}>
        <RouterProvider router={router} />
      </ToastProvider>
    </ThemeProvider>
  );
}

/** Publishes admin-core's errors (spec §8: logged) as toasts too, so a person sees them. */
function ErrorToasts({ core, toaster }: { core: AdminCore; toaster: Toaster }) {
  useEffect(
    () =>
      core.errors.subscribe((error) => {
        // Form validation errors are shown next to their field; the rest would otherwise go unseen.
        if (error.field) return;
        // A refusal by the permission table is no fault: the person stays signed in and learns why.
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

/** The back-office for one admin core, toaster and router (the browser's in production, a memory one in stories). */
export function App({ core, toaster, router }: { core: AdminCore; toaster: Toaster; router: AppRouter }) {
  return (
    <AdminCoreProvider core={core}>
      <ErrorToasts core={core} toaster={toaster} />
      <Themed toaster={toaster} router={router} />
    </AdminCoreProvider>
  );
}
