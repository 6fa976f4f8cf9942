// The business rules of `@deals/domain`, re-exported so `@deals/admin-core/rules` (and the root entry) keep offering
// what host apps imported before the rules moved; the published build bundles them, no separate package needed.
export * from '@deals/domain/rules';
export { productProblems, type ProductDraftFields } from '@deals/domain/entities';
