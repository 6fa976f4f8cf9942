import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { BrandRow } from '../domains/brands/repository';
import type { StoreRow } from '../domains/stores/repository';
import type { CategoryRow } from '../domains/categories/repository';
import type { ProductRow } from '../domains/products/repository';
import type { SaleRow } from '../domains/sales/repository';
import type { UserRow } from '../domains/users/repository';
import type { BannerCarouselRow, ProductCarouselRow, FeaturedMenuRow } from '../domains/merchandising/carousels';
import type { PageLayoutRow, LayoutSectionRow } from '../domains/merchandising/pageLayouts';
import type { BlogPostRow } from '../domains/blog/repository';
import type { JobRow, JobRunRow } from '../jobs/repository';
import type { OrganizationRow } from '../domains/organizations/repository';
import type { HistoryEntryRow } from '../history/historyRepository';
import type { FeedImportRecord } from '../feeds/importRepository';
import type { FeedImportRowRecord } from '../feeds/rowRepository';
import type { HistoryBatchRow } from '../feeds/historyBatch';
import type { RequestContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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

export type Author = {
  __typename?: 'Author';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type BannerCarousel = {
  __typename?: 'BannerCarousel';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  placement: Placement;
  slides: Array<BannerSlide>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote the record last; null when nobody has since versions were introduced, or that account was deleted. */
  updatedBy: Maybe<UserRef>;
  /** Bumped by every write. Send it back as `expectedVersion` when updating: a stale one is refused with CONFLICT. */
  version: Scalars['Int']['output'];
};

export type BannerCarouselInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  placement: Placement;
  slides: Array<BannerSlideInput>;
  title: Scalars['String']['input'];
};

export type BannerCarouselList = {
  __typename?: 'BannerCarouselList';
  count: Scalars['Int']['output'];
  items: Array<BannerCarousel>;
};

export type BannerSlide = {
  __typename?: 'BannerSlide';
  altText: Scalars['String']['output'];
  imageUrl: Scalars['String']['output'];
  linkUrl: Scalars['String']['output'];
};

export type BannerSlideInput = {
  altText: Scalars['String']['input'];
  imageUrl: Scalars['String']['input'];
  linkUrl: Scalars['String']['input'];
};

export type BlogPost = {
  __typename?: 'BlogPost';
  author: Maybe<Author>;
  /** Rich-text HTML, sanitized when written. */
  content: Scalars['String']['output'];
  coverImageUrl: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  excerpt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  metadata: Metadata;
  publishedAt: Maybe<Scalars['DateTime']['output']>;
  slug: Scalars['String']['output'];
  status: PostStatus;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote the record last; null when nobody has since versions were introduced, or that account was deleted. */
  updatedBy: Maybe<UserRef>;
  /** Bumped by every write. Send it back as `expectedVersion` when updating: a stale one is refused with CONFLICT. */
  version: Scalars['Int']['output'];
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

export type BlogPostList = {
  __typename?: 'BlogPostList';
  count: Scalars['Int']['output'];
  items: Array<BlogPost>;
};

export type BlogPostSort = {
  field: BlogPostSortField;
  order?: SortOrder;
};

export type BlogPostSortField =
  | 'CREATED_AT'
  | 'PUBLISHED_AT'
  | 'TITLE';

export type Brand = {
  __typename?: 'Brand';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  metadata: Metadata;
  productCount: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote the record last; null when nobody has since versions were introduced, or that account was deleted. */
  updatedBy: Maybe<UserRef>;
  /** Bumped by every write. Send it back as `expectedVersion` when updating: a stale one is refused with CONFLICT. */
  version: Scalars['Int']['output'];
};

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

export type BrandList = {
  __typename?: 'BrandList';
  count: Scalars['Int']['output'];
  items: Array<Brand>;
};

export type BulkDeleteResult = {
  __typename?: 'BulkDeleteResult';
  message: Scalars['String']['output'];
};

export type BulkProductInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
};

export type BulkResult = {
  __typename?: 'BulkResult';
  affected: Scalars['Int']['output'];
  /** Rows named in `expectedVersions` that changed since they were loaded: left as they are, with their current version. */
  conflicts: Array<RowVersion>;
  message: Scalars['String']['output'];
  statusCode: Scalars['Int']['output'];
};

export type CatalogueSort = {
  field: CatalogueSortField;
  order?: SortOrder;
};

export type CatalogueSortField =
  | 'CREATED_AT'
  | 'TITLE'
  | 'UPDATED_AT';

/** A category in a list: `parentId` is the parent's id. */
export type Category = {
  __typename?: 'Category';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  depth: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  metadata: Metadata;
  parentId: Maybe<Scalars['ID']['output']>;
  path: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote the record last; null when nobody has since versions were introduced, or that account was deleted. */
  updatedBy: Maybe<UserRef>;
  /** Bumped by every write. Send it back as `expectedVersion` when updating: a stale one is refused with CONFLICT. */
  version: Scalars['Int']['output'];
};

/** A category fetched by id: `parentId` comes back as the parent object (spec §3). */
export type CategoryDetail = {
  __typename?: 'CategoryDetail';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  depth: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  metadata: Metadata;
  parentId: Maybe<CategoryParent>;
  path: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote the record last; null when nobody has since versions were introduced, or that account was deleted. */
  updatedBy: Maybe<UserRef>;
  /** Bumped by every write. Send it back as `expectedVersion` when updating: a stale one is refused with CONFLICT. */
  version: Scalars['Int']['output'];
};

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

export type CategoryList = {
  __typename?: 'CategoryList';
  count: Scalars['Int']['output'];
  items: Array<Category>;
};

export type CategoryParent = {
  __typename?: 'CategoryParent';
  id: Scalars['ID']['output'];
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
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

export type DailyCount = {
  __typename?: 'DailyCount';
  count: Scalars['Int']['output'];
  date: Scalars['String']['output'];
};

export type DashboardStats = {
  __typename?: 'DashboardStats';
  counts: Array<EntityCount>;
  expiringSoon: Array<Product>;
  expiringSoonCount: Scalars['Int']['output'];
  failedJobRunCount: Scalars['Int']['output'];
  failedJobRuns: Array<JobRun>;
  productsPerDay: Array<DailyCount>;
};

/** What a delete does to the records of one kind that refer to the deleted one, through one field. */
export type DeleteImpact = {
  __typename?: 'DeleteImpact';
  /** True: they lose the reference (each gets a new version and a history entry). False: they keep pointing at nothing (a page layout's section). */
  changed: Scalars['Boolean']['output'];
  count: Scalars['Int']['output'];
  /** The first (up to 3) of their names, in id order. */
  examples: Array<Scalars['String']['output']>;
  /** Their field that refers to it: categoryId, brandId, productIds, sections… */
  field: Scalars['String']['output'];
  recordType: RecordType;
};

export type DeleteResult = {
  __typename?: 'DeleteResult';
  message: Scalars['String']['output'];
  statusCode: Scalars['Int']['output'];
};

export type EntityCount = {
  __typename?: 'EntityCount';
  active: Scalars['Int']['output'];
  entity: Scalars['String']['output'];
  inactive: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type FeaturedMenu = {
  __typename?: 'FeaturedMenu';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  items: Array<FeaturedMenuItem>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote the record last; null when nobody has since versions were introduced, or that account was deleted. */
  updatedBy: Maybe<UserRef>;
  /** Bumped by every write. Send it back as `expectedVersion` when updating: a stale one is refused with CONFLICT. */
  version: Scalars['Int']['output'];
};

export type FeaturedMenuInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  items: Array<FeaturedMenuItemInput>;
  title: Scalars['String']['input'];
};

export type FeaturedMenuItem = {
  __typename?: 'FeaturedMenuItem';
  imageUrl: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type FeaturedMenuItemInput = {
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  label: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type FeaturedMenuList = {
  __typename?: 'FeaturedMenuList';
  count: Scalars['Int']['output'];
  items: Array<FeaturedMenu>;
};

export type FeedColumnMapping = {
  __typename?: 'FeedColumnMapping';
  /** The column's place in the file, from 0. */
  column: Scalars['Int']['output'];
  /** The field it fills (`FeedField.key`); null: the column is ignored. */
  field: Maybe<Scalars['String']['output']>;
  header: Scalars['String']['output'];
};

export type FeedColumnMappingInput = {
  column: Scalars['Int']['input'];
  field?: InputMaybe<Scalars['String']['input']>;
};

export type FeedCounts = {
  __typename?: 'FeedCounts';
  created: Scalars['Int']['output'];
  rejected: Scalars['Int']['output'];
  skipped: Scalars['Int']['output'];
  unchanged: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
};

export type FeedDownloadInput = {
  export?: InputMaybe<FeedExportInput>;
  /** The rejected rows of this import, as CSV with an Error column. */
  rejectedRowsOf?: InputMaybe<Scalars['ID']['input']>;
};

/** A link the browser downloads the file from by itself (no bearer header needed), valid for two minutes. */
export type FeedDownloadLink = {
  __typename?: 'FeedDownloadLink';
  expiresAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
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

/** A field a feed column can fill, from the entity's definition. */
export type FeedField = {
  __typename?: 'FeedField';
  /** Finds the existing record a row updates (a product's slug or deal URL). */
  isKey: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  /** The form's label: the header exports write and imports recognise first. */
  label: Scalars['String']['output'];
  /** Only finds records (a category's path), never written. */
  matchOnly: Scalars['Boolean']['output'];
  /** A new record cannot be made without it. */
  required: Scalars['Boolean']['output'];
  /** Other headers an import maps to this field by itself. */
  synonyms: Array<Scalars['String']['output']>;
};

export type FeedImport = {
  __typename?: 'FeedImport';
  appliedAt: Maybe<Scalars['DateTime']['output']>;
  appliedBy: Maybe<UserRef>;
  byteCount: Scalars['Int']['output'];
  /** Whether the caller may set up, apply, cancel, undo or discard this import (the uploader, or an admin). */
  canManage: Scalars['Boolean']['output'];
  cancelRequested: Scalars['Boolean']['output'];
  /** What the apply did; null before it started. */
  counts: Maybe<FeedCounts>;
  createdAt: Scalars['DateTime']['output'];
  /** Who uploaded the file; null once that account is deleted (createdByName stays). */
  createdBy: Maybe<UserRef>;
  createdByName: Scalars['String']['output'];
  /** The delimiter: a comma, a semicolon or a tab. */
  delimiter: Scalars['String']['output'];
  /** utf-8, windows-1252, iso-8859-15, utf-16le or utf-16be: detected, or as chosen at upload. */
  encoding: Scalars['String']['output'];
  entity: FeedEntity;
  error: Maybe<Scalars['String']['output']>;
  feedName: Scalars['String']['output'];
  fields: Array<FeedField>;
  fileName: Scalars['String']['output'];
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  headers: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  plan: Maybe<FeedPlan>;
  progress: Maybe<FeedProgress>;
  referencesCreated: Scalars['Int']['output'];
  rowCount: Scalars['Int']['output'];
  /** The first rows, for the mapping step. */
  sample: Array<Array<Scalars['String']['output']>>;
  /** Whether suggestedSettings are the ones saved for this feed name. */
  savedSettingsUsed: Scalars['Boolean']['output'];
  /** As set for the dry run; null before. */
  settings: Maybe<FeedImportSettings>;
  status: FeedImportStatus;
  /** The settings saved for this feed name when they fit these headers, otherwise a mapping by header. */
  suggestedSettings: FeedImportSettings;
  undoCounts: Maybe<FeedUndoCounts>;
  undoneAt: Maybe<Scalars['DateTime']['output']>;
  undoneBy: Maybe<UserRef>;
  updatedAt: Scalars['DateTime']['output'];
};


export type FeedImportSampleArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type FeedImportFilter = {
  entity?: InputMaybe<FeedEntity>;
  feedName?: InputMaybe<Scalars['String']['input']>;
  /** Only imports uploaded by the caller. */
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Array<FeedImportStatus>>;
};

export type FeedImportList = {
  __typename?: 'FeedImportList';
  count: Scalars['Int']['output'];
  items: Array<FeedImport>;
};

export type FeedImportRow = {
  __typename?: 'FeedImportRow';
  cells: Array<Scalars['String']['output']>;
  /** The line of the file the row starts on. */
  line: Scalars['Int']['output'];
  outcome: Maybe<FeedRowOutcome>;
  planned: Maybe<FeedRowOutcome>;
  problems: Array<FeedRowProblem>;
  /** The record the row created or updated. */
  recordId: Maybe<Scalars['ID']['output']>;
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: Scalars['Int']['output'];
  undoNote: Maybe<Scalars['String']['output']>;
  undoOutcome: Maybe<FeedUndoOutcome>;
};

export type FeedImportRowFilter = {
  outcome?: InputMaybe<Array<FeedRowOutcome>>;
  planned?: InputMaybe<Array<FeedRowOutcome>>;
  undoOutcome?: InputMaybe<Array<FeedUndoOutcome>>;
};

export type FeedImportRowList = {
  __typename?: 'FeedImportRowList';
  count: Scalars['Int']['output'];
  items: Array<FeedImportRow>;
};

export type FeedImportSettings = {
  __typename?: 'FeedImportSettings';
  mapping: Array<FeedColumnMapping>;
  /** The key fields rows find records by, in order. */
  matchBy: Array<Scalars['String']['output']>;
  missingReferences: FeedMissingReferences;
  onMatch: FeedMatchAction;
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

export type FeedKeptReference = {
  __typename?: 'FeedKeptReference';
  label: Scalars['String']['output'];
  note: Scalars['String']['output'];
  recordId: Scalars['ID']['output'];
  recordType: RecordType;
};

/**
 * What one feed file may hold on this server. A deployment may lower the defaults (50 MB, 100,000 rows) with
 * FEED_MAX_BYTES and FEED_MAX_ROWS; the import wizard names these before a file is chosen and refuses a larger one
 * before sending it.
 */
export type FeedLimits = {
  __typename?: 'FeedLimits';
  /** The largest file the upload accepts, in bytes. */
  maxBytes: Scalars['Int']['output'];
  /** The most data rows one file may hold. */
  maxRows: Scalars['Int']['output'];
};

export type FeedMatchAction =
  | 'SKIP'
  | 'UPDATE';

export type FeedMissingReferences =
  /** A brand, store or category named by a row that does not exist is created. */
  | 'CREATE'
  /** The row is rejected with the column and the name. */
  | 'REJECT';

/** Records a dry run would create for names no record has (a new brand), per field: how many and the first 20 names. */
export type FeedNewReferences = {
  __typename?: 'FeedNewReferences';
  count: Scalars['Int']['output'];
  field: Scalars['String']['output'];
  label: Scalars['String']['output'];
  names: Array<Scalars['String']['output']>;
};

/** The dry run's findings: nothing is written until the person applies them. */
export type FeedPlan = {
  __typename?: 'FeedPlan';
  checkedAt: Scalars['DateTime']['output'];
  counts: FeedCounts;
  newReferences: Array<FeedNewReferences>;
  /** Required fields no column fills: every row that would create a record is rejected for each. */
  unmappedRequired: Array<FeedField>;
};

/** The running phase's progress (dry run, apply or undo). */
export type FeedProgress = {
  __typename?: 'FeedProgress';
  done: Scalars['Int']['output'];
  /** Rows (or records, for an undo) per second since this worker took the phase; null until a batch is done. */
  rate: Maybe<Scalars['Float']['output']>;
  secondsLeft: Maybe<Scalars['Int']['output']>;
  startedAt: Maybe<Scalars['DateTime']['output']>;
  total: Scalars['Int']['output'];
  /** No worker holds the phase yet (queued, or taken over after a worker stopped). */
  waiting: Scalars['Boolean']['output'];
};

/** What a row does (dry run) or did (apply). */
export type FeedRowOutcome =
  | 'CREATE'
  | 'REJECT'
  /** Matches a record and the import skips matches. */
  | 'SKIP'
  /** Matches a record whose imported fields already hold these values: nothing to write. */
  | 'UNCHANGED'
  | 'UPDATE';

export type FeedRowProblem = {
  __typename?: 'FeedRowProblem';
  /** The column (from 0) the problem is in; null when no column holds the field (a required one left unmapped). */
  column: Maybe<Scalars['Int']['output']>;
  field: Maybe<Scalars['String']['output']>;
  header: Maybe<Scalars['String']['output']>;
  /** Exactly what the form shows for this value. */
  message: Scalars['String']['output'];
};

export type FeedUndoCounts = {
  __typename?: 'FeedUndoCounts';
  kept: Scalars['Int']['output'];
  /** Records the import made for rows (a new brand) that stay because something else uses or changed them. */
  keptReferences: Array<FeedKeptReference>;
  reverted: Scalars['Int']['output'];
};

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

/** The entries one import, or its undo, wrote: the activity shows them as one, which opens to the rest. */
export type HistoryBatch = {
  __typename?: 'HistoryBatch';
  /** The kind of record the import brings in (its report is under that list); null once the import is gone. */
  entity: Maybe<FeedEntity>;
  entryCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  importId: Maybe<Scalars['ID']['output']>;
  kind: HistoryBatchKind;
  label: Scalars['String']['output'];
};

export type HistoryBatchKind =
  | 'IMPORT'
  | 'UNDO_IMPORT';

/** The change of another record that changed this one: a delete's cascade. */
export type HistoryCause = {
  __typename?: 'HistoryCause';
  action: HistoryAction;
  /** How many records of that kind it took away from this one (2 when a bulk delete removed two of its products). */
  count: Scalars['Int']['output'];
  recordId: Scalars['ID']['output'];
  /** Its title or name at the time. */
  recordLabel: Scalars['String']['output'];
  recordType: RecordType;
};

/** One change of one record, written in the change's own transaction. */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  action: HistoryAction;
  /** The whole record after the change (null for a delete). */
  after: Maybe<Scalars['JSON']['output']>;
  /** The import (or undo) this entry belongs to; the activity shows the batch by this one entry. */
  batch: Maybe<HistoryBatch>;
  /** The whole record before the change (null for a create): what restoreRecordVersion puts back. */
  before: Maybe<Scalars['JSON']['output']>;
  /** Set when another record's change made this one (the delete of the category a product was in). */
  cause: Maybe<HistoryCause>;
  /** Field → { before, after } for each field the change altered (every field for a create or delete). */
  changes: Scalars['JSON']['output'];
  /** The record's currency at the time, for its money fields (products). */
  currency: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  occurredAt: Scalars['DateTime']['output'];
  recordId: Scalars['ID']['output'];
  /** The record's title or name at the time, so deleted records stay findable. */
  recordLabel: Scalars['String']['output'];
  recordType: RecordType;
  /**
   * The records the entry's states refer to by id (a product's brand, a carousel's products), named as they were when
   * the entry was written; entries older than names in the history are named as the records are now.
   */
  references: Array<HistoryReference>;
  /** Whether restoreRecordVersion can put this entry's `before` state back. */
  restorable: Scalars['Boolean']['output'];
  /** Who made the change; null once that account is deleted (userName stays). */
  userId: Maybe<Scalars['ID']['output']>;
  /** The person's name when they made the change. */
  userName: Scalars['String']['output'];
};

export type HistoryPage = {
  __typename?: 'HistoryPage';
  count: Scalars['Int']['output'];
  items: Array<HistoryEntry>;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
};

/** A record named by id in a history entry, with its name at the time. */
export type HistoryReference = {
  __typename?: 'HistoryReference';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  recordType: RecordType;
};

export type ImageKitAuthParams = {
  __typename?: 'ImageKitAuthParams';
  expire: Scalars['Int']['output'];
  signature: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

export type Job = {
  __typename?: 'Job';
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  lastRun: Maybe<JobRun>;
  name: Scalars['String']['output'];
  nextRunAt: Maybe<Scalars['DateTime']['output']>;
  /** The cron expression, e.g. `*\/15 * * * *`. */
  schedule: Scalars['String']['output'];
  /** The schedule in words, e.g. `Every 15 minutes`. */
  scheduleDescription: Scalars['String']['output'];
  status: JobStatus;
};

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

/** A built-in kind of work a job can run; staff pick one when they create a job. */
export type JobKind = {
  __typename?: 'JobKind';
  description: Scalars['String']['output'];
  kind: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type JobList = {
  __typename?: 'JobList';
  count: Scalars['Int']['output'];
  items: Array<Job>;
};

export type JobRun = {
  __typename?: 'JobRun';
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** The job this run belongs to (its name, to say which job failed). */
  job: Job;
  jobId: Scalars['ID']['output'];
  log: Scalars['String']['output'];
  startedAt: Scalars['DateTime']['output'];
  status: JobRunStatus;
  trigger: JobRunTrigger;
};

export type JobRunList = {
  __typename?: 'JobRunList';
  count: Scalars['Int']['output'];
  items: Array<JobRun>;
};

export type JobRunStatus =
  | 'FAILED'
  | 'RUNNING'
  | 'SUCCEEDED';

export type JobRunTrigger =
  | 'MANUAL'
  | 'SCHEDULE';

/** What a cron schedule means: in words, and its next runs (UTC). */
export type JobSchedulePreview = {
  __typename?: 'JobSchedulePreview';
  description: Scalars['String']['output'];
  nextRuns: Array<Scalars['DateTime']['output']>;
  schedule: Scalars['String']['output'];
};

export type JobStatus =
  | 'ACTIVE'
  | 'PAUSED';

export type LayoutPage =
  | 'CATEGORY'
  | 'DEALS'
  | 'HOME';

export type LayoutSection = {
  __typename?: 'LayoutSection';
  kind: LayoutSectionKind;
  ref: Scalars['ID']['output'];
  /** The title of the referenced carousel, menu or sale; null when it no longer exists. */
  refTitle: Maybe<Scalars['String']['output']>;
};

export type LayoutSectionInput = {
  kind: LayoutSectionKind;
  ref: Scalars['ID']['input'];
};

export type LayoutSectionKind =
  | 'BANNER_CAROUSEL'
  | 'FEATURED_MENU'
  | 'PRODUCT_CAROUSEL'
  | 'SALES';

export type MediaFile = {
  __typename?: 'MediaFile';
  fileId: Scalars['String']['output'];
  filePath: Scalars['String']['output'];
  name: Scalars['String']['output'];
  thumbnail: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type MediaFolderInfo = {
  __typename?: 'MediaFolderInfo';
  /** Files directly in this folder. */
  count: Scalars['Int']['output'];
  /** Sub-folders directly below this folder, as full paths. */
  folders: Array<Scalars['String']['output']>;
  path: Scalars['String']['output'];
};

export type MediaListSort =
  | 'ASC_CREATED'
  | 'ASC_NAME'
  | 'ASC_SIZE'
  | 'DESC_CREATED'
  | 'DESC_NAME'
  | 'DESC_SIZE';

/** Where a client's uploads go: what the ImageKit SDK is given. The public key is no secret; the private one never leaves the API. */
export type MediaSettings = {
  __typename?: 'MediaSettings';
  publicKey: Scalars['String']['output'];
  /** The offline ImageKit-compatible upload endpoint of this API; null with real ImageKit keys (the SDK's own endpoint). */
  uploadEndpoint: Maybe<Scalars['String']['output']>;
  /** Base address of the stored files. */
  urlEndpoint: Scalars['String']['output'];
};

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

export type Metadata = {
  __typename?: 'Metadata';
  content: Scalars['String']['output'];
  description: Scalars['String']['output'];
  keywords: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type MetadataInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MoveCategoriesResult = {
  __typename?: 'MoveCategoriesResult';
  /** Rows named in `expectedVersions` that changed since they were loaded: left as they are, with their current version. */
  conflicts: Array<RowVersion>;
  message: Scalars['String']['output'];
  moved: Array<Category>;
  statusCode: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  activatePageLayout: PageLayout;
  /** Applies a CHECKED import as a job: status APPLYING, then APPLIED. FEED_IMPORT_BUSY while this feed is writing. */
  applyFeedImport: FeedImport;
  bulkDeleteMediaFiles: BulkDeleteResult;
  bulkDeleteProducts: BulkResult;
  bulkUpdateProducts: BulkResult;
  /** Stops an applying import between two batches (status CANCELLED); what was applied stays. */
  cancelFeedImport: FeedImport;
  changePassword: Scalars['Boolean']['output'];
  /** Saves the mapping for the feed name and starts the dry run (again): status CHECKING, then CHECKED. */
  checkFeedImport: FeedImport;
  createBannerCarousel: BannerCarousel;
  createBlogPost: BlogPost;
  createBrand: Brand;
  createCategory: Category;
  createFeaturedMenu: FeaturedMenu;
  createJob: Job;
  createOrganization: Organization;
  /** Layouts are immutable versions: a new one becomes the page's active layout. */
  createPageLayout: PageLayout;
  createProduct: Product;
  createProductCarousel: ProductCarousel;
  createSale: Sale;
  createStore: Store;
  createUser: User;
  deleteBannerCarousel: DeleteResult;
  deleteBlogPost: DeleteResult;
  deleteBrand: DeleteResult;
  deleteCategory: DeleteResult;
  deleteFeaturedMenu: DeleteResult;
  /** Deletes the job and its run history. */
  deleteJob: DeleteResult;
  deleteOrganization: DeleteResult;
  deleteProduct: DeleteResult;
  deleteProductCarousel: DeleteResult;
  deleteSale: DeleteResult;
  /** Removes an import that wrote nothing (UPLOADED, CHECKED, FAILED before writing) with its rows. */
  discardFeedImport: DeleteResult;
  /** A short-lived link to download an export or an import's rejected rows without the bearer header. */
  feedDownloadLink: FeedDownloadLink;
  login: TokenPair;
  logout: Scalars['Boolean']['output'];
  /** Moves one or several categories, each with its whole subtree, under `parentId` (or to the root when null). */
  moveCategories: MoveCategoriesResult;
  pauseJob: Job;
  /** The refresh token travels in the bearer header; the old one is revoked (rotation). */
  refreshTokens: TokenPair;
  /**
   * Puts back the record as it was just before the entry's change (its `before` state) — brands, stores, categories,
   * products and blog posts. Version-checked like an update, and itself a RESTORE history entry.
   */
  restoreRecordVersion: RestoreResult;
  resumeJob: Job;
  runJobNow: JobRun;
  /** Returns every record the import wrote to its state before, except records changed since (listed): UNDOING, UNDONE. */
  undoFeedImport: FeedImport;
  updateBannerCarousel: BannerCarousel;
  updateBlogPost: BlogPost;
  updateBrand: Brand;
  updateCategory: Category;
  updateFeaturedMenu: FeaturedMenu;
  /** A new schedule moves the next run to the new schedule's next slot. */
  updateJob: Job;
  updateOrganization: Organization;
  updateProduct: Product;
  updateProductCarousel: ProductCarousel;
  updateProfile: User;
  updateSale: Sale;
  updateStore: Store;
  updateUser: User;
};


export type MutationActivatePageLayoutArgs = {
  id: Scalars['ID']['input'];
};


export type MutationApplyFeedImportArgs = {
  id: Scalars['ID']['input'];
};


export type MutationBulkDeleteMediaFilesArgs = {
  fileIds: Array<Scalars['String']['input']>;
};


export type MutationBulkDeleteProductsArgs = {
  expectedVersions?: InputMaybe<Array<RowVersionInput>>;
  ids: Array<Scalars['ID']['input']>;
};


export type MutationBulkUpdateProductsArgs = {
  expectedVersions?: InputMaybe<Array<RowVersionInput>>;
  ids: Array<Scalars['ID']['input']>;
  input: BulkProductInput;
};


export type MutationCancelFeedImportArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationCheckFeedImportArgs = {
  id: Scalars['ID']['input'];
  settings: FeedImportSettingsInput;
};


export type MutationCreateBannerCarouselArgs = {
  input: BannerCarouselInput;
};


export type MutationCreateBlogPostArgs = {
  input: BlogPostInput;
};


export type MutationCreateBrandArgs = {
  input: BrandInput;
};


export type MutationCreateCategoryArgs = {
  input: CategoryInput;
};


export type MutationCreateFeaturedMenuArgs = {
  input: FeaturedMenuInput;
};


export type MutationCreateJobArgs = {
  input: JobInput;
};


export type MutationCreateOrganizationArgs = {
  input: OrganizationInput;
};


export type MutationCreatePageLayoutArgs = {
  input: PageLayoutInput;
};


export type MutationCreateProductArgs = {
  input: ProductInput;
};


export type MutationCreateProductCarouselArgs = {
  input: ProductCarouselInput;
};


export type MutationCreateSaleArgs = {
  input: CreateSaleInput;
};


export type MutationCreateStoreArgs = {
  input: StoreInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationDeleteBannerCarouselArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteBlogPostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteBrandArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFeaturedMenuArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteOrganizationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductCarouselArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSaleArgs = {
  slug: Scalars['String']['input'];
};


export type MutationDiscardFeedImportArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFeedDownloadLinkArgs = {
  input: FeedDownloadInput;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationLogoutArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationMoveCategoriesArgs = {
  expectedVersions?: InputMaybe<Array<RowVersionInput>>;
  id: Array<Scalars['ID']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationPauseJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreRecordVersionArgs = {
  expectedVersion: Scalars['Int']['input'];
  historyEntryId: Scalars['ID']['input'];
};


export type MutationResumeJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRunJobNowArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUndoFeedImportArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateBannerCarouselArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: BannerCarouselInput;
};


export type MutationUpdateBlogPostArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: BlogPostInput;
};


export type MutationUpdateBrandArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: BrandInput;
};


export type MutationUpdateCategoryArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: CategoryInput;
};


export type MutationUpdateFeaturedMenuArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: FeaturedMenuInput;
};


export type MutationUpdateJobArgs = {
  id: Scalars['ID']['input'];
  input: JobInput;
};


export type MutationUpdateOrganizationArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: OrganizationInput;
};


export type MutationUpdateProductArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: ProductInput;
};


export type MutationUpdateProductCarouselArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: ProductCarouselInput;
};


export type MutationUpdateProfileArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  input: UpdateProfileInput;
};


export type MutationUpdateSaleArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  input: UpdateSaleInput;
  slug: Scalars['String']['input'];
};


export type MutationUpdateStoreArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: StoreInput;
};


export type MutationUpdateUserArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};

