import { AdminCoreProvider, createAdminCore, useMediaLibrary } from '@deals/admin-core';
import { createToaster, MediaLibrary, ThemeProvider, ToastProvider, useToaster } from '@deals/ui';
import '@deals/ui/style.css';
import { createRoot } from 'react-dom/client';

// The embedding guide's setup and its media library example, alone in a blank page (no API: the bytes are the same).
const api = 'http://127.0.0.1:4169';
const core = createAdminCore({
  uri: `${api}/graphql`,
  media: { publicKey: 'public_dev_deals_backoffice', urlEndpoint: `${api}/media` },
});
function Media() {
  const media = useMediaLibrary({ toaster: useToaster() });
  return <MediaLibrary {...media.props} onAction={(file) => console.info(file.url)} />;
}
createRoot(document.getElementById('root')!).render(
  <AdminCoreProvider core={core}>
    <ThemeProvider>
      <ToastProvider toaster={createToaster()}>
        <Media />
      </ToastProvider>
    </ThemeProvider>
  </AdminCoreProvider>,
);
