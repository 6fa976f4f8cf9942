// The permission table and the password policy of `@deals/domain`, re-exported as `@deals/admin-core/access` for
// host apps that imported them from here.
export * from '@deals/domain/access';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE,
  passwordProblem,
  type PasswordContext,
} from '@deals/domain/rules';
