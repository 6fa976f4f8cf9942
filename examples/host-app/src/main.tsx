import { AdminCoreProvider, createAdminCore } from '@deals/admin-core';
import { createToaster, ThemeProvider, ToastProvider } from '@deals/ui';
import '@deals/ui/style.css';
import { createRoot } from 'react-dom/client';
import { Widgets } from './Widgets';
import './host.css';

// The whole setup, as the embedding guide gives it: one core for the API, the theme, one toaster.
const api = import.meta.env.VITE_API_ORIGIN ?? 'http://localhost:4200';
const urls = { urlEndpoint: `${api}/media`, uploadEndpoint: `${api}/api/v1/files/upload` };
const core = createAdminCore({ uri: `${api}/graphql`, media: { publicKey: 'public_dev_deals_backoffice', ...urls } });
createRoot(document.getElementById('root')!).render(
  <AdminCoreProvider core={core}>
    <ThemeProvider>
      <ToastProvider toaster={createToaster()}>
        <Widgets />
      </ToastProvider>
    </ThemeProvider>
  </AdminCoreProvider>,
);
