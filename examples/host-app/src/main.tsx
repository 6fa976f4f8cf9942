import { AdminCoreProvider, createAdminCore } from '@deals/admin-core';
import { createToaster, ThemeProvider, ToastProvider } from '@deals/ui';
import '@deals/ui/style.css';
import { createRoot } from 'react-dom/client';
import { ErrorToasts } from './ErrorToasts';
import { Widgets } from './Widgets';
import './host.css';

// The whole setup, as the embedding guide gives it: one core for the API (which says where uploads go), the theme,
// one toaster, and admin-core's errors as toasts.
const api = import.meta.env.VITE_API_ORIGIN ?? 'http://localhost:4200';
const core = createAdminCore({ uri: `${api}/graphql` });
createRoot(document.getElementById('root')!).render(
  <AdminCoreProvider core={core}>
    <ThemeProvider>
      <ToastProvider toaster={createToaster()}>
        <ErrorToasts />
        <Widgets />
      </ToastProvider>
    </ThemeProvider>
  </AdminCoreProvider>,
);
