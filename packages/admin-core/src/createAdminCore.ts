import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import {
  createAdminClient,
  createAdminLink,
  type AdminClientOptions,
  type AdminLink,
} from './client/createAdminClient';
import { FindBrandTitlesDocument, type FindBrandTitlesQuery } from './domains/brands/operations.generated';
import { FindCategoryTitlesDocument, type FindCategoryTitlesQuery } from './domains/categories/operations.generated';
import { GetImageKitAuthParamsDocument } from './domains/media/operations.generated';
import { FindStoreTitlesDocument, type FindStoreTitlesQuery } from './domains/stores/operations.generated';
import { createMediaUploader, type MediaUploader, type MediaUploaderOptions } from './media/upload';
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
  /** Where uploads go: ImageKit's public key and URL endpoint, or the reference API's (see the README). */
  media?: Omit<MediaUploaderOptions, 'authenticator'>;
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
  const filters: Record<FilterKind, FilterStore> = {
    brand: createFilterStore(async (args) => {
      const { data } = await client.query({
        query: FindBrandTitlesDocument,
        variables: titleVariables(args),
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('The brand filter query returned no data.');
      return data.findBrands;
    }, pageSize),
    store: createFilterStore(async (args) => {
      const { data } = await client.query({
        query: FindStoreTitlesDocument,
        variables: titleVariables(args),
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('The store filter query returned no data.');
      return data.findStores;
    }, pageSize),
    category: createFilterStore(async (args) => {
      const { data } = await client.query({
        query: FindCategoryTitlesDocument,
        variables: titleVariables(args),
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('The category filter query returned no data.');
      return data.findCategories;
    }, pageSize),
  };

  // Titles for ids that arrive from a URL (a shared, filtered product list), so the filter can show them.
  const titleDocuments = {
    brand: { query: FindBrandTitlesDocument, pick: (data: FindBrandTitlesQuery) => data.findBrands.items },
    store: { query: FindStoreTitlesDocument, pick: (data: FindStoreTitlesQuery) => data.findStores.items },
    category: { query: FindCategoryTitlesDocument, pick: (data: FindCategoryTitlesQuery) => data.findCategories.items },
  };
  async function filterTitles(kind: FilterKind, ids: string[]): Promise<FilterOption[]> {
    if (!ids.length) return [];
    const { query, pick } = titleDocuments[kind] as {
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

  let uploader: MediaUploader | undefined;
  return {
    ...adminClient,
    storage,
    pageSize,
    stores: {
      auth: createAuthStore(),
      settings: createSettingsStore(storage),
      filters,
      session: createSessionStore(storage),
    },
    fetchUploadAuthParams,
    filterTitles,
    /** The uploader for the configured media service (created on first use: configuration errors surface there). */
    uploader(): MediaUploader {
      if (!config.media) throw new Error('No media configuration was given to createAdminCore.');
      uploader ??= createMediaUploader({ ...config.media, authenticator: fetchUploadAuthParams });
      return uploader;
    },
  };
}

export type AdminCore = ReturnType<typeof createAdminCore>;
