import { bannerCarouselEntity } from './bannerCarousel';
import { blogPostEntity } from './blogPost';
import { brandEntity } from './brand';
import { categoryEntity } from './category';
import type { EntityDefinition, EntityName, RecordType } from './defineEntity';
import { featuredMenuEntity } from './featuredMenu';
import { jobEntity } from './job';
import { organizationEntity } from './organization';
import { pageLayoutEntity } from './pageLayout';
import { productEntity } from './product';
import { productCarouselEntity } from './productCarousel';
import { saleEntity } from './sale';
import { storeEntity } from './store';
import { userEntity } from './user';

/** Every entity by name: what a reference's `to` names. */
export const ENTITIES = {
  product: productEntity,
  brand: brandEntity,
  store: storeEntity,
  category: categoryEntity,
  sale: saleEntity,
  organization: organizationEntity,
  user: userEntity,
  blogPost: blogPostEntity,
  bannerCarousel: bannerCarouselEntity,
  productCarousel: productCarouselEntity,
  featuredMenu: featuredMenuEntity,
  pageLayout: pageLayoutEntity,
  job: jobEntity,
} as const satisfies Record<EntityName, EntityDefinition>;

/** The entity a history entry's `recordType` names. */
export function entityByRecordType(recordType: RecordType): EntityDefinition {
  return Object.values(ENTITIES).find((entity) => entity.recordType === recordType)!;
}
