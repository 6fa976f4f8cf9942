import { useAccess, type Action, type Resource } from '@deals/admin-core';
import { Button, DisabledAction, type ButtonProps } from '@deals/ui';
import type { ReactNode } from 'react';

/** Shows its children only when the signed-in role may do this action (hidden, not disabled). */
export function Allowed({ action, resource, children }: { action: Action; resource: Resource; children: ReactNode }) {
  return useAccess().can(action, resource) ? <>{children}</> : null;
}

export interface GatedButtonProps extends ButtonProps {
  action: Action;
  resource: Resource;
  children: ReactNode;
}

/**
 * A Button the role may be refused: allowed, it is the Button; refused, it stays in place, disabled, with the reason
 * on hover and keyboard focus ("Editors can't update jobs."), so nobody wonders why it does nothing.
 */
export function GatedButton({ action, resource, ...props }: GatedButtonProps) {
  const access = useAccess();
  const reason = access.reason(action, resource);
  if (!reason) return <Button {...props} />;
  return (
    <DisabledAction reason={reason} variant={props.variant} size={props.size} icon={props.icon}>
      {props.children}
    </DisabledAction>
  );
}
