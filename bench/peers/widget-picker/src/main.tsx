import { AdminCoreProvider, createAdminCore, useCataloguePicker } from '@deals/admin-core';
import { ComboBox, createToaster, ThemeProvider, ToastProvider, useToaster } from '@deals/ui';
import '@deals/ui/style.css';
import { createRoot } from 'react-dom/client';

// The embedding guide's setup and its brand picker example, alone in a blank page.
const core = createAdminCore({ uri: 'http://127.0.0.1:4169/graphql' });
function Picker() {
  const brand = useCataloguePicker('brand', { toaster: useToaster() });
  return <ComboBox label="Featured brand" {...brand.props} />;
}
createRoot(document.getElementById('root')!).render(
  <AdminCoreProvider core={core}>
    <ThemeProvider>
      <ToastProvider toaster={createToaster()}>
        <Picker />
      </ToastProvider>
    </ThemeProvider>
  </AdminCoreProvider>,
);
