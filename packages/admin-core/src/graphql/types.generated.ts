export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * The reference API of the deals back-office. Every field except `login`, `refreshTokens` and `logout` needs the bearer
   * access token of an active user; otherwise the error message is exactly `Forbidden`.
   * Validation errors carry `extensions.code = BAD_USER_INPUT` and `extensions.field` naming the input field.
   */
  DateTime: { input: string; output: string; }
  /** Any JSON value: a history entry's field differences and record states. */
  JSON: { input: unknown; output: unknown; }
};

export type ActivityFilter = {
  /** Entries at or after this moment. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  recordType?: InputMaybe<RecordType>;
  /** Entries before this moment. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type BannerCarouselInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  placement: Placement;
  slides: Array<BannerSlideInput>;
  title: Scalars['String']['input'];
};

export type BannerSlideInput = {
  altText: Scalars['String']['input'];
  imageUrl: Scalars['String']['input'];
  linkUrl: Scalars['String']['input'];
};

export type BlogPostFilter = {
  status?: InputMaybe<PostStatus>;
  tag?: InputMaybe<Scalars['String']['input']>;
};

export type BlogPostInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  coverImageUrl?: InputMaybe<Scalars['String']['input']>;
  excerpt?: InputMaybe<Scalars['String']['input']>;
  metadata?: InputMaybe<MetadataInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  status: PostStatus;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
};

export type BlogPostSort = {
  field: BlogPostSortField;
  order?: SortOrder;
};

export type BlogPostSortField =
  | 'CREATED_AT'
  | 'PUBLISHED_AT'
  | 'TITLE';

export type BrandFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type BrandInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  metadata?: InputMaybe<MetadataInput>;
  title: Scalars['String']['input'];
};

export type BulkProductInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CatalogueSort = {
  field: CatalogueSortField;
  order?: SortOrder;
};

export type CatalogueSortField =
  | 'CREATED_AT'
  | 'TITLE'
  | 'UPDATED_AT';

export type CategoryFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only the direct children of this category. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** Only top-level categories. */
  rootOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CategoryInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  metadata?: InputMaybe<MetadataInput>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
};

export type CategorySort = {
  field: CategorySortField;
  order?: SortOrder;
};

export type CategorySortField =
  | 'CREATED_AT'
  | 'TITLE'
  /** The tree's reading order: each category right after its parent, siblings by path, at any depth. */
  | 'TREE'
  | 'UPDATED_AT';

export type CreateSaleInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  discountLabel?: InputMaybe<Scalars['String']['input']>;
  endsAt: Scalars['DateTime']['input'];
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  metadata?: InputMaybe<MetadataInput>;
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  slug: Scalars['String']['input'];
  startsAt: Scalars['DateTime']['input'];
  storeId?: InputMaybe<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
};

export type CreateUserInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  role: UserRole;
};

export type FeaturedMenuInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  items: Array<FeaturedMenuItemInput>;
  title: Scalars['String']['input'];
};

