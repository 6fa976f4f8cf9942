/** Build configuration (Vite env), with defaults that point at the local reference API (README). */
const env = import.meta.env;
const configuredOrigin = (env.VITE_API_ORIGIN as string | undefined) ?? 'http://localhost:4000';
// Production (scripts/production.sh) serves the app and the API from one origin, whatever its address.
const apiOrigin = configuredOrigin === 'same-origin' ? globalThis.location.origin : configuredOrigin;

export const appConfig = {
  graphqlUrl: (env.VITE_GRAPHQL_URL as string | undefined) ?? `${apiOrigin}/graphql`,
  media: {
    publicKey: (env.VITE_IMAGEKIT_PUBLIC_KEY as string | undefined) ?? 'public_dev_deals_backoffice',
    urlEndpoint: (env.VITE_IMAGEKIT_URL_ENDPOINT as string | undefined) ?? `${apiOrigin}/media`,
    /** Unset with real ImageKit keys: uploads then go to ImageKit itself. */
    uploadEndpoint: (env.VITE_UPLOAD_ENDPOINT as string | undefined) ?? `${apiOrigin}/api/v1/files/upload`,
  },
  /** Spec §9: items per page. */
  pageSize: Number(env.VITE_PAGE_SIZE ?? 25),
};
