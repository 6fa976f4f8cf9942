import { roleLabels, type UserRole } from '@deals/admin-core';

export { roleLabels };
export const roleOptions = (Object.keys(roleLabels) as UserRole[]).map((id) => ({ id, label: roleLabels[id] }));
