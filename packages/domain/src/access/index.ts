export {
  ACTIONS,
  PERMISSIONS,
  RESOURCES,
  RESOURCE_LABELS,
  ROLES,
  deniedReason,
  isRole,
  roleCan,
  type Action,
  type Resource,
  type Role,
} from './permissions';
