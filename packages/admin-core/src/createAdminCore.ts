import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import {
  createAdminClient,
  createAdminLink,
  type AdminClientOptions,
  type AdminLink,
} from './client/createAdminClient';
import { ERRORS_SHOWN_BY_CALLER } from './client/links/errorLink';
import { GetImageKitAuthParamsDocument, MediaSettingsDocument } from './domains/media/uploadAuth.generated';
import { MyAccessDocument } from './domains/session/operations.generated';
import { createLiveFeed } from './live/liveFeed';
import { createMediaUploader, type MediaUploader, type MediaUploaderOptions } from './media/upload';
import { uploadMessages, UploadError } from './media/uploadMessages';
import type { Access } from './session/access';
import { browserStorage } from './session/storage';
import { createAuthStore } from './stores/auth';
import {
  createFilterStore,
  type FetchFilterPage,
  type FilterKind,
  type FilterOption,
  type FilterStore,
} from './stores/filters';
import { createSettingsStore } from './stores/settings';
import { createSessionStore } from './widgets/sessionStore';

export interface AdminCoreConfig extends Omit<AdminClientOptions, 'errors'> {
  /**
   * An Apollo client the host already has, so the page keeps one Apollo and one cache: every hook, store and the
   * uploader run on it. It must reach our API with our session: build it with `createAdminLink` and pass that here
   * as `link` too (the session storage, error bus and token refresher are then shared). Left out, the core makes its
   * own client.
   */
  client?: ApolloClient;
  /** The link (from `createAdminLink`) the host's `client` was built with. */
  link?: AdminLink;
  /** Items per page of every list (spec §9: 25, from build configuration). */
  pageSize?: number;
  /**
   * Turns permissions on: the session check also asks the API for the person's role (`MyAccess`) and `can()` follows
   * the shared permission table. Off by default, so admin-core works against a backend with only the spec's §7
   * operations; then every `can()` is true and the server decides.
   */
  access?: boolean;
  /**
   * Turns the history on: record history, the activity feed and restoring a version (README "History and
   * restore"). Off by default, so a backend with only the spec's §7 operations is never asked for them.
   */
  history?: boolean;
  /**
   * Turns record versions on (README "Record versions"): forms send the version they loaded and show a CONFLICT as a
   * review of theirs against yours; bulk actions send each row's version and report the rows changed meanwhile.
   * Off by default, so a backend with only the spec's §7 operations is never sent `version` or `expectedVersion`.
   * A host passing its own `client` builds it with `documentTransform: createVersionsTransform(true | false)`.
   */
  versions?: boolean;
  /**
   * Turns live updates on: one `recordChanged` subscription per tab (server-sent events, README "Live
   * updates") feeds `useRecordChanges` and `useLiveRecord`. Off by default, so a backend with only the spec's
   * §7 operations is never sent a subscription; then the hooks do nothing.
   */
  live?: boolean;
  /**
   * Where uploads go: ImageKit's public key and URL endpoint, or the reference API's (README "Media uploads").
   * Without a `publicKey` (or without `media` at all) the core asks the API's `mediaSettings` at the first upload,
   * each option given here still winning; an API with only the spec's §7 operations needs them all given.
   */
  media?: Partial<Omit<MediaUploaderOptions, 'authenticator'>>;
}

/**
 * Everything headless the back-office needs, built per call (never module singletons): the Apollo client and its
 * links, the auth, settings and filter stores, and the media uploader. Usable without React.
 */
