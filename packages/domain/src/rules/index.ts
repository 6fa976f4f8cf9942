// Business rules, one definition for the API's validation and the forms: each answers the message a person reads, or
// null. The entity definitions (`../entities`) attach them to fields; they stay exported for the few places that check
// one value on its own (a password change, a picked file's address).
export { SLUG_MAX_LENGTH, SLUG_PATTERN, slugFromTitle, slugProblem } from './slug';
export { TEXT_LIMITS, optionalTextProblem, requiredTextProblem, withoutPasses } from './text';
export {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  LINK_PROBLEM,
  SITE_PATH_PATTERN,
  URL_MAX_LENGTH,
  URL_PATTERN,
  emailProblem,
  linkProblem,
  urlProblem,
} from './addresses';
export {
  BLOG_TAG_LIMIT,
  METADATA_LIMITS,
  TAG_MAX_LENGTH,
  metadataOf,
  metadataProblems,
  tagsOf,
  tagsProblem,
  type Metadata,
  type MetadataDraft,
} from './metadata';
export {
  PRODUCT_CURRENCIES,
  PRODUCT_IMAGE_LIMIT,
  PRODUCT_PRICE_MAX,
  priceProblem,
  productCurrencyOf,
  productCurrencyProblem,
  productImagesProblem,
  salePriceProblem,
  type ProductCurrency,
} from './product';
export { publishedPostProblem } from './blog';
export { LIST_LIMITS, bannerSlideProblems, countProblem, menuItemProblems } from './merchandising';
export { SALE_PERIOD_FIELD, salePeriodProblem } from './salePeriod';
export { dateProblem } from './dates';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE,
  passwordProblem,
  type PasswordContext,
} from './password';
export { HTML_ALLOW_LIST, isAllowedAttribute, isAllowedUrl, type HtmlAllowList } from './html';
export {
  FEED_EMPTY_PROBLEM,
  FEED_FILE_LIMITS,
  byteLimitInWords,
  feedFileProblem,
  feedTooLargeProblem,
  feedTooManyRowsProblem,
} from './feedFile';
