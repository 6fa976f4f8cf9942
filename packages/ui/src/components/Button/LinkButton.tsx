import type { ReactNode } from 'react';
import { composeRenderProps, Link, type LinkProps } from 'react-aria-components';
import { button } from './Button.css';
import { ButtonContent } from './ButtonContent';
import type { ButtonSize, ButtonVariant } from './Button';

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
}

/** A link that looks like a Button: navigation ("New brand", "Go to the dashboard"), not an action. */
export function LinkButton({ variant, size, icon, className, children, ...props }: LinkButtonProps) {
  return (
    <Link
      {...props}
      className={composeRenderProps(className, (own) =>
        [button({ variant, size, iconOnly: Boolean(icon) && !children }), own].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <ButtonContent icon={icon}>{content}</ButtonContent>
      ))}
    </Link>
  );
}
