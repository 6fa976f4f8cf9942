import { ConfirmDialog, ThemeProvider } from '@deals/ui';
import '@deals/ui/style.css';
import { createRoot } from 'react-dom/client';

// The cost of one design-system component in a blank app: tree-shaking must leave the rest behind.
createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <ConfirmDialog variant="delete" isOpen onOpenChange={() => undefined} onConfirm={() => undefined}>
      The brand will be deleted.
    </ConfirmDialog>
  </ThemeProvider>,
);
