import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { errorText } from './ConfirmDialog.css';

export const confirmVariants = ['delete', 'save', 'default'] as const;
export type ConfirmVariant = (typeof confirmVariants)[number];

/** Spec §2: the titles and confirm buttons of each variant, exactly. */
export const confirmCopy: Record<ConfirmVariant, { title: string; confirm: string }> = {
  delete: { title: 'Are you sure you want to delete?', confirm: 'Delete' },
  save: { title: 'Are you sure you want to save?', confirm: 'Save' },
  default: { title: 'Are you sure?', confirm: 'Confirm' },
};

export interface ConfirmDialogProps {
  variant?: ConfirmVariant;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The confirmed action. While its promise runs the confirm button is pending and can't be pressed again; the
   * dialog closes when it resolves and stays open, showing the error, when it rejects. Without it the dialog only
   * shows a Close button.
   */
  onConfirm?: () => void | Promise<void>;
  /** What is about to happen, e.g. which brand will be deleted. */
  children?: ReactNode;
}

export function ConfirmDialog({ variant = 'default', isOpen, onOpenChange, onConfirm, children }: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const copy = confirmCopy[variant];

  const close = (open: boolean) => {
    if (pending) return;
    if (!open) setError(null);
    onOpenChange(open);
  };

  async function confirm() {
    if (pending || !onConfirm) return;
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