/**
 * What the signed-in person may do: their role, read against the permission table of `@deals/domain/access`.
 * Beside `whoAmI` (whose fields are the spec's), so a backend without roles still serves admin-core.
 */
export type MyAccess = {
  __typename?: 'MyAccess';
  role: UserRole;
};

export type Organization = {
  __typename?: 'Organization';
  active: Scalars['Boolean']['output'];
  contactEmail: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  logoUrl: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote the record last; null when nobody has since versions were introduced, or that account was deleted. */
  updatedBy: Maybe<UserRef>;
  /** Bumped by every write. Send it back as `expectedVersion` when updating: a stale one is refused with CONFLICT. */
  version: Scalars['Int']['output'];
  website: Maybe<Scalars['String']['output']>;
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

export type OrganizationList = {
  __typename?: 'OrganizationList';
  count: Scalars['Int']['output'];
  items: Array<Organization>;
};

export type OrganizationSort = {
  field: OrganizationSortField;
  order?: SortOrder;
};

export type OrganizationSortField =
  | 'CREATED_AT'
  | 'NAME';

export type PageLayout = {
  __typename?: 'PageLayout';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  page: LayoutPage;
  sections: Array<LayoutSection>;
};

export type PageLayoutFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<LayoutPage>;
};

export type PageLayoutInput = {
  name: Scalars['String']['input'];
  page: LayoutPage;
  sections: Array<LayoutSectionInput>;
};

