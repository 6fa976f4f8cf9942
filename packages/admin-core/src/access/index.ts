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
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE,
  passwordProblem,
  type PasswordContext,
} from './passwordPolicy';
