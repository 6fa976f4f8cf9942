import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { iconSlot } from './Button.css';

/** The inside of a Button or LinkButton: the icon (or a spinner while pending) before the label. */
export function ButtonContent({
  icon,
  isPending = false,
  children,
}: {
  icon?: ReactNode;
  isPending?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {isPending ? (
        <span className={iconSlot}>
          <Spinner />
        </span>
      ) : icon ? (
        <span className={iconSlot} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </>
  );
}
