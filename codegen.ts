import type { CodegenConfig } from '@graphql-codegen/cli';

const schema = 'packages/api/src/schema.graphql';
const scalars = { DateTime: 'string', ID: 'string', JSON: 'unknown' };
// admin-core's client-only directive (client/versionsTransform.ts): never sent, so the API's schema does not declare it.
const clientDirectives = 'directive @versioned on FIELD | VARIABLE_DEFINITION';

/**
 * One schema types everything: the API's resolvers, and admin-core's operations (typed documents next to each
 * domain's .graphql file, the way Apollo's codegen guide advises: typescript + typescript-operations +
 * typed-document-node, no client preset).
 */
const config: CodegenConfig = {
  schema,
  ignoreNoDocuments: true,
  generates: {
    'packages/api/src/graphql/resolvers.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        contextType: '../context#RequestContext',
        useTypeImports: true,
        useIndexSignature: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        mappers: {
          Brand: '../domains/brands/repository#BrandRow',
          Store: '../domains/stores/repository#StoreRow',
          Category: '../domains/categories/repository#CategoryRow',
          CategoryDetail: '../domains/categories/repository#CategoryRow',
          Product: '../domains/products/repository#ProductRow',
          Sale: '../domains/sales/repository#SaleRow',
          User: '../domains/users/repository#UserRow',
          BannerCarousel: '../domains/merchandising/carousels#BannerCarouselRow',
          ProductCarousel: '../domains/merchandising/carousels#ProductCarouselRow',
          FeaturedMenu: '../domains/merchandising/carousels#FeaturedMenuRow',
          PageLayout: '../domains/merchandising/pageLayouts#PageLayoutRow',
          LayoutSection: '../domains/merchandising/pageLayouts#LayoutSectionRow',
          BlogPost: '../domains/blog/repository#BlogPostRow',
          Job: '../jobs/repository#JobRow',
          JobRun: '../jobs/repository#JobRunRow',
          Organization: '../domains/organizations/repository#OrganizationRow',
          HistoryEntry: '../history/historyRepository#HistoryEntryRow',
          FeedImport: '../feeds/importRepository#FeedImportRecord',
          FeedImportRow: '../feeds/rowRepository#FeedImportRowRecord',
          HistoryBatch: '../feeds/historyBatch#HistoryBatchRow',
        },
      },
    },
    'packages/admin-core/src/graphql/types.generated.ts': {
      plugins: ['typescript'],
      config: { scalars, enumsAsTypes: true, onlyOperationTypes: true, useTypeImports: true },
    },
    'packages/admin-core/src/': {
      schema: clientDirectives,
      documents: ['packages/admin-core/src/**/*.graphql'],
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'graphql/types.generated.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: false,
        // Inputs and enums come from the one base file (the preset's `Types` import), not re-declared per domain.
        importSchemaTypesFrom: 'packages/admin-core/src/graphql/types.generated.ts',
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write --log-level warn'] },
};

export default config;
