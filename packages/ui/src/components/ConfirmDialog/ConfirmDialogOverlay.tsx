import { useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { errorText } from './ConfirmDialog.css';
import { confirmCopy, type ConfirmDialogProps } from './confirmCopy';

/** ConfirmDialog's dialog, a chunk of its own: see ConfirmDialog. */
export function ConfirmDialogOverlay({
  variant = 'default',
  isOpen,
  onOpenChange,
  onConfirm,
  isConfirmDisabled = false,
  children,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const copy = confirmCopy[variant];

  const close = (open: boolean) => {
    if (pending) return;
    if (!open) setError(null);
    onOpenChange(open);
  };

  async function confirm() {
    if (pending || isConfirmDisabled || !onConfirm) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setPending(false);
      onOpenChange(false);
    } catch (failure) {
      setPending(false);
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <Dialog
      title={copy.title}
      size="sm"
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={close}
      isDismissable={!pending}
      isKeyboardDismissDisabled={pending}
      footer={
        onConfirm ? (
          <>
            {/* A destructive dialog starts on Cancel, so Enter never deletes by accident. */}
            <Button
              variant="secondary"
              onPress={() => close(false)}
              isDisabled={pending}
              autoFocus={variant === 'delete'}
            >
              Cancel
            </Button>
            <Button
              variant={variant === 'delete' ? 'danger' : 'primary'}
              onPress={confirm}
              isPending={pending}
              isDisabled={isConfirmDisabled}
              autoFocus={variant !== 'delete'}
            >
              {copy.confirm}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onPress={() => close(false)} autoFocus>
            Close
          </Button>
        )
      }
    >
      {children}
      {error ? (
        <p role="alert" className={errorText}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
