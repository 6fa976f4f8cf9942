import { badInput } from '../../graphql/errors';
import type { Resolvers } from '../../graphql/resolvers.generated';
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
    createBannerCarousel: (_, { input }, { db }) => bannerCarouselRepository.create(db, bannerCarouselWrite(input)),
    updateBannerCarousel: (_, { id, input }, { db }) =>
      bannerCarouselRepository.update(db, id, bannerCarouselWrite(input)),
    deleteBannerCarousel: (_, { id }, { db }) => bannerCarouselRepository.remove(db, id),

    async createProductCarousel(_, { input }, { db }) {
      const write = productCarouselWrite(input);
      await assertProductsExist(db, write.entries);
      return productCarouselRepository.create(db, write);
    },
    async updateProductCarousel(_, { id, input }, { db }) {
      const write = productCarouselWrite(input);
      await assertProductsExist(db, write.entries);
      return productCarouselRepository.update(db, id, write);
    },
    deleteProductCarousel: (_, { id }, { db }) => productCarouselRepository.remove(db, id),

    createFeaturedMenu: (_, { input }, { db }) => featuredMenuRepository.create(db, featuredMenuWrite(input)),
    updateFeaturedMenu: (_, { id, input }, { db }) => featuredMenuRepository.update(db, id, featuredMenuWrite(input)),
    deleteFeaturedMenu: (_, { id }, { db }) => featuredMenuRepository.remove(db, id),

    async createPageLayout(_, { input }, { db }) {
      const layout = await validateLayout(db, input);
      return db.transaction((tx) => pageLayoutRepository.create(tx, layout));
    },
    activatePageLayout: (_, { id }, { db }) => db.transaction((tx) => pageLayoutRepository.activate(tx, id)),
  },
  BannerCarousel: {
    placement: (row) => row.placement as never,
    slides: (row) => row.entries,
  },
  ProductCarousel: {
    placement: (row) => row.placement as never,
    products: (row, _, { db }) => productRepository.byIds(db, row.entries),
  },
  FeaturedMenu: { items: (row) => row.entries },
  LayoutSection: { refTitle: (section, _, { db }) => sectionTitle(db, section) },
};

async function assertProductsExist(db: Parameters<typeof productRepository.byIds>[0], ids: string[]) {
  const found = await productRepository.byIds(db, ids);
  if (found.length !== ids.length) throw badInput('Some of the chosen products no longer exist.', 'productIds');
}
