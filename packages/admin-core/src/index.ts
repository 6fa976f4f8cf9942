// The core, built per host: client, stores and uploader.
export { createAdminCore } from './createAdminCore';
export type { AdminCore, AdminCoreConfig } from './createAdminCore';
export { createAdminClient, createAdminLink } from './client/createAdminClient';
export type { AdminClient, AdminClientOptions, AdminLink } from './client/createAdminClient';
export { cacheTypePolicies } from './client/typePolicies';
export { ADMIN_CORE_OPERATIONS, isAdminCoreOperation } from './client/adminCoreOperations';
export { createVersionsTransform, dropVersioned, keepVersioned, VERSIONED_DIRECTIVE } from './client/versionsTransform';
export { createErrorBus } from './client/errorBus';
export type { AdminError, AdminErrorListener, ErrorBus } from './client/errorBus';
export { RefreshRejectedError } from './client/tokenRefresher';
export type { RefreshLockManager } from './client/tokenRefresher';
export { CONFLICT, ERRORS_SHOWN_BY_CALLER, PERMISSION_DENIED } from './client/links/errorLink';

// Session (spec §4): storage, tokens, the router-agnostic rules, redirect safety.
export { browserStorage, memoryStorage } from './session/storage';
export type { KeyValueStorage } from './session/storage';
export {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  isTokenValid,
  readTokens,
  storeTokens,
  clearTokens,
} from './session/tokens';
export type { TokenPair } from './session/tokens';
export { guardDecision, loginPageDecision, crossTabDecision, afterLoginPath } from './session/rules';
export type { Navigation, TokenChange } from './session/rules';
export { subscribeToTokenChanges, followSessionOfOtherTabs, tabLocationOf } from './session/crossTab';
export type { TabLocation } from './session/crossTab';
export { sanitizeRedirectTo, loginPathFor } from './session/redirect';
export { signInDirect } from './session/signInDirect';
export {
  signOutReasons,
  SIGN_OUT_MESSAGES,
  SIGN_OUT_REASON_KEY,
  SIGN_OUT_NOTICE_KEY,
  signOutReasonOfApi,
  rememberSignOut,
  readSignOutReason,
  forgetSignOutReason,
  tabStorage,
} from './session/signOutReason';
export type { SignOutReason } from './session/signOutReason';
export type { SignInOutcome } from './session/signInDirect';

// Stores (zustand, vanilla).
export { createAuthStore } from './stores/auth';
export type { AuthState, AuthStore, CurrentUser } from './stores/auth';
export { createFilterStore, filterKinds } from './stores/filters';
export type { FilterKind, FilterOption, FilterState, FilterStore, FetchFilterPage } from './stores/filters';
export { createSettingsStore, defaultSettings, SETTINGS_KEY, themeModes, tableDensities } from './stores/settings';
export type { Settings, SettingsState, SettingsStore } from './stores/settings';

// Media and images (spec §5, §7, §8).
export {
  checkImageUrl,
  IMAGE_URL_CHECK_TIMEOUT_MS,
  INVALID_URL_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
} from './media/imageUrlCheck';
export type { ImageUrlCheck, ImageUrlCheckOptions } from './media/imageUrlCheck';
export { createMediaUploader, AUTHENTICATION_TIMEOUT_MS } from './media/upload';
export type {
  MediaUploader,
  MediaUploaderOptions,
  UploadRequest,
  UploadedFile,
  UploadAuthParams,
} from './media/upload';
export { uploadMessages, UploadError } from './media/uploadMessages';

// Lists.
export {
  readListState,
  writeListState,
  updateListState,
  pageWindow,
  withFilter,
  LIST_SEARCH_MAX_LENGTH,
} from './lists/listState';
export type { ListState, ListStateOptions } from './lists/listState';
export { expectedVersionsOf, conflictingTitles } from './lists/rowVersions';
export type { RowVersion } from './lists/rowVersions';

// React bindings.
export { AdminCoreProvider, useAdminCore } from './react/AdminCoreProvider';
export { useAuth, useSettings, useFilter } from './react/storeHooks';
export {
  useSessionGuard,
  useLoginPageRule,
  useCrossTabSync,
  useLogin,
  useSignOut,
  useSignOutNotice,
} from './react/sessionHooks';
export type { Navigate, SessionGuardResult, LoginOutcome } from './react/sessionHooks';
export { useAccess } from './react/useAccess';
export { accessForRole, UNRESTRICTED_ACCESS } from './session/access';
export type { Access } from './session/access';
export { useQueryResult } from './react/queryHooks';
export { preloadQuery } from './client/preloadQuery';
export { preloadSession } from './session/sessionCheck';
export type { QueryResult, RecordQueryOptions } from './react/queryHooks';
export { useEntityMutation } from './react/mutationHooks';
export { useFilterPicker, type FilterPickerOptions } from './react/useFilterPicker';
export { useCatalogueTitles } from './react/useCatalogueTitles';
// Business rules shared with the API (also its own entry, `@deals/admin-core/rules`).
export * from './rules';
export { folderPlace } from './text/mediaFolder';
export { productFilterFromUrl, productListFilters } from './domains/products/listFilter';
export { useMediaUploads } from './domains/media/useMediaUploads';
export type { MediaUploadProgress } from './domains/media/useMediaUploads';
export type { MutationFailure, MutationOutcome, EntityMutationOptions } from './react/mutationHooks';