export type FeaturedMenuItemInput = {
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  label: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type FeedColumnMappingInput = {
  column: Scalars['Int']['input'];
  field?: InputMaybe<Scalars['String']['input']>;
};

export type FeedDownloadInput = {
  export?: InputMaybe<FeedExportInput>;
  /** The rejected rows of this import, as CSV with an Error column. */
  rejectedRowsOf?: InputMaybe<Scalars['ID']['input']>;
};

/** A kind of record a CSV feed imports. */
export type FeedEntity =
  | 'BRAND'
  | 'CATEGORY'
  | 'PRODUCT'
  | 'STORE';

/** A list to export, with the list query's own arguments (JSON of its filter and sort input types). */
export type FeedExportInput = {
  filter?: InputMaybe<Scalars['JSON']['input']>;
  /** Products only: these ids, in the list's order. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The list's resource: products, brands, stores, categories, sales, organizations, blogPosts. */
  list: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['JSON']['input']>;
};

export type FeedImportFilter = {
  entity?: InputMaybe<FeedEntity>;
  feedName?: InputMaybe<Scalars['String']['input']>;
  /** Only imports uploaded by the caller. */
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Array<FeedImportStatus>>;
};

export type FeedImportRowFilter = {
  outcome?: InputMaybe<Array<FeedRowOutcome>>;
  planned?: InputMaybe<Array<FeedRowOutcome>>;
  undoOutcome?: InputMaybe<Array<FeedUndoOutcome>>;
};

export type FeedImportSettingsInput = {
  /** One entry per column to map; columns left out are ignored. */
  mapping: Array<FeedColumnMappingInput>;
  /** Key fields to find existing records by; every key field of the entity when left out. */
  matchBy?: InputMaybe<Array<Scalars['String']['input']>>;
  missingReferences?: InputMaybe<FeedMissingReferences>;
  onMatch?: InputMaybe<FeedMatchAction>;
};

/**
 * Where an import is. UPLOADED: read, waiting to be set up. CHECKING: the dry run is working. CHECKED: the dry run's
 * plan is ready; nothing was written. APPLYING: writing, batch by batch (a job; survives closed tabs and restarts).
 * APPLIED: done. CANCELLED: stopped between two batches; what was applied stays. FAILED: stopped by an error (`error`).
 * UNDOING: the undo is working. UNDONE: the undo is done.
 */
export type FeedImportStatus =
  | 'APPLIED'
  | 'APPLYING'
  | 'CANCELLED'
  | 'CHECKED'
  | 'CHECKING'
  | 'FAILED'
  | 'UNDOING'
  | 'UNDONE'
  | 'UPLOADED';

export type FeedMatchAction =
  | 'SKIP'
  | 'UPDATE';

export type FeedMissingReferences =
  /** A brand, store or category named by a row that does not exist is created. */
  | 'CREATE'
  /** The row is rejected with the column and the name. */
  | 'REJECT';

/** What a row does (dry run) or did (apply). */
export type FeedRowOutcome =
  | 'CREATE'
  | 'REJECT'
  /** Matches a record and the import skips matches. */
  | 'SKIP'
  /** Matches a record whose imported fields already hold these values: nothing to write. */
  | 'UNCHANGED'
  | 'UPDATE';

/** What the undo did with a record the import wrote. */
export type FeedUndoOutcome =
  /** Left as it is: changed or deleted since the import (`undoNote` says which). */
  | 'KEPT'
  /** Deleted (the import created it) or given its earlier values back (the import updated it). */
  | 'REVERTED';

export type HistoryAction =
  | 'BULK_DELETE'
  | 'BULK_UPDATE'
  | 'CREATE'
  | 'DELETE'
  /** Only in live events: a batch of an import or its undo changed records of this kind (`id` is the import's). */
  | 'IMPORT'
  | 'MAKE_LIVE'
  | 'MOVE'
  | 'PUBLISH'
  | 'RESTORE'
  | 'RUN_NOW'
  | 'UPDATE';

export type HistoryBatchKind =
  | 'IMPORT'
  | 'UNDO_IMPORT';

export type JobFilter = {
  /** Only jobs with a failed run in the last this many days (the dashboard's failed runs of the week: 7). */
  failedWithinDays?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<JobStatus>;
};

export type JobInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** One of `jobKinds`. */
  kind: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** A five-field cron expression, e.g. `*\/15 * * * *` (UTC). */
  schedule: Scalars['String']['input'];
};

export type JobRunStatus =
  | 'FAILED'
  | 'RUNNING'
  | 'SUCCEEDED';

export type JobRunTrigger =
  | 'MANUAL'
  | 'SCHEDULE';

export type JobStatus =
  | 'ACTIVE'
  | 'PAUSED';

export type LayoutPage =
  | 'CATEGORY'
  | 'DEALS'
  | 'HOME';

export type LayoutSectionInput = {
  kind: LayoutSectionKind;
  ref: Scalars['ID']['input'];
};

export type LayoutSectionKind =
  | 'BANNER_CAROUSEL'
  | 'FEATURED_MENU'
  | 'PRODUCT_CAROUSEL'
  | 'SALES';

export type MediaListSort =
  | 'ASC_CREATED'
  | 'ASC_NAME'
  | 'ASC_SIZE'
  | 'DESC_CREATED'
  | 'DESC_NAME'
  | 'DESC_SIZE';

