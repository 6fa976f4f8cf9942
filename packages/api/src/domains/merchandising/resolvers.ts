import { badInput } from '../../graphql/errors';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { recordedCreate, recordedDelete, recordedUpdate } from '../../history/recordedWrite';
import { updatedBy } from '../../history/updatedBy';
import { productRepository } from '../products/repository';
import {
  bannerCarouselRepository,
  bannerCarouselWrite,
  featuredMenuRepository,
  featuredMenuWrite,
  productCarouselRepository,
  productCarouselWrite,
} from './carousels';
import { pageLayoutRepository, sectionTitle, validateLayout } from './pageLayouts';

export const merchandisingResolvers: Resolvers = {
  Query: {
    findBannerCarousels: (_, args, { db }) => bannerCarouselRepository.list(db, args),
    findBannerCarouselById: (_, { id }, { db }) => bannerCarouselRepository.byId(db, id),
    findProductCarousels: (_, args, { db }) => productCarouselRepository.list(db, args),
    findProductCarouselById: (_, { id }, { db }) => productCarouselRepository.byId(db, id),
    findFeaturedMenus: (_, args, { db }) => featuredMenuRepository.list(db, args),
    findFeaturedMenuById: (_, { id }, { db }) => featuredMenuRepository.byId(db, id),
    findPageLayouts: (_, args, { db }) => pageLayoutRepository.list(db, args),
    findPageLayoutById: (_, { id }, { db }) => pageLayoutRepository.byId(db, id),
  },
  Mutation: {
    createBannerCarousel(_, { input }, ctx) {
      const write = bannerCarouselWrite(input);
      return recordedCreate(ctx, 'BANNER_CAROUSEL', (tx) => bannerCarouselRepository.create(tx, write));
    },
    updateBannerCarousel(_, { id, input, expectedVersion }, ctx) {
      const write = bannerCarouselWrite(input);
      return recordedUpdate(ctx, {
        type: 'BANNER_CAROUSEL',
        id,
        expectedVersion,
        write: (tx) => bannerCarouselRepository.update(tx, id, write),
      });
    },
    deleteBannerCarousel: (_, { id }, ctx) =>
      recordedDelete(ctx, { type: 'BANNER_CAROUSEL', id, remove: (tx) => bannerCarouselRepository.remove(tx, id) }),

    async createProductCarousel(_, { input }, ctx) {
      const write = productCarouselWrite(input);
      await assertProductsExist(ctx.db, write.entries);
      return recordedCreate(ctx, 'PRODUCT_CAROUSEL', (tx) => productCarouselRepository.create(tx, write));
    },
    async updateProductCarousel(_, { id, input, expectedVersion }, ctx) {
      const write = productCarouselWrite(input);
      await assertProductsExist(ctx.db, write.entries);
      // The products' order is part of the carousel: reordering is an update checked against the loaded version.
      return recordedUpdate(ctx, {
        type: 'PRODUCT_CAROUSEL',
        id,
        expectedVersion,
        write: (tx) => productCarouselRepository.update(tx, id, write),
      });
    },
    deleteProductCarousel: (_, { id }, ctx) =>
      recordedDelete(ctx, { type: 'PRODUCT_CAROUSEL', id, remove: (tx) => productCarouselRepository.remove(tx, id) }),

    createFeaturedMenu(_, { input }, ctx) {
      const write = featuredMenuWrite(input);
      return recordedCreate(ctx, 'FEATURED_MENU', (tx) => featuredMenuRepository.create(tx, write));
    },
    updateFeaturedMenu(_, { id, input, expectedVersion }, ctx) {
      const write = featuredMenuWrite(input);
      return recordedUpdate(ctx, {
        type: 'FEATURED_MENU',
        id,
        expectedVersion,
        write: (tx) => featuredMenuRepository.update(tx, id, write),
      });
    },
    deleteFeaturedMenu: (_, { id }, ctx) =>
      recordedDelete(ctx, { type: 'FEATURED_MENU', id, remove: (tx) => featuredMenuRepository.remove(tx, id) }),

    async createPageLayout(_, { input }, ctx) {
      const layout = await validateLayout(ctx.db, input);
      return recordedCreate(ctx, 'PAGE_LAYOUT', (tx) => pageLayoutRepository.create(tx, layout));
    },
    activatePageLayout: (_, { id }, ctx) =>
      recordedUpdate(ctx, {
        type: 'PAGE_LAYOUT',
        id,
        action: 'MAKE_LIVE',
        write: (tx) => pageLayoutRepository.activate(tx, id),
      }),
  },
  BannerCarousel: {
    placement: (row) => row.placement as never,
    slides: (row) => row.entries,
    updatedBy,
  },
  ProductCarousel: {
    placement: (row) => row.placement as never,
    products: (row, _, { db }) => productRepository.byIds(db, row.entries),
    updatedBy,
  },
  FeaturedMenu: { items: (row) => row.entries, updatedBy },
  LayoutSection: { refTitle: (section, _, { db }) => sectionTitle(db, section) },
};

async function assertProductsExist(db: Parameters<typeof productRepository.byIds>[0], ids: string[]) {
  const found = await productRepository.byIds(db, ids);
  if (found.length !== ids.length) throw badInput('Some of the chosen products no longer exist.', 'productIds');
}