export type PageLayoutList = {
  __typename?: 'PageLayoutList';
  count: Scalars['Int']['output'];
  items: Array<PageLayout>;
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

export type Product = {
  __typename?: 'Product';
  active: Scalars['Boolean']['output'];
  brand: Maybe<Brand>;
  category: Maybe<Category>;
  /** The code a shopper enters at the store: letters, digits, - and _, uppercase; empty when the deal has none. */
  couponCode: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  dealUrl: Scalars['String']['output'];
  description: Scalars['String']['output'];
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  featured: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  images: Array<Scalars['String']['output']>;
  metadata: Metadata;
  price: Scalars['Float']['output'];
  salePrice: Maybe<Scalars['Float']['output']>;
  slug: Scalars['String']['output'];
  store: Maybe<Store>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote the record last; null when nobody has since versions were introduced, or that account was deleted. */
  updatedBy: Maybe<UserRef>;
  /** Bumped by every write. Send it back as `expectedVersion` when updating: a stale one is refused with CONFLICT. */
  version: Scalars['Int']['output'];
};

export type ProductCarousel = {
  __typename?: 'ProductCarousel';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  placement: Placement;
  products: Array<Product>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote the record last; null when nobody has since versions were introduced, or that account was deleted. */
  updatedBy: Maybe<UserRef>;
  /** Bumped by every write. Send it back as `expectedVersion` when updating: a stale one is refused with CONFLICT. */
  version: Scalars['Int']['output'];
};

export type ProductCarouselInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  placement: Placement;
  /** 1 to 30 products, in display order. */
  productIds: Array<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
};

