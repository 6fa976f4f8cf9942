import {
  ActivatePageLayoutDocument,
  ActivityDocument,
  DeleteImpactDocument,
  RecordHistoryDocument,
  RestorePreviewDocument,
  RestoreRecordVersionDocument,
  BlogTagsDocument,
  BulkDeleteMediaFilesDocument,
  FindBannerCarouselByIdDocument,
  FindBannerCarouselsDocument,
  FindBlogPostByIdDocument,
  FindBlogPostsDocument,
  FindFeaturedMenuByIdDocument,
  FindFeaturedMenusDocument,
  FindPageLayoutByIdDocument,
  FindPageLayoutsDocument,
  FindProductCarouselByIdDocument,
  FindProductCarouselsDocument,
  UpdateBannerCarouselDocument,
  UpdateBlogPostDocument,
  BulkUpdateProductsDocument,
  CategoryTreeDocument,
  ChangePasswordDocument,
  CreateBrandDocument,
  DashboardStatsDocument,
  DeleteBrandDocument,
  FindJobByIdDocument,
  FindJobRunsDocument,
  FindJobsDocument,
  JobKindsDocument,
  PreviewJobScheduleDocument,
  FindOrganizationByIdDocument,
  FindOrganizationsDocument,
  FindSaleBySlugDocument,
  FindSalesDocument,
  FindBrandByIdDocument,
  FindBrandsDocument,
  FindBrandTitlesDocument,
  FindCategoriesDocument,
  FindCategoryByIdDocument,
  FindCategoryTitlesDocument,
  FindProductByIdDocument,
  FindProductsDocument,
  FindStoreByIdDocument,
  FindStoresDocument,
  FindStoreTitlesDocument,
  FindUserByIdDocument,
  FindUsersDocument,
  GetMediaFolderDocument,
  GetMediaListDocument,
  GlobalSearchDocument,
  LoginDocument,
  MoveCategoriesDocument,
  MyAccessDocument,
  PauseJobDocument,
  RunJobNowDocument,
  UpdateBrandDocument,
  UpdateProfileDocument,
  UpdateUserDocument,
  WhoAmIDocument,
} from '@deals/admin-core';
import type { DocumentNode } from 'graphql';

/**
 * The requests the screen stories make, answered by the real API on the seeded demo catalogue and recorded in
 * fixtures.generated.json (`pnpm --filter @deals/admin-app fixtures:record`). The stories' transport replays them;
 * fixtures.test.ts fails when a recording no longer matches what the API answers.
 */
export interface Scenario {
  document: DocumentNode;
  variables?: Record<string, unknown>;
  /** A mutation a story may send with any input (what the user typed): its recorded answer is replayed. */
  anyVariables?: boolean;
  /** Sent without a session (the login screen). */
  anonymous?: boolean;
}

const page = { skip: 0, limit: 25 };
/** A sale of the seeded catalogue (sales are addressed by slug). */
export const SALE_SLUG = 'spring-style-2026';
const titles = { skip: 0, limit: 25 };

