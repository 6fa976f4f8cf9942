import { AdminCoreProvider, createAdminCore } from '@deals/admin-core';
import { createToaster, ThemeProvider, ToastProvider } from '@deals/ui';
import '@deals/ui/style.css';
import { createRoot } from 'react-dom/client';
import { Widgets } from './Widgets';
import './host.css';

// The whole setup: one core for the API, one toaster, the theme and the providers.
const api = import.meta.env.VITE_API_ORIGIN ?? 'http://localhost:4200';
const core = createAdminCore({
  uri: `${api}/graphql`,
  media: {
    publicKey: 'public_dev_deals_backoffice',
    urlEndpoint: `${api}/media`,
    uploadEndpoint: `${api}/api/v1/files/upload`,
  },
});
const toaster = createToaster();

createRoot(document.getElementById('root')!).render(
  <AdminCoreProvider core={core}>
    <ThemeProvider>
      <ToastProvider toaster={toaster}>
        <Widgets />
      </ToastProvider>
    </ThemeProvider>
  </AdminCoreProvider>,
);