export type ProductCarouselList = {
  __typename?: 'ProductCarouselList';
  count: Scalars['Int']['output'];
  items: Array<ProductCarousel>;
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

export type ProductList = {
  __typename?: 'ProductList';
  count: Scalars['Int']['output'];
  items: Array<Product>;
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

export type Query = {
  __typename?: 'Query';
  /** Every change by everyone, newest first (admins only). */
  activity: HistoryPage;
  blogTags: Array<Scalars['String']['output']>;
  /** Every category, ordered by path: the whole tree in one call for the move screen and parent pickers. */
  categoryTree: Array<Category>;
  dashboardStats: DashboardStats;
  /**
   * What deleting these records (at most 100, of one kind) would do to the records that refer to them, before the
   * delete: per kind and field, how many. Readable by whoever may read that kind of record.
   */
  deleteImpact: Array<DeleteImpact>;
  /** The fields a feed of this kind can fill, from its definition. */
  feedFields: Array<FeedField>;
  feedImport: FeedImport;
  /** An import's rows in file order: the dry run's and the apply's outcome and problems of each. */
  feedImportRows: FeedImportRowList;
  /** Imports newest first, of the kinds the caller may read. */
  feedImports: FeedImportList;
  /** This server's limits on one feed file. Readable by whoever reads imports. */
  feedLimits: FeedLimits;
  findBannerCarouselById: BannerCarousel;
  findBannerCarousels: BannerCarouselList;
  findBlogPostById: BlogPost;
  findBlogPosts: BlogPostList;
  findBrandById: Brand;
  findBrands: BrandList;
  findCategories: CategoryList;
  findCategoryById: CategoryDetail;
  findFeaturedMenuById: FeaturedMenu;
  findFeaturedMenus: FeaturedMenuList;
  findJobById: Job;
  /** One run with its log, wherever it sits in its job's history (the dashboard links to a failed run). */
  findJobRunById: JobRun;
  findJobRuns: JobRunList;
  findJobs: JobList;
  findOrganizationById: Organization;
  findOrganizations: OrganizationList;
  findPageLayoutById: PageLayout;
  findPageLayouts: PageLayoutList;
  findProductById: Product;
  findProductCarouselById: ProductCarousel;
  findProductCarousels: ProductCarouselList;
  findProducts: ProductList;
  findSaleBySlug: Sale;
  findSales: SaleList;
  findStoreById: Store;
  findStores: StoreList;
  findUserById: User;
  findUsers: UserList;
  getImageKitAuthParams: ImageKitAuthParams;
  getMediaFolder: MediaFolderInfo;
  getMediaList: Array<MediaFile>;
  /** The entries of one import or undo, which the activity shows as one (its lead entry carries the batch). */
  historyBatchEntries: HistoryPage;
  jobKinds: Array<JobKind>;
  /** Where uploads go, so a client needs no media keys of its own (not one of the spec's §7 operations). */
  mediaSettings: MediaSettings;
  myAccess: MyAccess;
  /** A bad cron expression answers a BAD_USER_INPUT error on the field `schedule`. */
  previewJobSchedule: JobSchedulePreview;
  /** One record's history, newest first; readable by whoever may read that kind of record. */
  recordHistory: HistoryPage;
  /**
   * What restoreRecordVersion(historyEntryId) would change now, field by field, and the version it expects.
   * Readable by whoever may read that kind of record.
   */
  restorePreview: RestorePreview;
  whoAmI: WhoAmI;
};


export type QueryActivityArgs = {
  filter?: InputMaybe<ActivityFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDeleteImpactArgs = {
  ids: Array<Scalars['ID']['input']>;
  recordType: RecordType;
};


export type QueryFeedFieldsArgs = {
  entity: FeedEntity;
};


export type QueryFeedImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFeedImportRowsArgs = {
  filter?: InputMaybe<FeedImportRowFilter>;
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFeedImportsArgs = {
  filter?: InputMaybe<FeedImportFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFindBannerCarouselByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFindBannerCarouselsArgs = {
  filter?: InputMaybe<MerchandisingFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<MerchandisingSort>;
};


export type QueryFindBlogPostByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFindBlogPostsArgs = {
  filter?: InputMaybe<BlogPostFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<BlogPostSort>;
};


export type QueryFindBrandByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFindBrandsArgs = {
  filter?: InputMaybe<BrandFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CatalogueSort>;
};


export type QueryFindCategoriesArgs = {
  filter?: InputMaybe<CategoryFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CategorySort>;
};


export type QueryFindCategoryByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFindFeaturedMenuByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFindFeaturedMenusArgs = {
  filter?: InputMaybe<MerchandisingFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<MerchandisingSort>;
};


export type QueryFindJobByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFindJobRunByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFindJobRunsArgs = {
  jobId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFindJobsArgs = {
  filter?: InputMaybe<JobFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFindOrganizationByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFindOrganizationsArgs = {
  filter?: InputMaybe<OrganizationFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<OrganizationSort>;
};


export type QueryFindPageLayoutByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFindPageLayoutsArgs = {
  filter?: InputMaybe<PageLayoutFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFindProductByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFindProductCarouselByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFindProductCarouselsArgs = {
  filter?: InputMaybe<MerchandisingFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<MerchandisingSort>;
};


export type QueryFindProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


export type QueryFindSaleBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryFindSalesArgs = {
  filter?: InputMaybe<SaleFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SaleSort>;
};


export type QueryFindStoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFindStoresArgs = {
  filter?: InputMaybe<StoreFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CatalogueSort>;
};


export type QueryFindUserByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFindUsersArgs = {
  filter?: InputMaybe<UserFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<UserSort>;
};


export type QueryGetMediaFolderArgs = {
  path?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetMediaListArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  path?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<MediaListSort>;
};


export type QueryHistoryBatchEntriesArgs = {
  batchId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPreviewJobScheduleArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  schedule: Scalars['String']['input'];
};


export type QueryRecordHistoryArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  recordId: Scalars['ID']['input'];
  recordType: RecordType;
};


export type QueryRestorePreviewArgs = {
  historyEntryId: Scalars['ID']['input'];
};

/**
 * One change of one record, as the history recorded it: who changed what, never the record's contents (a subscriber
 * refetches what it shows, with its own permissions).
 */
export type RecordChange = {
  __typename?: 'RecordChange';
  at: Scalars['DateTime']['output'];
  /** Who made it; null when that account was deleted since. */
  by: Maybe<UserRef>;
  /** Set when another record's change made this one: which record, and what happened to it (its contents never). */
  cause: Maybe<RecordChangeCause>;
  id: Scalars['ID']['output'];
  kind: HistoryAction;
  recordType: RecordType;
  /** The record's version after the change (before it, for a delete); null for kinds without versions. */
  version: Maybe<Scalars['Int']['output']>;
};

export type RecordChangeCause = {
  __typename?: 'RecordChangeCause';
  id: Scalars['ID']['output'];
  kind: HistoryAction;
  recordType: RecordType;
};

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

/** What a restore would do now. */
export type RestorePreview = {
  __typename?: 'RestorePreview';
  /** Field → { before: now, after: once restored } for each field the restore would change; empty when nothing would. */
  changes: Scalars['JSON']['output'];
  currency: Maybe<Scalars['String']['output']>;
  /** Records the version referred to that were deleted since: the restore leaves those fields empty. */
  lost: Array<HistoryReference>;
  /** Why the restore would be refused now (a slug taken since), or null. */
  problem: Maybe<Scalars['String']['output']>;
  /** The records the values refer to, named as they are now (or as they were last named, once deleted). */
  references: Array<HistoryReference>;
  /** The record's version now: what restoreRecordVersion expects. */
  version: Scalars['Int']['output'];
};

export type RestoreResult = {
  __typename?: 'RestoreResult';
  /** The RESTORE entry the restore wrote. */
  entry: HistoryEntry;
  /** The record's version after the restore. */
  version: Scalars['Int']['output'];
};

/** A row a bulk action left alone because it changed meanwhile, as it is now. */
export type RowVersion = {
  __typename?: 'RowVersion';
  id: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedBy: Maybe<UserRef>;
  version: Scalars['Int']['output'];
};

/** The version a client loaded for one row of a bulk action. */
export type RowVersionInput = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};

export type Sale = {
  __typename?: 'Sale';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  discountLabel: Scalars['String']['output'];
  endsAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  metadata: Metadata;
  productCount: Scalars['Int']['output'];
  products: Array<Product>;
  slug: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
  status: SaleStatus;
  store: Maybe<Store>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote the record last; null when nobody has since versions were introduced, or that account was deleted. */
  updatedBy: Maybe<UserRef>;
  /** Bumped by every write. Send it back as `expectedVersion` when updating: a stale one is refused with CONFLICT. */
  version: Scalars['Int']['output'];
};

export type SaleFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<SaleStatus>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
};

export type SaleList = {
  __typename?: 'SaleList';
  count: Scalars['Int']['output'];
  items: Array<Sale>;
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

export type Store = {
  __typename?: 'Store';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  metadata: Metadata;
  productCount: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote the record last; null when nobody has since versions were introduced, or that account was deleted. */
  updatedBy: Maybe<UserRef>;
  /** Bumped by every write. Send it back as `expectedVersion` when updating: a stale one is refused with CONFLICT. */
  version: Scalars['Int']['output'];
};

export type StoreFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type StoreInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  metadata?: InputMaybe<MetadataInput>;
  title: Scalars['String']['input'];
};

export type StoreList = {
  __typename?: 'StoreList';
  count: Scalars['Int']['output'];
  items: Array<Store>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The import as it is now, each time it moves on (a batch, a status): the same progress in every tab and replica. */
  feedImportChanged: FeedImport;
  /**
   * Changes to records of the given kinds (every kind the caller may read when left out), as they are committed by
   * anyone, through any API replica. Served over server-sent events (`Accept: text/event-stream`). Kinds the caller's
   * role may not read are never sent. The stream ends when the access token expires (subscribe again with a fresh
   * one) and with `Forbidden` once the session is revoked.
   */
  recordChanged: RecordChange;
};


export type SubscriptionFeedImportChangedArgs = {
  id: Scalars['ID']['input'];
};


export type SubscriptionRecordChangedArgs = {
  types?: InputMaybe<Array<RecordType>>;
};

export type TokenPair = {
  __typename?: 'TokenPair';
  accessToken: Scalars['String']['output'];
  refreshToken: Scalars['String']['output'];
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

export type User = {
  __typename?: 'User';
  active: Scalars['Boolean']['output'];
  avatarUrl: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastLoginAt: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  role: UserRole;
  updatedAt: Scalars['DateTime']['output'];
  /** Who wrote the record last; null when nobody has since versions were introduced, or that account was deleted. */
  updatedBy: Maybe<UserRef>;
  /** Bumped by every write. Send it back as `expectedVersion` when updating: a stale one is refused with CONFLICT. */
  version: Scalars['Int']['output'];
};

export type UserFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  role?: InputMaybe<UserRole>;
};

export type UserList = {
  __typename?: 'UserList';
  count: Scalars['Int']['output'];
  items: Array<User>;
};

/** A person as a record remembers them: who last wrote it. */
export type UserRef = {
  __typename?: 'UserRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
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

export type WhoAmI = {
  __typename?: 'WhoAmI';
  active: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActivityFilter: ActivityFilter;
  Author: ResolverTypeWrapper<Author>;
  BannerCarousel: ResolverTypeWrapper<BannerCarouselRow>;
  BannerCarouselInput: BannerCarouselInput;
  BannerCarouselList: ResolverTypeWrapper<Omit<BannerCarouselList, 'items'> & { items: Array<ResolversTypes['BannerCarousel']> }>;
  BannerSlide: ResolverTypeWrapper<BannerSlide>;
  BannerSlideInput: BannerSlideInput;
  BlogPost: ResolverTypeWrapper<BlogPostRow>;
  BlogPostFilter: BlogPostFilter;
  BlogPostInput: BlogPostInput;
  BlogPostList: ResolverTypeWrapper<Omit<BlogPostList, 'items'> & { items: Array<ResolversTypes['BlogPost']> }>;
  BlogPostSort: BlogPostSort;
  BlogPostSortField: BlogPostSortField;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<BrandRow>;
  BrandFilter: BrandFilter;
  BrandInput: BrandInput;
  BrandList: ResolverTypeWrapper<Omit<BrandList, 'items'> & { items: Array<ResolversTypes['Brand']> }>;
  BulkDeleteResult: ResolverTypeWrapper<BulkDeleteResult>;
  BulkProductInput: BulkProductInput;
  BulkResult: ResolverTypeWrapper<BulkResult>;
  CatalogueSort: CatalogueSort;
  CatalogueSortField: CatalogueSortField;
  Category: ResolverTypeWrapper<CategoryRow>;
  CategoryDetail: ResolverTypeWrapper<CategoryRow>;
  CategoryFilter: CategoryFilter;
  CategoryInput: CategoryInput;
  CategoryList: ResolverTypeWrapper<Omit<CategoryList, 'items'> & { items: Array<ResolversTypes['Category']> }>;
  CategoryParent: ResolverTypeWrapper<CategoryParent>;
  CategorySort: CategorySort;
  CategorySortField: CategorySortField;
  CreateSaleInput: CreateSaleInput;
  CreateUserInput: CreateUserInput;
  DailyCount: ResolverTypeWrapper<DailyCount>;
  DashboardStats: ResolverTypeWrapper<Omit<DashboardStats, 'expiringSoon' | 'failedJobRuns'> & { expiringSoon: Array<ResolversTypes['Product']>, failedJobRuns: Array<ResolversTypes['JobRun']> }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteImpact: ResolverTypeWrapper<DeleteImpact>;
  DeleteResult: ResolverTypeWrapper<DeleteResult>;
  EntityCount: ResolverTypeWrapper<EntityCount>;
  FeaturedMenu: ResolverTypeWrapper<FeaturedMenuRow>;
  FeaturedMenuInput: FeaturedMenuInput;
  FeaturedMenuItem: ResolverTypeWrapper<FeaturedMenuItem>;
  FeaturedMenuItemInput: FeaturedMenuItemInput;
  FeaturedMenuList: ResolverTypeWrapper<Omit<FeaturedMenuList, 'items'> & { items: Array<ResolversTypes['FeaturedMenu']> }>;
  FeedColumnMapping: ResolverTypeWrapper<FeedColumnMapping>;
  FeedColumnMappingInput: FeedColumnMappingInput;
  FeedCounts: ResolverTypeWrapper<FeedCounts>;
  FeedDownloadInput: FeedDownloadInput;
  FeedDownloadLink: ResolverTypeWrapper<FeedDownloadLink>;
  FeedEntity: FeedEntity;
  FeedExportInput: FeedExportInput;
  FeedField: ResolverTypeWrapper<FeedField>;
  FeedImport: ResolverTypeWrapper<FeedImportRecord>;
  FeedImportFilter: FeedImportFilter;
  FeedImportList: ResolverTypeWrapper<Omit<FeedImportList, 'items'> & { items: Array<ResolversTypes['FeedImport']> }>;
  FeedImportRow: ResolverTypeWrapper<FeedImportRowRecord>;
  FeedImportRowFilter: FeedImportRowFilter;
  FeedImportRowList: ResolverTypeWrapper<Omit<FeedImportRowList, 'items'> & { items: Array<ResolversTypes['FeedImportRow']> }>;
  FeedImportSettings: ResolverTypeWrapper<FeedImportSettings>;
  FeedImportSettingsInput: FeedImportSettingsInput;
  FeedImportStatus: FeedImportStatus;
  FeedKeptReference: ResolverTypeWrapper<FeedKeptReference>;
  FeedLimits: ResolverTypeWrapper<FeedLimits>;
  FeedMatchAction: FeedMatchAction;
  FeedMissingReferences: FeedMissingReferences;
  FeedNewReferences: ResolverTypeWrapper<FeedNewReferences>;
  FeedPlan: ResolverTypeWrapper<FeedPlan>;
  FeedProgress: ResolverTypeWrapper<FeedProgress>;
  FeedRowOutcome: FeedRowOutcome;
  FeedRowProblem: ResolverTypeWrapper<FeedRowProblem>;
  FeedUndoCounts: ResolverTypeWrapper<FeedUndoCounts>;
  FeedUndoOutcome: FeedUndoOutcome;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HistoryAction: HistoryAction;
  HistoryBatch: ResolverTypeWrapper<HistoryBatchRow>;
  HistoryBatchKind: HistoryBatchKind;
  HistoryCause: ResolverTypeWrapper<HistoryCause>;
  HistoryEntry: ResolverTypeWrapper<HistoryEntryRow>;
  HistoryPage: ResolverTypeWrapper<Omit<HistoryPage, 'items'> & { items: Array<ResolversTypes['HistoryEntry']> }>;
  HistoryReference: ResolverTypeWrapper<HistoryReference>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageKitAuthParams: ResolverTypeWrapper<ImageKitAuthParams>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Job: ResolverTypeWrapper<JobRow>;
  JobFilter: JobFilter;
  JobInput: JobInput;
  JobKind: ResolverTypeWrapper<JobKind>;
  JobList: ResolverTypeWrapper<Omit<JobList, 'items'> & { items: Array<ResolversTypes['Job']> }>;
  JobRun: ResolverTypeWrapper<JobRunRow>;
  JobRunList: ResolverTypeWrapper<Omit<JobRunList, 'items'> & { items: Array<ResolversTypes['JobRun']> }>;
  JobRunStatus: JobRunStatus;
  JobRunTrigger: JobRunTrigger;
  JobSchedulePreview: ResolverTypeWrapper<JobSchedulePreview>;
  JobStatus: JobStatus;
  LayoutPage: LayoutPage;
  LayoutSection: ResolverTypeWrapper<LayoutSectionRow>;
  LayoutSectionInput: LayoutSectionInput;
  LayoutSectionKind: LayoutSectionKind;
  MediaFile: ResolverTypeWrapper<MediaFile>;
  MediaFolderInfo: ResolverTypeWrapper<MediaFolderInfo>;
  MediaListSort: MediaListSort;
  MediaSettings: ResolverTypeWrapper<MediaSettings>;
  MerchandisingFilter: MerchandisingFilter;
  MerchandisingSort: MerchandisingSort;
  MerchandisingSortField: MerchandisingSortField;
  Metadata: ResolverTypeWrapper<Metadata>;
  MetadataInput: MetadataInput;
  MoveCategoriesResult: ResolverTypeWrapper<Omit<MoveCategoriesResult, 'moved'> & { moved: Array<ResolversTypes['Category']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyAccess: ResolverTypeWrapper<MyAccess>;
  Organization: ResolverTypeWrapper<OrganizationRow>;
  OrganizationFilter: OrganizationFilter;
  OrganizationInput: OrganizationInput;
  OrganizationList: ResolverTypeWrapper<Omit<OrganizationList, 'items'> & { items: Array<ResolversTypes['Organization']> }>;
  OrganizationSort: OrganizationSort;
  OrganizationSortField: OrganizationSortField;
  PageLayout: ResolverTypeWrapper<PageLayoutRow>;
  PageLayoutFilter: PageLayoutFilter;
  PageLayoutInput: PageLayoutInput;
  PageLayoutList: ResolverTypeWrapper<Omit<PageLayoutList, 'items'> & { items: Array<ResolversTypes['PageLayout']> }>;
  Placement: Placement;
  PostStatus: PostStatus;
  Product: ResolverTypeWrapper<ProductRow>;
  ProductCarousel: ResolverTypeWrapper<ProductCarouselRow>;
  ProductCarouselInput: ProductCarouselInput;
  ProductCarouselList: ResolverTypeWrapper<Omit<ProductCarouselList, 'items'> & { items: Array<ResolversTypes['ProductCarousel']> }>;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductList: ResolverTypeWrapper<Omit<ProductList, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductSort: ProductSort;
  ProductSortField: ProductSortField;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordChange: ResolverTypeWrapper<RecordChange>;
  RecordChangeCause: ResolverTypeWrapper<RecordChangeCause>;
  RecordType: RecordType;
  RestorePreview: ResolverTypeWrapper<RestorePreview>;
  RestoreResult: ResolverTypeWrapper<Omit<RestoreResult, 'entry'> & { entry: ResolversTypes['HistoryEntry'] }>;
  RowVersion: ResolverTypeWrapper<RowVersion>;
  RowVersionInput: RowVersionInput;
  Sale: ResolverTypeWrapper<SaleRow>;
  SaleFilter: SaleFilter;
  SaleList: ResolverTypeWrapper<Omit<SaleList, 'items'> & { items: Array<ResolversTypes['Sale']> }>;
  SaleSort: SaleSort;
  SaleSortField: SaleSortField;
  SaleStatus: SaleStatus;
  SortOrder: SortOrder;
  Store: ResolverTypeWrapper<StoreRow>;
  StoreFilter: StoreFilter;
  StoreInput: StoreInput;
  StoreList: ResolverTypeWrapper<Omit<StoreList, 'items'> & { items: Array<ResolversTypes['Store']> }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TokenPair: ResolverTypeWrapper<TokenPair>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateSaleInput: UpdateSaleInput;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<UserRow>;
  UserFilter: UserFilter;
  UserList: ResolverTypeWrapper<Omit<UserList, 'items'> & { items: Array<ResolversTypes['User']> }>;
  UserRef: ResolverTypeWrapper<UserRef>;
  UserRole: UserRole;
  UserSort: UserSort;
  UserSortField: UserSortField;
  WhoAmI: ResolverTypeWrapper<WhoAmI>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActivityFilter: ActivityFilter;
  Author: Author;
  BannerCarousel: BannerCarouselRow;
  BannerCarouselInput: BannerCarouselInput;
  BannerCarouselList: Omit<BannerCarouselList, 'items'> & { items: Array<ResolversParentTypes['BannerCarousel']> };
  BannerSlide: BannerSlide;
  BannerSlideInput: BannerSlideInput;
  BlogPost: BlogPostRow;
  BlogPostFilter: BlogPostFilter;
  BlogPostInput: BlogPostInput;
  BlogPostList: Omit<BlogPostList, 'items'> & { items: Array<ResolversParentTypes['BlogPost']> };
  BlogPostSort: BlogPostSort;
  Boolean: Scalars['Boolean']['output'];
  Brand: BrandRow;
  BrandFilter: BrandFilter;
  BrandInput: BrandInput;
  BrandList: Omit<BrandList, 'items'> & { items: Array<ResolversParentTypes['Brand']> };
  BulkDeleteResult: BulkDeleteResult;
  BulkProductInput: BulkProductInput;
  BulkResult: BulkResult;
  CatalogueSort: CatalogueSort;
  Category: CategoryRow;
  CategoryDetail: CategoryRow;
  CategoryFilter: CategoryFilter;
  CategoryInput: CategoryInput;
  CategoryList: Omit<CategoryList, 'items'> & { items: Array<ResolversParentTypes['Category']> };
  CategoryParent: CategoryParent;
  CategorySort: CategorySort;
  CreateSaleInput: CreateSaleInput;
  CreateUserInput: CreateUserInput;
  DailyCount: DailyCount;
  DashboardStats: Omit<DashboardStats, 'expiringSoon' | 'failedJobRuns'> & { expiringSoon: Array<ResolversParentTypes['Product']>, failedJobRuns: Array<ResolversParentTypes['JobRun']> };
  DateTime: Scalars['DateTime']['output'];
  DeleteImpact: DeleteImpact;
  DeleteResult: DeleteResult;
  EntityCount: EntityCount;
  FeaturedMenu: FeaturedMenuRow;
  FeaturedMenuInput: FeaturedMenuInput;
  FeaturedMenuItem: FeaturedMenuItem;
  FeaturedMenuItemInput: FeaturedMenuItemInput;
  FeaturedMenuList: Omit<FeaturedMenuList, 'items'> & { items: Array<ResolversParentTypes['FeaturedMenu']> };
  FeedColumnMapping: FeedColumnMapping;
  FeedColumnMappingInput: FeedColumnMappingInput;
  FeedCounts: FeedCounts;
  FeedDownloadInput: FeedDownloadInput;
  FeedDownloadLink: FeedDownloadLink;
  FeedExportInput: FeedExportInput;
  FeedField: FeedField;
  FeedImport: FeedImportRecord;
  FeedImportFilter: FeedImportFilter;
  FeedImportList: Omit<FeedImportList, 'items'> & { items: Array<ResolversParentTypes['FeedImport']> };
  FeedImportRow: FeedImportRowRecord;
  FeedImportRowFilter: FeedImportRowFilter;
  FeedImportRowList: Omit<FeedImportRowList, 'items'> & { items: Array<ResolversParentTypes['FeedImportRow']> };
  FeedImportSettings: FeedImportSettings;
  FeedImportSettingsInput: FeedImportSettingsInput;
  FeedKeptReference: FeedKeptReference;
  FeedLimits: FeedLimits;
  FeedNewReferences: FeedNewReferences;
  FeedPlan: FeedPlan;
  FeedProgress: FeedProgress;
  FeedRowProblem: FeedRowProblem;
  FeedUndoCounts: FeedUndoCounts;
  Float: Scalars['Float']['output'];
  HistoryBatch: HistoryBatchRow;
  HistoryCause: HistoryCause;
  HistoryEntry: HistoryEntryRow;
  HistoryPage: Omit<HistoryPage, 'items'> & { items: Array<ResolversParentTypes['HistoryEntry']> };
  HistoryReference: HistoryReference;
  ID: Scalars['ID']['output'];
  ImageKitAuthParams: ImageKitAuthParams;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Job: JobRow;
  JobFilter: JobFilter;
  JobInput: JobInput;
  JobKind: JobKind;
  JobList: Omit<JobList, 'items'> & { items: Array<ResolversParentTypes['Job']> };
  JobRun: JobRunRow;
  JobRunList: Omit<JobRunList, 'items'> & { items: Array<ResolversParentTypes['JobRun']> };
  JobSchedulePreview: JobSchedulePreview;
  LayoutSection: LayoutSectionRow;
  LayoutSectionInput: LayoutSectionInput;
  MediaFile: MediaFile;
  MediaFolderInfo: MediaFolderInfo;
  MediaSettings: MediaSettings;
  MerchandisingFilter: MerchandisingFilter;
  MerchandisingSort: MerchandisingSort;
  Metadata: Metadata;
  MetadataInput: MetadataInput;
  MoveCategoriesResult: Omit<MoveCategoriesResult, 'moved'> & { moved: Array<ResolversParentTypes['Category']> };
  Mutation: Record<PropertyKey, never>;
  MyAccess: MyAccess;
  Organization: OrganizationRow;
  OrganizationFilter: OrganizationFilter;
  OrganizationInput: OrganizationInput;
  OrganizationList: Omit<OrganizationList, 'items'> & { items: Array<ResolversParentTypes['Organization']> };
  OrganizationSort: OrganizationSort;
  PageLayout: PageLayoutRow;
  PageLayoutFilter: PageLayoutFilter;
  PageLayoutInput: PageLayoutInput;
  PageLayoutList: Omit<PageLayoutList, 'items'> & { items: Array<ResolversParentTypes['PageLayout']> };
  Product: ProductRow;
  ProductCarousel: ProductCarouselRow;
  ProductCarouselInput: ProductCarouselInput;
  ProductCarouselList: Omit<ProductCarouselList, 'items'> & { items: Array<ResolversParentTypes['ProductCarousel']> };
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductList: Omit<ProductList, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductSort: ProductSort;
  Query: Record<PropertyKey, never>;
  RecordChange: RecordChange;
  RecordChangeCause: RecordChangeCause;
  RestorePreview: RestorePreview;
  RestoreResult: Omit<RestoreResult, 'entry'> & { entry: ResolversParentTypes['HistoryEntry'] };
  RowVersion: RowVersion;
  RowVersionInput: RowVersionInput;
  Sale: SaleRow;
  SaleFilter: SaleFilter;
  SaleList: Omit<SaleList, 'items'> & { items: Array<ResolversParentTypes['Sale']> };
  SaleSort: SaleSort;
  Store: StoreRow;
  StoreFilter: StoreFilter;
  StoreInput: StoreInput;
  StoreList: Omit<StoreList, 'items'> & { items: Array<ResolversParentTypes['Store']> };
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TokenPair: TokenPair;
  UpdateProfileInput: UpdateProfileInput;
  UpdateSaleInput: UpdateSaleInput;
  UpdateUserInput: UpdateUserInput;
  User: UserRow;
  UserFilter: UserFilter;
  UserList: Omit<UserList, 'items'> & { items: Array<ResolversParentTypes['User']> };
  UserRef: UserRef;
  UserSort: UserSort;
  WhoAmI: WhoAmI;
}>;

export type AuthorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Author'] = ResolversParentTypes['Author']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BannerCarouselResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BannerCarousel'] = ResolversParentTypes['BannerCarousel']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  placement?: Resolver<ResolversTypes['Placement'], ParentType, ContextType>;
  slides?: Resolver<Array<ResolversTypes['BannerSlide']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BannerCarouselListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BannerCarouselList'] = ResolversParentTypes['BannerCarouselList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BannerCarousel']>, ParentType, ContextType>;
}>;

export type BannerSlideResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BannerSlide'] = ResolversParentTypes['BannerSlide']> = ResolversObject<{
  altText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BlogPostResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BlogPost'] = ResolversParentTypes['BlogPost']> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['Author']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coverImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['Metadata'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PostStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BlogPostListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BlogPostList'] = ResolversParentTypes['BlogPostList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BlogPost']>, ParentType, ContextType>;
}>;

export type BrandResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['Metadata'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BrandListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BrandList'] = ResolversParentTypes['BrandList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
}>;

export type BulkDeleteResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkDeleteResult'] = ResolversParentTypes['BulkDeleteResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BulkResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkResult'] = ResolversParentTypes['BulkResult']> = ResolversObject<{
  affected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conflicts?: Resolver<Array<ResolversTypes['RowVersion']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  depth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['Metadata'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CategoryDetailResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CategoryDetail'] = ResolversParentTypes['CategoryDetail']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  depth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['Metadata'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['CategoryParent']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CategoryListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CategoryList'] = ResolversParentTypes['CategoryList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
}>;

export type CategoryParentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CategoryParent'] = ResolversParentTypes['CategoryParent']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DailyCountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DailyCount'] = ResolversParentTypes['DailyCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DashboardStatsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DashboardStats'] = ResolversParentTypes['DashboardStats']> = ResolversObject<{
  counts?: Resolver<Array<ResolversTypes['EntityCount']>, ParentType, ContextType>;
  expiringSoon?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  expiringSoonCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failedJobRunCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failedJobRuns?: Resolver<Array<ResolversTypes['JobRun']>, ParentType, ContextType>;
  productsPerDay?: Resolver<Array<ResolversTypes['DailyCount']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteImpactResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DeleteImpact'] = ResolversParentTypes['DeleteImpact']> = ResolversObject<{
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  examples?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['RecordType'], ParentType, ContextType>;
}>;

export type DeleteResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DeleteResult'] = ResolversParentTypes['DeleteResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EntityCountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EntityCount'] = ResolversParentTypes['EntityCount']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inactive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FeaturedMenuResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeaturedMenu'] = ResolversParentTypes['FeaturedMenu']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FeaturedMenuItem']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FeaturedMenuItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeaturedMenuItem'] = ResolversParentTypes['FeaturedMenuItem']> = ResolversObject<{
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeaturedMenuListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeaturedMenuList'] = ResolversParentTypes['FeaturedMenuList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FeaturedMenu']>, ParentType, ContextType>;
}>;

