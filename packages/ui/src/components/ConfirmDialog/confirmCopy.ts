import type { ReactNode } from 'react';

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
  /**
   * The confirm button can't be pressed yet: the dialog is still finding out something the person should read first
   * (what else a delete changes). Cancel stays available.
   */
  isConfirmDisabled?: boolean;
  /** What is about to happen, e.g. which brand will be deleted. */
  children?: ReactNode;
}
