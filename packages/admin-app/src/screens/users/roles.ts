import type { UserRole } from '@deals/admin-core';

export const roleLabels: Record<UserRole, string> = { ADMIN: 'Administrator', EDITOR: 'Editor', VIEWER: 'Viewer' };
export const roleOptions = (Object.keys(roleLabels) as UserRole[]).map((id) => ({ id, label: roleLabels[id] }));