export const scenarios: Scenario[] = [
  { document: WhoAmIDocument },
  { document: MyAccessDocument },
  { document: DashboardStatsDocument },
  { document: FindBrandsDocument, variables: { ...page, sort: { field: 'TITLE', order: 'ASC' }, filter: {} } },
  {
    document: FindBrandsDocument,
    variables: { ...page, search: 'zzz', sort: { field: 'TITLE', order: 'ASC' }, filter: {} },
  },
  { document: FindBrandByIdDocument, variables: { id: '1' } },
  { document: FindStoresDocument, variables: { ...page, sort: { field: 'TITLE', order: 'ASC' }, filter: {} } },
  { document: FindStoreByIdDocument, variables: { id: '1' } },
  { document: FindCategoriesDocument, variables: { ...page, sort: { field: 'TREE', order: 'ASC' }, filter: {} } },
  { document: FindCategoryByIdDocument, variables: { id: '4' } },
  { document: CategoryTreeDocument },
  { document: FindProductsDocument, variables: { ...page, sort: { field: 'UPDATED_AT', order: 'DESC' }, filter: {} } },
  {
    document: FindProductsDocument,
    variables: { ...page, sort: { field: 'UPDATED_AT', order: 'DESC' }, filter: { brandIds: ['1'] } },
  },
  { document: FindBrandTitlesDocument, variables: titles },
  { document: FindBrandTitlesDocument, variables: { filter: { ids: ['1'] }, limit: 1 } },
  { document: FindStoreTitlesDocument, variables: titles },
  { document: FindCategoryTitlesDocument, variables: titles },
  { document: FindBrandTitlesDocument, variables: { limit: 25 } },
  { document: FindStoreTitlesDocument, variables: { limit: 25 } },
  { document: FindCategoryTitlesDocument, variables: { limit: 25 } },
  { document: FindProductByIdDocument, variables: { id: '1' } },
  { document: FindUsersDocument, variables: { ...page, sort: { field: 'NAME', order: 'ASC' }, filter: {} } },
  { document: FindUserByIdDocument, variables: { id: '2' } },
  { document: GetMediaFolderDocument, variables: { path: '/' } },
  { document: GetMediaListDocument, variables: { ...page, path: '/', sort: 'DESC_CREATED' } },
  { document: GetMediaFolderDocument, variables: { path: '/products' } },
  { document: GetMediaListDocument, variables: { ...page, path: '/products', sort: 'DESC_CREATED' } },
  // The palette searches as the user types "ever".
  ...['ev', 'eve', 'ever'].map((search) => ({
    document: GlobalSearchDocument,
    variables: { search, limit: 5, withUsers: true },
  })),
  { document: FindSalesDocument, variables: { ...page, sort: { field: 'STARTS_AT', order: 'DESC' }, filter: {} } },
  { document: FindSaleBySlugDocument, variables: { slug: SALE_SLUG } },
  { document: FindProductsDocument, variables: { limit: 25 } },
  { document: FindOrganizationsDocument, variables: { ...page, sort: { field: 'NAME', order: 'ASC' }, filter: {} } },
  { document: FindOrganizationByIdDocument, variables: { id: '1' } },
  { document: FindJobsDocument, variables: { ...page, filter: {} } },
  { document: FindJobByIdDocument, variables: { id: '1' } },
  { document: FindJobRunsDocument, variables: { jobId: '1', ...page } },
  // The job form's kinds select and its next-runs preview: a new job's hourly start and job 1's own schedule.
  { document: JobKindsDocument, variables: {} },
  { document: PreviewJobScheduleDocument, variables: { schedule: '0 * * * *', count: 5 } },
  { document: PreviewJobScheduleDocument, variables: { schedule: '*/15 * * * *', count: 5 } },
  ...[FindBannerCarouselsDocument, FindProductCarouselsDocument, FindFeaturedMenusDocument].flatMap((document) => [
    { document, variables: { ...page, sort: { field: 'TITLE', order: 'ASC' }, filter: {} } },
    // The layout builder's section search.
    { document, variables: { limit: 25 } },
  ]),
  { document: FindBannerCarouselByIdDocument, variables: { id: '1' } },
  { document: FindProductCarouselByIdDocument, variables: { id: '1' } },
  { document: FindFeaturedMenuByIdDocument, variables: { id: '1' } },
  { document: FindPageLayoutsDocument, variables: { ...page, filter: {} } },
  { document: FindPageLayoutByIdDocument, variables: { id: '1' } },
  { document: FindSalesDocument, variables: { limit: 25 } },
  { document: FindBlogPostsDocument, variables: { ...page, sort: { field: 'CREATED_AT', order: 'DESC' }, filter: {} } },
  { document: BlogTagsDocument },
  { document: FindBlogPostByIdDocument, variables: { id: '1' } },
  {
    document: LoginDocument,
    variables: { email: 'admin@example.com', password: 'not-the-password' },
    anonymous: true,
  },
  // Mutations last: they change the catalogue the queries above were recorded on.
  {
    document: UpdateBrandDocument,
    anyVariables: true,
    variables: {
      id: '1',
      input: { title: 'Arclight Outdoor', imageUrl: null, active: true },
    },
  },
  { document: CreateBrandDocument, anyVariables: true, variables: { input: { title: 'Brightside', active: true } } },
  { document: DeleteBrandDocument, anyVariables: true, variables: { id: '40' } },
  {
    document: BulkUpdateProductsDocument,
    anyVariables: true,
    variables: { ids: ['1', '2'], input: { active: false } },
  },
  { document: MoveCategoriesDocument, anyVariables: true, variables: { id: ['5'], parentId: '1' } },
  { document: UpdateUserDocument, anyVariables: true, variables: { id: '2', input: { active: false } } },
  { document: UpdateProfileDocument, anyVariables: true, variables: { input: { name: 'Ada Admin' } } },
  {
    document: ChangePasswordDocument,
    variables: { currentPassword: 'wrong-password', newPassword: 'a-new-password' },
  },
  { document: RunJobNowDocument, anyVariables: true, variables: { id: '1' } },
  { document: PauseJobDocument, anyVariables: true, variables: { id: '1' } },
  { document: BulkDeleteMediaFilesDocument, anyVariables: true, variables: { fileIds: ['nonexistent'] } },
  {
    document: UpdateBannerCarouselDocument,
    anyVariables: true,
    variables: {
      id: '1',
      input: {
        title: 'Home hero',
        placement: 'HOME_HERO',
        active: true,
        slides: [{ imageUrl: 'https://images.example/hero.png', linkUrl: '/sales/spring', altText: 'Spring sale' }],
      },
    },
  },
  { document: ActivatePageLayoutDocument, anyVariables: true, variables: { id: '1' } },
  {
    document: UpdateBlogPostDocument,
    anyVariables: true,
    variables: { id: '1', input: { title: 'How we pick the week’s best deals', status: 'DRAFT' } },
  },
  // History, after the writes above made some (the seed writes none): the Activity screen and brand 1's History card.
  { document: FindUsersDocument, variables: { limit: 100 } },
  ...[{}, { recordType: 'BRAND' }, { userId: '2' }].map((filter) => ({
    document: ActivityDocument,
    variables: { filter, page: 1, perPage: 25 },
  })),
  {
    document: RecordHistoryDocument,
    variables: {
      recordType: 'BRAND',
      recordId: '1',
      page: 1,
      perPage: 10,
      brand: true,
      store: false,
      category: false,
      product: false,
      blogPost: false,
    },
  },
  // What deleting the product list's first two rows would change: the sales and carousels that show them.
  { document: DeleteImpactDocument, variables: { recordType: 'PRODUCT', ids: ['35', '3'] } },
  // Entry 1 is the first write above (brand 1's rename); version 2 is brand 1's after it.
  { document: RestorePreviewDocument, variables: { historyEntryId: '1' } },
  {
    document: RestoreRecordVersionDocument,
    anyVariables: true,
    variables: { historyEntryId: '1', expectedVersion: 2 },
  },
];