export type MerchandisingFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  placement?: InputMaybe<Placement>;
};

export type MerchandisingSort = {
  field: MerchandisingSortField;
  order?: SortOrder;
};

export type MerchandisingSortField =
  | 'CREATED_AT'
  | 'TITLE'
  | 'UPDATED_AT';

export type MetadataInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type OrganizationFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
};

export type OrganizationInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  logoUrl?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  website?: InputMaybe<Scalars['String']['input']>;
};

export type OrganizationSort = {
  field: OrganizationSortField;
  order?: SortOrder;
};

export type OrganizationSortField =
  | 'CREATED_AT'
  | 'NAME';

export type PageLayoutFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<LayoutPage>;
};

export type PageLayoutInput = {
  name: Scalars['String']['input'];
  page: LayoutPage;
  sections: Array<LayoutSectionInput>;
};

export type Placement =
  | 'CATEGORY_TOP'
  | 'DEALS_TOP'
  | 'HOME_HERO'
  | 'HOME_SECONDARY'
  | 'SIDEBAR';

export type PostStatus =
  | 'DRAFT'
  | 'PUBLISHED';

export type ProductCarouselInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  placement: Placement;
  /** 1 to 30 products, in display order. */
  productIds: Array<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
};

export type ProductFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  brandIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  createdAfter?: InputMaybe<Scalars['DateTime']['input']>;
  expiresAfter?: InputMaybe<Scalars['DateTime']['input']>;
  expiresBefore?: InputMaybe<Scalars['DateTime']['input']>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only deals with (true) or without (false) a coupon code. */
  hasCouponCode?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  storeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type ProductInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  brandId?: InputMaybe<Scalars['ID']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  couponCode?: InputMaybe<Scalars['String']['input']>;
  currency: Scalars['String']['input'];
  dealUrl: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  metadata?: InputMaybe<MetadataInput>;
  price: Scalars['Float']['input'];
  salePrice?: InputMaybe<Scalars['Float']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
};

export type ProductSort = {
  field: ProductSortField;
  order?: SortOrder;
};

export type ProductSortField =
  | 'CREATED_AT'
  | 'EXPIRES_AT'
  | 'PRICE'
  | 'TITLE'
  | 'UPDATED_AT';

/** Every kind of record the history knows. */
export type RecordType =
  | 'BANNER_CAROUSEL'
  | 'BLOG_POST'
  | 'BRAND'
  | 'CATEGORY'
  | 'FEATURED_MENU'
  | 'JOB'
  | 'ORGANIZATION'
  | 'PAGE_LAYOUT'
  | 'PRODUCT'
  | 'PRODUCT_CAROUSEL'
  | 'SALE'
  | 'STORE'
  | 'USER';

/** The version a client loaded for one row of a bulk action. */
export type RowVersionInput = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};

export type SaleFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<SaleStatus>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
};

export type SaleSort = {
  field: SaleSortField;
  order?: SortOrder;
};

export type SaleSortField =
  | 'CREATED_AT'
  | 'ENDS_AT'
  | 'STARTS_AT'
  | 'TITLE';

export type SaleStatus =
  | 'ENDED'
  | 'RUNNING'
  | 'UPCOMING';

export type SortOrder =
  | 'ASC'
  | 'DESC';

export type StoreFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type StoreInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  metadata?: InputMaybe<MetadataInput>;
  title: Scalars['String']['input'];
};

export type UpdateProfileInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The slug is fixed once a sale exists. */
export type UpdateSaleInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  discountLabel?: InputMaybe<Scalars['String']['input']>;
  endsAt: Scalars['DateTime']['input'];
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  metadata?: InputMaybe<MetadataInput>;
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  startsAt: Scalars['DateTime']['input'];
  storeId?: InputMaybe<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
};

export type UpdateUserInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<UserRole>;
};

export type UserFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  role?: InputMaybe<UserRole>;
};

export type UserRole =
  | 'ADMIN'
  | 'EDITOR'
  | 'VIEWER';

export type UserSort = {
  field: UserSortField;
  order?: SortOrder;
};

export type UserSortField =
  | 'CREATED_AT'
  | 'EMAIL'
  | 'LAST_LOGIN_AT'
  | 'NAME';