export type FeedColumnMappingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedColumnMapping'] = ResolversParentTypes['FeedColumnMapping']> = ResolversObject<{
  column?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeedCountsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedCounts'] = ResolversParentTypes['FeedCounts']> = ResolversObject<{
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FeedDownloadLinkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedDownloadLink'] = ResolversParentTypes['FeedDownloadLink']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeedFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedField'] = ResolversParentTypes['FeedField']> = ResolversObject<{
  isKey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matchOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  synonyms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FeedImportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedImport'] = ResolversParentTypes['FeedImport']> = ResolversObject<{
  appliedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  appliedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  byteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelRequested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  counts?: Resolver<Maybe<ResolversTypes['FeedCounts']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  createdByName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delimiter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  encoding?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['FeedEntity'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feedName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FeedField']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  headers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['FeedPlan']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['FeedProgress']>, ParentType, ContextType>;
  referencesCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sample?: Resolver<Array<Array<ResolversTypes['String']>>, ParentType, ContextType, RequireFields<FeedImportSampleArgs, 'limit'>>;
  savedSettingsUsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['FeedImportSettings']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FeedImportStatus'], ParentType, ContextType>;
  suggestedSettings?: Resolver<ResolversTypes['FeedImportSettings'], ParentType, ContextType>;
  undoCounts?: Resolver<Maybe<ResolversTypes['FeedUndoCounts']>, ParentType, ContextType>;
  undoneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  undoneBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type FeedImportListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedImportList'] = ResolversParentTypes['FeedImportList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FeedImport']>, ParentType, ContextType>;
}>;

export type FeedImportRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedImportRow'] = ResolversParentTypes['FeedImportRow']> = ResolversObject<{
  cells?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['FeedRowOutcome']>, ParentType, ContextType>;
  planned?: Resolver<Maybe<ResolversTypes['FeedRowOutcome']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['FeedRowProblem']>, ParentType, ContextType>;
  recordId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  undoNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  undoOutcome?: Resolver<Maybe<ResolversTypes['FeedUndoOutcome']>, ParentType, ContextType>;
}>;

