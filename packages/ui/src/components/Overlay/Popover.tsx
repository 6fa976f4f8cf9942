import { Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { OverlayBoundary } from './OverlayBoundary';

export interface PopoverProps extends Omit<AriaPopoverProps, 'children'> {
  children: ReactNode;
}

/** react-aria's Popover whose events never leak to the tree around its trigger (see OverlayBoundary). */
export function Popover({ children, ...props }: PopoverProps) {
  return (
    <AriaPopover {...props}>
      <OverlayBoundary>{children}</OverlayBoundary>
    </AriaPopover>
  );
}