export function createAdminCore(config: AdminCoreConfig) {
  const storage = config.link?.storage ?? config.storage ?? browserStorage();
  const adminClient = config.client
    ? { ...(config.link ?? createAdminLink({ ...config, storage })), client: config.client }
    : createAdminClient({ ...config, storage });
  const { client } = adminClient;
  const pageSize = config.pageSize ?? 25;

  // Spec §7: filter fetches use no caching.
  const titleVariables = ({ search, page, limit }: Parameters<FetchFilterPage>[0]) => ({
    search: search || undefined,
    skip: (page - 1) * limit,
    limit,
  });
  // The title documents and the permission table load with their first use: a widget that never filters or asks
  // for permissions never downloads them.
  const titleDocuments = () => import('./stores/filterTitleDocuments').then((module) => module.filterTitleDocuments);
  const filters: Record<FilterKind, FilterStore> = {
    brand: createFilterStore(async (args) => {
      const { data } = await client.query({
        query: (await titleDocuments()).brand.query,
        variables: titleVariables(args),
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('The brand filter query returned no data.');
      return data.findBrands;
    }, pageSize),
    store: createFilterStore(async (args) => {
      const { data } = await client.query({
        query: (await titleDocuments()).store.query,
        variables: titleVariables(args),
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('The store filter query returned no data.');
      return data.findStores;
    }, pageSize),
    category: createFilterStore(async (args) => {
      const { data } = await client.query({
        query: (await titleDocuments()).category.query,
        variables: titleVariables(args),
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('The category filter query returned no data.');
      return data.findCategories;
    }, pageSize),
  };

  async function filterTitles(kind: FilterKind, ids: string[]): Promise<FilterOption[]> {
    if (!ids.length) return [];
    // Titles for ids that arrive from a URL (a shared, filtered product list), so the filter can show them.
    const { query, pick } = (await titleDocuments())[kind] as {
      query: TypedDocumentNode<unknown, { filter: { ids: string[] }; limit: number }>;
      pick: (data: unknown) => FilterOption[];
    };
    const { data } = await client.query({ query, variables: { filter: { ids }, limit: ids.length } });
    return data ? pick(data) : [];
  }

  /** Spec §8: a failing auth query is logged and supplies no parameters. */
  async function fetchUploadAuthParams() {
    try {
      const { data } = await client.query({ query: GetImageKitAuthParamsDocument, fetchPolicy: 'no-cache' });
      return data?.getImageKitAuthParams ?? null;
    } catch (error) {
      console.error('GetImageKitAuthParams failed', error);
      return null;
    }
  }

  /** Where uploads go when the host gave no public key: the API's `mediaSettings`, under the host's own options. */
  async function mediaFromApi(): Promise<Omit<MediaUploaderOptions, 'authenticator'>> {
    const { data } = await client.query({
      query: MediaSettingsDocument,
      fetchPolicy: 'network-only',
      // The upload that needed them shows the failure.
      context: { [ERRORS_SHOWN_BY_CALLER]: true },
    });
    if (!data) throw new Error('The MediaSettings query returned no data.');
    const served = data.mediaSettings;
    const uploadEndpoint = config.media?.uploadEndpoint ?? served.uploadEndpoint;
    return {
      publicKey: served.publicKey,
      urlEndpoint: config.media?.urlEndpoint || served.urlEndpoint,
      ...(uploadEndpoint ? { uploadEndpoint } : {}),
      ...(config.media?.createXhr ? { createXhr: config.media.createXhr } : {}),
    };
  }

  const accessEnabled = config.access === true;
  /** The signed-in person's permissions; `fresh` asks the API again (the session check does, once per sign-in). */
  async function fetchAccess(options: { fresh?: boolean } = {}): Promise<Access> {
    // The rules' module loads beside the query, not before it: MyAccess is half of the session check every page waits
    // for, and the import alone took a task or more (issue 17).
    const rules = import('./session/access');
    if (!accessEnabled) return (await rules).UNRESTRICTED_ACCESS;
    const [{ accessForRole }, { data }] = await Promise.all([
      rules,
      client.query({
        query: MyAccessDocument,
        fetchPolicy: options.fresh ? 'network-only' : 'cache-first',
        // The caller (the session check, a host's own code) shows a failure with a retry.
        context: { [ERRORS_SHOWN_BY_CALLER]: true },
      }),
    ]);
    if (!data) throw new Error('The MyAccess query returned no data.');
    return accessForRole(data.myAccess.role);
  }

  let uploader: MediaUploader | undefined;
  /** An uploader set up at its first upload from the API's media settings; a failed lookup is asked again next time. */
  function uploaderFromApi(): MediaUploader {
    let ready: Promise<MediaUploader> | undefined;
    return async (request) => {
      ready ??= mediaFromApi().then(
        (media) => createMediaUploader({ ...media, authenticator: fetchUploadAuthParams }),
        (error: unknown) => {
          ready = undefined;
          // Spec §8: logged; the upload fails with the spec's message for a missing public key.
          console.error('MediaSettings failed', error);
          throw new UploadError(uploadMessages.missingPublicKey);
        },
      );
      return (await ready)(request);
    };
  }
  return {
    ...adminClient,
    storage,
    pageSize,
    accessEnabled,
    historyEnabled: config.history === true,
    versionsEnabled: config.versions === true,
    /** The tab's live feed; null unless the `live` option is on. */
    live: config.live === true ? createLiveFeed({ client, storage }) : null,
    fetchAccess,
    stores: {
      auth: createAuthStore(),
      settings: createSettingsStore(storage),
      filters,
      session: createSessionStore(storage),
    },
    fetchUploadAuthParams,
    filterTitles,
    /**
     * The uploader for the configured media service (created on first use: configuration errors surface there), or
     * for the API's media settings when no public key was configured.
     */
    uploader(): MediaUploader {
      const media = config.media;
      uploader ??= media?.publicKey
        ? createMediaUploader({
            publicKey: media.publicKey,
            urlEndpoint: media.urlEndpoint ?? '',
            ...(media.uploadEndpoint ? { uploadEndpoint: media.uploadEndpoint } : {}),
            ...(media.createXhr ? { createXhr: media.createXhr } : {}),
            authenticator: fetchUploadAuthParams,
          })
        : uploaderFromApi();
      return uploader;
    },
  };
}

export type AdminCore = ReturnType<typeof createAdminCore>;
