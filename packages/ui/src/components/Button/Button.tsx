import type { ReactNode } from 'react';
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button } from './Button.css';
import { ButtonContent } from './ButtonContent';

export const buttonVariants = ['primary', 'secondary', 'danger', 'ghost'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the label; with no visible label, pass `aria-label`. */
  icon?: ReactNode;
  fullWidth?: boolean;
}

export function Button({ variant, size, icon, fullWidth, className, children, ...props }: ButtonProps) {
  const iconOnly = Boolean(icon) && !children;
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (own) =>
        [button({ variant, size, iconOnly, fullWidth }), own].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <ButtonContent icon={icon} isPending={isPending}>
          {content}
        </ButtonContent>
      ))}
    </AriaButton>
  );
}