export type FeedImportRowListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedImportRowList'] = ResolversParentTypes['FeedImportRowList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FeedImportRow']>, ParentType, ContextType>;
}>;

export type FeedImportSettingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedImportSettings'] = ResolversParentTypes['FeedImportSettings']> = ResolversObject<{
  mapping?: Resolver<Array<ResolversTypes['FeedColumnMapping']>, ParentType, ContextType>;
  matchBy?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  missingReferences?: Resolver<ResolversTypes['FeedMissingReferences'], ParentType, ContextType>;
  onMatch?: Resolver<ResolversTypes['FeedMatchAction'], ParentType, ContextType>;
}>;

export type FeedKeptReferenceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedKeptReference'] = ResolversParentTypes['FeedKeptReference']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['RecordType'], ParentType, ContextType>;
}>;

export type FeedLimitsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedLimits'] = ResolversParentTypes['FeedLimits']> = ResolversObject<{
  maxBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FeedNewReferencesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedNewReferences'] = ResolversParentTypes['FeedNewReferences']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FeedPlanResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedPlan'] = ResolversParentTypes['FeedPlan']> = ResolversObject<{
  checkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  counts?: Resolver<ResolversTypes['FeedCounts'], ParentType, ContextType>;
  newReferences?: Resolver<Array<ResolversTypes['FeedNewReferences']>, ParentType, ContextType>;
  unmappedRequired?: Resolver<Array<ResolversTypes['FeedField']>, ParentType, ContextType>;
}>;

