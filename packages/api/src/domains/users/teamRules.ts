import type { Role } from '@deals/domain/access';
import type { Queryable } from '../../db/database';
import { badInput, permissionDenied } from '../../graphql/errors';
import { userRepository, type UserRow } from './repository';

/**
 * Rules that protect the team, beyond the permission table (which already keeps viewers and editors from changing
 * users at all): only admins make, change or deactivate an admin; nobody changes their own role or deactivates
 * themself; the last active admin stays an active admin.
 */
export function assertMayCreate(me: UserRow, role: Role): void {
  if (role === 'ADMIN' && me.role !== 'ADMIN') throw permissionDenied('Only admins can create an admin.');
}

export async function assertMayUpdate(
  db: Queryable,
  me: UserRow,
  target: UserRow,
  changes: { role?: Role | null; active?: boolean | null },
): Promise<void> {
  const changesRole = changes.role != null && changes.role !== target.role;
  const deactivates = changes.active === false && target.active;
  if (me.id === target.id && deactivates) throw badInput("You can't deactivate your own account.", 'active');
  if (me.id === target.id && changesRole) throw badInput("You can't change your own role.", 'role');
  if ((target.role === 'ADMIN' || changes.role === 'ADMIN') && me.role !== 'ADMIN') {
    throw permissionDenied('Only admins can change an admin.');
  }
  if (target.role === 'ADMIN' && target.active && (deactivates || changesRole)) {
    if ((await userRepository.countOtherActiveAdmins(db, target.id)) === 0) {
      throw badInput(
        deactivates ? "The last active admin can't be deactivated." : "The last active admin can't be demoted.",
        deactivates ? 'active' : 'role',
      );
    }
  }
}

/** A change of role or a deactivation ends the person's sessions at once (their tokens stop on the next request). */
export function endsSessions(target: UserRow, changes: { role?: Role | null; active?: boolean | null }): boolean {
  return (changes.role != null && changes.role !== target.role) || (changes.active === false && target.active);
}
