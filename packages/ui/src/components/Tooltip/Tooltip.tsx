import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import { tooltip } from './Tooltip.css';

export interface TooltipProps {
  /** What the tooltip says; the trigger still needs its own accessible name (a tooltip is not one). */
  content: ReactNode;
  /** A focusable react-aria element: Button or Link. */
  children: ReactElement;
  placement?: AriaTooltipProps['placement'];
  isDisabled?: boolean;
}

/** A short label shown on hover (after a delay) and at once on keyboard focus, for controls that show only an icon. */
export function Tooltip({ content, children, placement = 'end', isDisabled }: TooltipProps) {
  return (
    <TooltipTrigger delay={400} closeDelay={0} isDisabled={isDisabled}>
      {children}
      <AriaTooltip placement={placement} offset={8} className={tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