export type FeedProgressResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedProgress'] = ResolversParentTypes['FeedProgress']> = ResolversObject<{
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  secondsLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waiting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FeedRowProblemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedRowProblem'] = ResolversParentTypes['FeedRowProblem']> = ResolversObject<{
  column?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  header?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeedUndoCountsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedUndoCounts'] = ResolversParentTypes['FeedUndoCounts']> = ResolversObject<{
  kept?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keptReferences?: Resolver<Array<ResolversTypes['FeedKeptReference']>, ParentType, ContextType>;
  reverted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HistoryBatchResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HistoryBatch'] = ResolversParentTypes['HistoryBatch']> = ResolversObject<{
  entity?: Resolver<Maybe<ResolversTypes['FeedEntity']>, ParentType, ContextType>;
  entryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HistoryBatchKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HistoryCauseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HistoryCause'] = ResolversParentTypes['HistoryCause']> = ResolversObject<{
  action?: Resolver<ResolversTypes['HistoryAction'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['RecordType'], ParentType, ContextType>;
}>;

export type HistoryEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HistoryEntry'] = ResolversParentTypes['HistoryEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['HistoryAction'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  batch?: Resolver<Maybe<ResolversTypes['HistoryBatch']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  cause?: Resolver<Maybe<ResolversTypes['HistoryCause']>, ParentType, ContextType>;
  changes?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['RecordType'], ParentType, ContextType>;
  references?: Resolver<Array<ResolversTypes['HistoryReference']>, ParentType, ContextType>;
  restorable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HistoryPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HistoryPage'] = ResolversParentTypes['HistoryPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HistoryReferenceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HistoryReference'] = ResolversParentTypes['HistoryReference']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['RecordType'], ParentType, ContextType>;
}>;

export type ImageKitAuthParamsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImageKitAuthParams'] = ResolversParentTypes['ImageKitAuthParams']> = ResolversObject<{
  expire?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type JobResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastRun?: Resolver<Maybe<ResolversTypes['JobRun']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextRunAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  schedule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scheduleDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobStatus'], ParentType, ContextType>;
}>;

export type JobKindResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['JobKind'] = ResolversParentTypes['JobKind']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type JobListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['JobList'] = ResolversParentTypes['JobList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
}>;

export type JobRunResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['JobRun'] = ResolversParentTypes['JobRun']> = ResolversObject<{
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  job?: Resolver<ResolversTypes['Job'], ParentType, ContextType>;
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  log?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobRunStatus'], ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['JobRunTrigger'], ParentType, ContextType>;
}>;

export type JobRunListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['JobRunList'] = ResolversParentTypes['JobRunList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['JobRun']>, ParentType, ContextType>;
}>;

export type JobSchedulePreviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['JobSchedulePreview'] = ResolversParentTypes['JobSchedulePreview']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextRuns?: Resolver<Array<ResolversTypes['DateTime']>, ParentType, ContextType>;
  schedule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LayoutSectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LayoutSection'] = ResolversParentTypes['LayoutSection']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['LayoutSectionKind'], ParentType, ContextType>;
  ref?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MediaFileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MediaFile'] = ResolversParentTypes['MediaFile']> = ResolversObject<{
  fileId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MediaFolderInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MediaFolderInfo'] = ResolversParentTypes['MediaFolderInfo']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  folders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MediaSettingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MediaSettings'] = ResolversParentTypes['MediaSettings']> = ResolversObject<{
  publicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadEndpoint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  urlEndpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MetadataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Metadata'] = ResolversParentTypes['Metadata']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MoveCategoriesResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MoveCategoriesResult'] = ResolversParentTypes['MoveCategoriesResult']> = ResolversObject<{
  conflicts?: Resolver<Array<ResolversTypes['RowVersion']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moved?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  statusCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  activatePageLayout?: Resolver<ResolversTypes['PageLayout'], ParentType, ContextType, RequireFields<MutationActivatePageLayoutArgs, 'id'>>;
  applyFeedImport?: Resolver<ResolversTypes['FeedImport'], ParentType, ContextType, RequireFields<MutationApplyFeedImportArgs, 'id'>>;
  bulkDeleteMediaFiles?: Resolver<ResolversTypes['BulkDeleteResult'], ParentType, ContextType, RequireFields<MutationBulkDeleteMediaFilesArgs, 'fileIds'>>;
  bulkDeleteProducts?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkDeleteProductsArgs, 'ids'>>;
  bulkUpdateProducts?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkUpdateProductsArgs, 'ids' | 'input'>>;
  cancelFeedImport?: Resolver<ResolversTypes['FeedImport'], ParentType, ContextType, RequireFields<MutationCancelFeedImportArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  checkFeedImport?: Resolver<ResolversTypes['FeedImport'], ParentType, ContextType, RequireFields<MutationCheckFeedImportArgs, 'id' | 'settings'>>;
  createBannerCarousel?: Resolver<ResolversTypes['BannerCarousel'], ParentType, ContextType, RequireFields<MutationCreateBannerCarouselArgs, 'input'>>;
  createBlogPost?: Resolver<ResolversTypes['BlogPost'], ParentType, ContextType, RequireFields<MutationCreateBlogPostArgs, 'input'>>;
  createBrand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType, RequireFields<MutationCreateBrandArgs, 'input'>>;
  createCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationCreateCategoryArgs, 'input'>>;
  createFeaturedMenu?: Resolver<ResolversTypes['FeaturedMenu'], ParentType, ContextType, RequireFields<MutationCreateFeaturedMenuArgs, 'input'>>;
  createJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationCreateJobArgs, 'input'>>;
  createOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationCreateOrganizationArgs, 'input'>>;
  createPageLayout?: Resolver<ResolversTypes['PageLayout'], ParentType, ContextType, RequireFields<MutationCreatePageLayoutArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createProductCarousel?: Resolver<ResolversTypes['ProductCarousel'], ParentType, ContextType, RequireFields<MutationCreateProductCarouselArgs, 'input'>>;
  createSale?: Resolver<ResolversTypes['Sale'], ParentType, ContextType, RequireFields<MutationCreateSaleArgs, 'input'>>;
  createStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationCreateStoreArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteBannerCarousel?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteBannerCarouselArgs, 'id'>>;
  deleteBlogPost?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteBlogPostArgs, 'id'>>;
  deleteBrand?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteBrandArgs, 'id'>>;
  deleteCategory?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteCategoryArgs, 'id'>>;
  deleteFeaturedMenu?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteFeaturedMenuArgs, 'id'>>;
  deleteJob?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteJobArgs, 'id'>>;
  deleteOrganization?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteOrganizationArgs, 'id'>>;
  deleteProduct?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  deleteProductCarousel?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteProductCarouselArgs, 'id'>>;
  deleteSale?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteSaleArgs, 'slug'>>;
  discardFeedImport?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDiscardFeedImportArgs, 'id'>>;
  feedDownloadLink?: Resolver<ResolversTypes['FeedDownloadLink'], ParentType, ContextType, RequireFields<MutationFeedDownloadLinkArgs, 'input'>>;
  login?: Resolver<ResolversTypes['TokenPair'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLogoutArgs, 'refreshToken'>>;
  moveCategories?: Resolver<ResolversTypes['MoveCategoriesResult'], ParentType, ContextType, RequireFields<MutationMoveCategoriesArgs, 'id'>>;
  pauseJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationPauseJobArgs, 'id'>>;
  refreshTokens?: Resolver<ResolversTypes['TokenPair'], ParentType, ContextType>;
  restoreRecordVersion?: Resolver<ResolversTypes['RestoreResult'], ParentType, ContextType, RequireFields<MutationRestoreRecordVersionArgs, 'expectedVersion' | 'historyEntryId'>>;
  resumeJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationResumeJobArgs, 'id'>>;
  runJobNow?: Resolver<ResolversTypes['JobRun'], ParentType, ContextType, RequireFields<MutationRunJobNowArgs, 'id'>>;
  undoFeedImport?: Resolver<ResolversTypes['FeedImport'], ParentType, ContextType, RequireFields<MutationUndoFeedImportArgs, 'id'>>;
  updateBannerCarousel?: Resolver<ResolversTypes['BannerCarousel'], ParentType, ContextType, RequireFields<MutationUpdateBannerCarouselArgs, 'id' | 'input'>>;
  updateBlogPost?: Resolver<ResolversTypes['BlogPost'], ParentType, ContextType, RequireFields<MutationUpdateBlogPostArgs, 'id' | 'input'>>;
  updateBrand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType, RequireFields<MutationUpdateBrandArgs, 'id' | 'input'>>;
  updateCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationUpdateCategoryArgs, 'id' | 'input'>>;
  updateFeaturedMenu?: Resolver<ResolversTypes['FeaturedMenu'], ParentType, ContextType, RequireFields<MutationUpdateFeaturedMenuArgs, 'id' | 'input'>>;
  updateJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationUpdateJobArgs, 'id' | 'input'>>;
  updateOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationArgs, 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateProductCarousel?: Resolver<ResolversTypes['ProductCarousel'], ParentType, ContextType, RequireFields<MutationUpdateProductCarouselArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateSale?: Resolver<ResolversTypes['Sale'], ParentType, ContextType, RequireFields<MutationUpdateSaleArgs, 'input' | 'slug'>>;
  updateStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationUpdateStoreArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
}>;

export type MyAccessResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MyAccess'] = ResolversParentTypes['MyAccess']> = ResolversObject<{
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
}>;

export type OrganizationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrganizationListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrganizationList'] = ResolversParentTypes['OrganizationList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType>;
}>;

export type PageLayoutResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PageLayout'] = ResolversParentTypes['PageLayout']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['LayoutPage'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['LayoutSection']>, ParentType, ContextType>;
}>;

export type PageLayoutListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PageLayoutList'] = ResolversParentTypes['PageLayoutList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PageLayout']>, ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  couponCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dealUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['Metadata'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  salePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductCarouselResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductCarousel'] = ResolversParentTypes['ProductCarousel']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  placement?: Resolver<ResolversTypes['Placement'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductCarouselListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductCarouselList'] = ResolversParentTypes['ProductCarouselList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ProductCarousel']>, ParentType, ContextType>;
}>;

