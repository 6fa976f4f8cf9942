import { ConfirmDialog, createToaster, ThemeProvider, ToastProvider, useToaster } from '@deals/ui';
import '@deals/ui/style.css';
import { createRoot } from 'react-dom/client';

// The embedding guide's confirm dialog + toast example: ui only, no admin-core.
function Confirm() {
  const toaster = useToaster();
  return (
    <ConfirmDialog
      variant="delete"
      isOpen
      onOpenChange={() => undefined}
      onConfirm={() => void toaster.success('Deleted')}
    />
  );
}
createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <ToastProvider toaster={createToaster()}>
      <Confirm />
    </ToastProvider>
  </ThemeProvider>,
);
