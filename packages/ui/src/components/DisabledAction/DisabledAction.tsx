import type { ReactNode } from 'react';
import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';
import { button } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { ButtonContent } from '../Button/ButtonContent';
import { tooltip, unavailable } from './DisabledAction.css';

export interface DisabledActionProps {
  /** The action's label, as on the Button it stands in for: "Save changes". */
  children: ReactNode;
  /** Why it can't be used, shown on hover and on keyboard focus: "Viewers can't update brands." */
  reason: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
}

/**
 * A button the person may not use, with the reason. A native disabled button can't take focus, so keyboard users
 * would never learn why; this one stays in the tab order as `aria-disabled`, does nothing when pressed, and shows its
 * reason in a tooltip on hover and focus (the tooltip also describes it to screen readers).
 */
export function DisabledAction({ children, reason, variant, size, icon }: DisabledActionProps) {
  return (
    <TooltipTrigger delay={300} closeDelay={100}>
      <Focusable>
        <span
          role="button"
          tabIndex={0}
          aria-disabled="true"
          data-disabled="true"
          className={[button({ variant, size }), unavailable].join(' ')}
        >
          <ButtonContent icon={icon}>{children}</ButtonContent>
        </span>
      </Focusable>
      <Tooltip className={tooltip} offset={6} placement="top">
        {reason}
      </Tooltip>
    </TooltipTrigger>
  );
}