export type ProductListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductList'] = ResolversParentTypes['ProductList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  activity?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, Partial<QueryActivityArgs>>;
  blogTags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  categoryTree?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  dashboardStats?: Resolver<ResolversTypes['DashboardStats'], ParentType, ContextType>;
  deleteImpact?: Resolver<Array<ResolversTypes['DeleteImpact']>, ParentType, ContextType, RequireFields<QueryDeleteImpactArgs, 'ids' | 'recordType'>>;
  feedFields?: Resolver<Array<ResolversTypes['FeedField']>, ParentType, ContextType, RequireFields<QueryFeedFieldsArgs, 'entity'>>;
  feedImport?: Resolver<ResolversTypes['FeedImport'], ParentType, ContextType, RequireFields<QueryFeedImportArgs, 'id'>>;
  feedImportRows?: Resolver<ResolversTypes['FeedImportRowList'], ParentType, ContextType, RequireFields<QueryFeedImportRowsArgs, 'id'>>;
  feedImports?: Resolver<ResolversTypes['FeedImportList'], ParentType, ContextType, Partial<QueryFeedImportsArgs>>;
  feedLimits?: Resolver<ResolversTypes['FeedLimits'], ParentType, ContextType>;
  findBannerCarouselById?: Resolver<ResolversTypes['BannerCarousel'], ParentType, ContextType, RequireFields<QueryFindBannerCarouselByIdArgs, 'id'>>;
  findBannerCarousels?: Resolver<ResolversTypes['BannerCarouselList'], ParentType, ContextType, Partial<QueryFindBannerCarouselsArgs>>;
  findBlogPostById?: Resolver<ResolversTypes['BlogPost'], ParentType, ContextType, RequireFields<QueryFindBlogPostByIdArgs, 'id'>>;
  findBlogPosts?: Resolver<ResolversTypes['BlogPostList'], ParentType, ContextType, Partial<QueryFindBlogPostsArgs>>;
  findBrandById?: Resolver<ResolversTypes['Brand'], ParentType, ContextType, RequireFields<QueryFindBrandByIdArgs, 'id'>>;
  findBrands?: Resolver<ResolversTypes['BrandList'], ParentType, ContextType, Partial<QueryFindBrandsArgs>>;
  findCategories?: Resolver<ResolversTypes['CategoryList'], ParentType, ContextType, Partial<QueryFindCategoriesArgs>>;
  findCategoryById?: Resolver<ResolversTypes['CategoryDetail'], ParentType, ContextType, RequireFields<QueryFindCategoryByIdArgs, 'id'>>;
  findFeaturedMenuById?: Resolver<ResolversTypes['FeaturedMenu'], ParentType, ContextType, RequireFields<QueryFindFeaturedMenuByIdArgs, 'id'>>;
  findFeaturedMenus?: Resolver<ResolversTypes['FeaturedMenuList'], ParentType, ContextType, Partial<QueryFindFeaturedMenusArgs>>;
  findJobById?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<QueryFindJobByIdArgs, 'id'>>;
  findJobRunById?: Resolver<ResolversTypes['JobRun'], ParentType, ContextType, RequireFields<QueryFindJobRunByIdArgs, 'id'>>;
  findJobRuns?: Resolver<ResolversTypes['JobRunList'], ParentType, ContextType, RequireFields<QueryFindJobRunsArgs, 'jobId'>>;
  findJobs?: Resolver<ResolversTypes['JobList'], ParentType, ContextType, Partial<QueryFindJobsArgs>>;
  findOrganizationById?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<QueryFindOrganizationByIdArgs, 'id'>>;
  findOrganizations?: Resolver<ResolversTypes['OrganizationList'], ParentType, ContextType, Partial<QueryFindOrganizationsArgs>>;
  findPageLayoutById?: Resolver<ResolversTypes['PageLayout'], ParentType, ContextType, RequireFields<QueryFindPageLayoutByIdArgs, 'id'>>;
  findPageLayouts?: Resolver<ResolversTypes['PageLayoutList'], ParentType, ContextType, Partial<QueryFindPageLayoutsArgs>>;
  findProductById?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<QueryFindProductByIdArgs, 'id'>>;
  findProductCarouselById?: Resolver<ResolversTypes['ProductCarousel'], ParentType, ContextType, RequireFields<QueryFindProductCarouselByIdArgs, 'id'>>;
  findProductCarousels?: Resolver<ResolversTypes['ProductCarouselList'], ParentType, ContextType, Partial<QueryFindProductCarouselsArgs>>;
  findProducts?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, Partial<QueryFindProductsArgs>>;
  findSaleBySlug?: Resolver<ResolversTypes['Sale'], ParentType, ContextType, RequireFields<QueryFindSaleBySlugArgs, 'slug'>>;
  findSales?: Resolver<ResolversTypes['SaleList'], ParentType, ContextType, Partial<QueryFindSalesArgs>>;
  findStoreById?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<QueryFindStoreByIdArgs, 'id'>>;
  findStores?: Resolver<ResolversTypes['StoreList'], ParentType, ContextType, Partial<QueryFindStoresArgs>>;
  findUserById?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryFindUserByIdArgs, 'id'>>;
  findUsers?: Resolver<ResolversTypes['UserList'], ParentType, ContextType, Partial<QueryFindUsersArgs>>;
  getImageKitAuthParams?: Resolver<ResolversTypes['ImageKitAuthParams'], ParentType, ContextType>;
  getMediaFolder?: Resolver<ResolversTypes['MediaFolderInfo'], ParentType, ContextType, Partial<QueryGetMediaFolderArgs>>;
  getMediaList?: Resolver<Array<ResolversTypes['MediaFile']>, ParentType, ContextType, Partial<QueryGetMediaListArgs>>;
  historyBatchEntries?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryHistoryBatchEntriesArgs, 'batchId'>>;
  jobKinds?: Resolver<Array<ResolversTypes['JobKind']>, ParentType, ContextType>;
  mediaSettings?: Resolver<ResolversTypes['MediaSettings'], ParentType, ContextType>;
  myAccess?: Resolver<ResolversTypes['MyAccess'], ParentType, ContextType>;
  previewJobSchedule?: Resolver<ResolversTypes['JobSchedulePreview'], ParentType, ContextType, RequireFields<QueryPreviewJobScheduleArgs, 'schedule'>>;
  recordHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryRecordHistoryArgs, 'recordId' | 'recordType'>>;
  restorePreview?: Resolver<ResolversTypes['RestorePreview'], ParentType, ContextType, RequireFields<QueryRestorePreviewArgs, 'historyEntryId'>>;
  whoAmI?: Resolver<ResolversTypes['WhoAmI'], ParentType, ContextType>;
}>;

export type RecordChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecordChange'] = ResolversParentTypes['RecordChange']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  cause?: Resolver<Maybe<ResolversTypes['RecordChangeCause']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HistoryAction'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['RecordType'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type RecordChangeCauseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecordChangeCause'] = ResolversParentTypes['RecordChangeCause']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HistoryAction'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['RecordType'], ParentType, ContextType>;
}>;

export type RestorePreviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RestorePreview'] = ResolversParentTypes['RestorePreview']> = ResolversObject<{
  changes?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lost?: Resolver<Array<ResolversTypes['HistoryReference']>, ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  references?: Resolver<Array<ResolversTypes['HistoryReference']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RestoreResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RestoreResult'] = ResolversParentTypes['RestoreResult']> = ResolversObject<{
  entry?: Resolver<ResolversTypes['HistoryEntry'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RowVersionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RowVersion'] = ResolversParentTypes['RowVersion']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SaleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Sale'] = ResolversParentTypes['Sale']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['Metadata'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SaleStatus'], ParentType, ContextType>;
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SaleListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SaleList'] = ResolversParentTypes['SaleList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Sale']>, ParentType, ContextType>;
}>;

export type StoreResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['Metadata'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StoreListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StoreList'] = ResolversParentTypes['StoreList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  feedImportChanged?: SubscriptionResolver<ResolversTypes['FeedImport'], "feedImportChanged", ParentType, ContextType, RequireFields<SubscriptionFeedImportChangedArgs, 'id'>>;
  recordChanged?: SubscriptionResolver<ResolversTypes['RecordChange'], "recordChanged", ParentType, ContextType, Partial<SubscriptionRecordChangedArgs>>;
}>;

export type TokenPairResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TokenPair'] = ResolversParentTypes['TokenPair']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserList'] = ResolversParentTypes['UserList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type UserRefResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserRef'] = ResolversParentTypes['UserRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WhoAmIResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WhoAmI'] = ResolversParentTypes['WhoAmI']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = RequestContext> = ResolversObject<{
  Author?: AuthorResolvers<ContextType>;
  BannerCarousel?: BannerCarouselResolvers<ContextType>;
  BannerCarouselList?: BannerCarouselListResolvers<ContextType>;
  BannerSlide?: BannerSlideResolvers<ContextType>;
  BlogPost?: BlogPostResolvers<ContextType>;
  BlogPostList?: BlogPostListResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandList?: BrandListResolvers<ContextType>;
  BulkDeleteResult?: BulkDeleteResultResolvers<ContextType>;
  BulkResult?: BulkResultResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryDetail?: CategoryDetailResolvers<ContextType>;
  CategoryList?: CategoryListResolvers<ContextType>;
  CategoryParent?: CategoryParentResolvers<ContextType>;
  DailyCount?: DailyCountResolvers<ContextType>;
  DashboardStats?: DashboardStatsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteImpact?: DeleteImpactResolvers<ContextType>;
  DeleteResult?: DeleteResultResolvers<ContextType>;
  EntityCount?: EntityCountResolvers<ContextType>;
  FeaturedMenu?: FeaturedMenuResolvers<ContextType>;
  FeaturedMenuItem?: FeaturedMenuItemResolvers<ContextType>;
  FeaturedMenuList?: FeaturedMenuListResolvers<ContextType>;
  FeedColumnMapping?: FeedColumnMappingResolvers<ContextType>;
  FeedCounts?: FeedCountsResolvers<ContextType>;
  FeedDownloadLink?: FeedDownloadLinkResolvers<ContextType>;
  FeedField?: FeedFieldResolvers<ContextType>;
  FeedImport?: FeedImportResolvers<ContextType>;
  FeedImportList?: FeedImportListResolvers<ContextType>;
  FeedImportRow?: FeedImportRowResolvers<ContextType>;
  FeedImportRowList?: FeedImportRowListResolvers<ContextType>;
  FeedImportSettings?: FeedImportSettingsResolvers<ContextType>;
  FeedKeptReference?: FeedKeptReferenceResolvers<ContextType>;
  FeedLimits?: FeedLimitsResolvers<ContextType>;
  FeedNewReferences?: FeedNewReferencesResolvers<ContextType>;
  FeedPlan?: FeedPlanResolvers<ContextType>;
  FeedProgress?: FeedProgressResolvers<ContextType>;
  FeedRowProblem?: FeedRowProblemResolvers<ContextType>;
  FeedUndoCounts?: FeedUndoCountsResolvers<ContextType>;
  HistoryBatch?: HistoryBatchResolvers<ContextType>;
  HistoryCause?: HistoryCauseResolvers<ContextType>;
  HistoryEntry?: HistoryEntryResolvers<ContextType>;
  HistoryPage?: HistoryPageResolvers<ContextType>;
  HistoryReference?: HistoryReferenceResolvers<ContextType>;
  ImageKitAuthParams?: ImageKitAuthParamsResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Job?: JobResolvers<ContextType>;
  JobKind?: JobKindResolvers<ContextType>;
  JobList?: JobListResolvers<ContextType>;
  JobRun?: JobRunResolvers<ContextType>;
  JobRunList?: JobRunListResolvers<ContextType>;
  JobSchedulePreview?: JobSchedulePreviewResolvers<ContextType>;
  LayoutSection?: LayoutSectionResolvers<ContextType>;
  MediaFile?: MediaFileResolvers<ContextType>;
  MediaFolderInfo?: MediaFolderInfoResolvers<ContextType>;
  MediaSettings?: MediaSettingsResolvers<ContextType>;
  Metadata?: MetadataResolvers<ContextType>;
  MoveCategoriesResult?: MoveCategoriesResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyAccess?: MyAccessResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OrganizationList?: OrganizationListResolvers<ContextType>;
  PageLayout?: PageLayoutResolvers<ContextType>;
  PageLayoutList?: PageLayoutListResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCarousel?: ProductCarouselResolvers<ContextType>;
  ProductCarouselList?: ProductCarouselListResolvers<ContextType>;
  ProductList?: ProductListResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordChange?: RecordChangeResolvers<ContextType>;
  RecordChangeCause?: RecordChangeCauseResolvers<ContextType>;
  RestorePreview?: RestorePreviewResolvers<ContextType>;
  RestoreResult?: RestoreResultResolvers<ContextType>;
  RowVersion?: RowVersionResolvers<ContextType>;
  Sale?: SaleResolvers<ContextType>;
  SaleList?: SaleListResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreList?: StoreListResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TokenPair?: TokenPairResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserList?: UserListResolvers<ContextType>;
  UserRef?: UserRefResolvers<ContextType>;
  WhoAmI?: WhoAmIResolvers<ContextType>;
}>;

