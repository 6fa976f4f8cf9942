import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { useReadOnly } from '../Form/readOnly';
import { root, thumb, track } from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

/** An on/off toggle with its label, for flags like "Active". */
export function Switch({ children, className, isReadOnly, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} isReadOnly={useReadOnly(isReadOnly)} className={[root, className].filter(Boolean).join(' ')}>
      <span className={track} aria-hidden="true">
        <span className={thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
