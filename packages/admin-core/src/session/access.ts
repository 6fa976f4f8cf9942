import { deniedReason, roleCan, type Action, type Resource, type Role } from '@deals/domain/access';

/**
 * What the signed-in person may do, as the UI asks it. With permissions off (a backend with only the spec's §7
 * operations) every answer is yes and the server decides; with them on, the answers follow the shared table.
 */
export interface Access {
  /** Whether the host turned permissions on (`createAdminCore({ access: true })`). */
  enabled: boolean;
  /** The role the API answered; null when permissions are off or not loaded yet. */
  role: Role | null;
  can(action: Action, resource: Resource): boolean;
  /** Why the action is refused, for a tooltip or a note; null when it is allowed. */
  reason(action: Action, resource: Resource): string | null;
}

/** Permissions off: everything is allowed in the UI and the server has the last word. */
export const UNRESTRICTED_ACCESS: Access = {
  enabled: false,
  role: null,
  can: () => true,
  reason: () => null,
};

/** Permissions on, for a role (null while it is unknown: nothing is allowed until the API has answered). */
export function accessForRole(role: Role | null): Access {
  return {
    enabled: true,
    role,
    can: (action, resource) => roleCan(role, action, resource),
    reason: (action, resource) => deniedReason(role, action, resource),
  };
}
