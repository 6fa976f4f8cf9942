// Business rules, one definition for the API's validation and the forms (issue 15): each answers the message a
// person reads, or null.
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
  metadataProblems,
  tagsOf,
  tagsProblem,
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
  productProblems,
  salePriceProblem,
  type ProductCurrency,
  type ProductDraftFields,
} from './product';
export { publishedPostProblem } from './blog';
export { LIST_LIMITS, bannerSlideProblems, countProblem, menuItemProblems } from './merchandising';
