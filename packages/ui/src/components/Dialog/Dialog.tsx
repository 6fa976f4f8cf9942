import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { OverlayBoundary } from '../Overlay/OverlayBoundary';
import { actions, body, dialog, heading, modal, overlay } from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  title: ReactNode;
  size?: DialogSize;
  /** The dialog's buttons, right-aligned under the body. */
  footer?: ReactNode;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode;
}

/**
 * A modal dialog: focus is trapped inside, Escape and a click outside (when dismissable) close it. Its submit and
 * Enter events never reach a form around its trigger (OverlayBoundary).
 */
export function Dialog({ title, size, footer, role = 'dialog', children, ...overlayProps }: DialogProps) {
  return (
    <ModalOverlay {...overlayProps} className={overlay}>
      <Modal className={modal({ size })}>
        <OverlayBoundary>
          <AriaDialog role={role} className={dialog}>
            <Heading slot="title" className={heading}>
              {title}
            </Heading>
            {children ? <div className={body}>{children}</div> : null}
            {footer ? <div className={actions}>{footer}</div> : null}
          </AriaDialog>
        </OverlayBoundary>
      </Modal>
    </ModalOverlay>
  );
}
