import { Button, ConfirmDialog, useToaster } from '@deals/ui';
import { useState } from 'react';

/** A confirmation dialog and a toast from the design system. */
export function PublishButton() {
  const toaster = useToaster();
  const [open, setOpen] = useState(false);
  const publish = () => void toaster.success('Partner page published');
  return (
    <>
      <Button onPress={() => setOpen(true)}>Publish the partner page</Button>
      <ConfirmDialog variant="save" isOpen={open} onOpenChange={setOpen} onConfirm={publish} />
    </>
  );
}