// Forms: the headless create/edit controller (draft, errors, save, delete, the draft kept across reloads).
export {
  useEntityForm,
  createOrUpdate,
  deleteOutcome,
  nestedErrors,
  conflictOf,
  recordAsDraft,
  conflictReviewFields,
  conflictValueText,
  safeConflictChoice,
  whoChanged,
} from './forms';
export type {
  ConflictAuthor,
  ConflictChoice,
  ConflictField,
  ConflictReviewFieldData,
  EntityFormController,
  EntityFormOptions,
  FieldErrors,
  FormConflict,
  RecordConflict,
  SaveOutcome,
} from './forms';

// Widget-ready hooks: each returns exactly the props of one @deals/ui widget (see the README's embedding guide).
export { useMediaLibrary } from './widgets/useMediaLibrary';
export type { MediaLibraryOptions, MediaLibraryWidget, MediaLibraryWidgetProps } from './widgets/useMediaLibrary';
export { useCataloguePicker, PICKER_DEBOUNCE_MS } from './widgets/useCataloguePicker';
export type { CataloguePicker, CataloguePickerOptions, CataloguePickerProps } from './widgets/useCataloguePicker';
export { useSession } from './widgets/useSession';
export type { Session, SessionStatus } from './widgets/useSession';
export type { WidgetToaster, WidgetHookOptions } from './widgets/notifier';

// Hooks per entity.
export * from './domains/session/hooks';
export * from './domains/brands/hooks';
export * from './domains/stores/hooks';
export * from './domains/categories/hooks';
export * from './domains/products/hooks';
export * from './domains/users/hooks';
export * from './domains/sales/hooks';
export * from './domains/organizations/hooks';
export * from './domains/carousels/hooks';
export * from './domains/menus/hooks';
export * from './domains/layouts/hooks';
export * from './domains/blog/hooks';
export * from './domains/jobs/hooks';
export * from './domains/jobs/useJobSchedulePreview';
export * from './domains/media/hooks';
export * from './domains/dashboard/hooks';
export * from './domains/search/hooks';
export * from './domains/history/hooks';
export * from './domains/history/historyChanges';
export * from './domains/feeds/hooks';
export { createFeedUploader, FEED_MAX_BYTES } from './domains/feeds/feedUpload';
export type {
  FeedUploader,
  FeedUploaderOptions,
  FeedUploadOutcome,
  FeedUploadRequest,
} from './domains/feeds/feedUpload';
export {
  describeHistoryChanges,
  historyFieldLabel,
  type DescribableChanges,
  type HistoryLine,
  type HistoryListItem,
} from './domains/history/describeChanges';
export { historyFieldOf, type HistoryField, type HistoryFieldFormat } from './domains/history/historyFormats';
export { recordNoun } from './domains/history/recordNouns';
export { useRecordChanges } from './live/useRecordChanges';
export { useLiveRecord, type LiveRecordCatchUp, type LiveRecordChange, type RecordStamp } from './live/useLiveRecord';
export {
  createLiveFeed,
  type LiveFeed,
  type RecordChange,
  type RecordChangeListener,
  type StreamOpenListener,
} from './live/liveFeed';

// Typed operations, generated from packages/api/src/schema.graphql.
export type * from './graphql/types.generated';
// Every generated file declares the same helper type; name one so the star exports below don't clash on it.
export type { Incremental } from './domains/session/operations.generated';
export * from './domains/session/operations.generated';
export * from './domains/brands/operations.generated';
export * from './domains/brands/titles.generated';
export * from './domains/stores/operations.generated';
export * from './domains/stores/titles.generated';
export * from './domains/categories/operations.generated';
export * from './domains/categories/titles.generated';
export * from './domains/products/operations.generated';
export * from './domains/users/operations.generated';
export * from './domains/search/operations.generated';
export * from './domains/sales/operations.generated';
export * from './domains/organizations/operations.generated';
export * from './domains/carousels/operations.generated';
export * from './domains/menus/operations.generated';
export * from './domains/layouts/operations.generated';
export * from './domains/blog/operations.generated';
export * from './domains/jobs/operations.generated';
export * from './domains/media/operations.generated';
export * from './domains/media/uploadAuth.generated';
export * from './domains/dashboard/operations.generated';
export * from './domains/history/operations.generated';
export * from './domains/feeds/operations.generated';
export * from './live/operations.generated';

// The permission table (also its own entry, `@deals/admin-core/access`, which the API imports).
export * from './access';

// Resources: one per entity, its @deals/domain definition with its operations; the form controller they drive.
export * from './resources';
