import { randomBytes } from 'node:crypto';
import { adminToken, asAdmin } from './staff';
import { uploadedFeed } from './feeds';
import { uploadAs } from './media';

/** Valid inputs per input type (README "Business rules"), titled so a change made with them is recognisable. */
export function validInputs(label: string, refs: { productId: string; bannerId: string; jobKind: string }) {
  const tag = `${label} ${randomBytes(3).toString('hex')}`;
  const slug = tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    BrandInput: { title: tag, active: false },
    StoreInput: { title: tag, active: false },
    CategoryInput: { title: tag, active: false },
    ProductInput: { title: tag, price: 10, currency: 'EUR', dealUrl: 'https://shop.example/deal', active: false },
    BulkProductInput: { active: false, featured: true },
    CreateSaleInput: { slug, title: tag, startsAt: '2031-01-01T00:00:00Z', endsAt: '2031-02-01T00:00:00Z' },
    UpdateSaleInput: { title: tag, startsAt: '2031-01-01T00:00:00Z', endsAt: '2031-03-01T00:00:00Z' },
    OrganizationInput: { name: tag, slug },
    BannerCarouselInput: {
      title: tag,
      placement: 'HOME_HERO',
      slides: [{ imageUrl: 'https://img.example/a.png', linkUrl: 'https://shop.example/', altText: 'A slide' }],
    },
    ProductCarouselInput: { title: tag, placement: 'SIDEBAR', productIds: [refs.productId] },
    FeaturedMenuInput: { title: tag, items: [{ label: 'Deals', url: '/sales/x' }] },
    PageLayoutInput: { name: tag, page: 'HOME', sections: [{ kind: 'BANNER_CAROUSEL', ref: refs.bannerId }] },
    BlogPostInput: { title: tag, status: 'DRAFT' },
    JobInput: { name: tag, kind: refs.jobKind, schedule: '0 3 * * *' },
    CreateUserInput: {
      name: tag,
      email: `${slug}@attack.test`,
      password: `Pw-${randomBytes(9).toString('base64url')}-Zq9`,
      role: 'ADMIN',
    },
    UpdateUserInput: { role: 'ADMIN', active: true },
  } as Record<string, Record<string, unknown>>;
}

export interface Fixtures {
  brandId: string;
  brandVersion: number;
  brandUpdateEntryId: string;
  storeId: string;
  categoryId: string;
  childCategoryId: string;
  productId: string;
  saleSlug: string;
  organizationId: string;
  bannerId: string;
  productCarouselId: string;
  menuId: string;
  layoutId: string;
  postId: string;
  jobId: string;
  jobKind: string;
  userId: string;
  mediaFileId: string;
  /** A brand feed the administrator uploaded and left for setting up. */
  importId: string;
}

type Created = { x: { id?: string; slug?: string; version?: number } };

async function create(mutation: string, inputType: string, input: unknown, select = 'id'): Promise<Created> {
  return asAdmin<Created>(`mutation ($input: ${inputType}!) { x: ${mutation}(input: $input) { ${select} } }`, {
    input,
  });
}

/** One record of every kind, made by the administrator: what the roles attack tries to change. */
export async function createFixtures(): Promise<Fixtures> {
  const kinds = await asAdmin<{ jobKinds: { kind: string }[] }>('{ jobKinds { kind } }');
  const jobKind = kinds.jobKinds[0]!.kind;
  const seedInputs = validInputs('Fixture', { productId: '0', bannerId: '0', jobKind });
  const [brand, store, category, product, banner] = await Promise.all([
    create('createBrand', 'BrandInput', seedInputs.BrandInput),
    create('createStore', 'StoreInput', seedInputs.StoreInput),
    create('createCategory', 'CategoryInput', seedInputs.CategoryInput),
    create('createProduct', 'ProductInput', seedInputs.ProductInput),
    create('createBannerCarousel', 'BannerCarouselInput', seedInputs.BannerCarouselInput),
  ]);
  const inputs = validInputs('Fixture', { productId: product.x.id!, bannerId: banner.x.id!, jobKind });
  const [child, sale, organization, carousel, menu, layout, post, job, user] = await Promise.all([
    create('createCategory', 'CategoryInput', { ...inputs.CategoryInput, parentId: category.x.id }),
    create('createSale', 'CreateSaleInput', inputs.CreateSaleInput, 'slug'),
    create('createOrganization', 'OrganizationInput', inputs.OrganizationInput),
    create('createProductCarousel', 'ProductCarouselInput', inputs.ProductCarouselInput),
    create('createFeaturedMenu', 'FeaturedMenuInput', inputs.FeaturedMenuInput),
    create('createPageLayout', 'PageLayoutInput', inputs.PageLayoutInput),
    create('createBlogPost', 'BlogPostInput', inputs.BlogPostInput),
    create('createJob', 'JobInput', inputs.JobInput),
    create('createUser', 'CreateUserInput', { ...inputs.CreateUserInput, role: 'EDITOR' }),
  ]);
  // A second layout for the same page becomes the live one, so activating the first is a change.
  await create('createPageLayout', 'PageLayoutInput', { ...inputs.PageLayoutInput, name: 'Live layout' });
  const renamed = await asAdmin<{ updateBrand: { version: number } }>(
    'mutation ($id: ID!) { updateBrand(id: $id, input: { title: "Fixture brand renamed" }) { version } }',
    { id: brand.x.id },
  );
  const history = await asAdmin<{ recordHistory: { items: { id: string; action: string }[] } }>(
    '{ recordHistory(recordType: BRAND, recordId: "' + brand.x.id + '") { items { id action } } }',
  );
  const uploaded = await uploadAs(await adminToken(), 'fixture.png');
  const importId = await uploadedFeed(
    await adminToken(),
    'brand',
    `Title\nFeed fixture ${randomBytes(3).toString('hex')}\n`,
  );
  if (uploaded.status !== 200) throw new Error(`Fixture upload failed: ${JSON.stringify(uploaded)}`);
  return {
    brandId: brand.x.id!,
    brandVersion: renamed.updateBrand.version,
    brandUpdateEntryId: history.recordHistory.items.find((entry) => entry.action === 'UPDATE')!.id,
    storeId: store.x.id!,
    categoryId: category.x.id!,
    childCategoryId: child.x.id!,
    productId: product.x.id!,
    saleSlug: sale.x.slug!,
    organizationId: organization.x.id!,
    bannerId: banner.x.id!,
    productCarouselId: carousel.x.id!,
    menuId: menu.x.id!,
    layoutId: layout.x.id!,
    postId: post.x.id!,
    jobId: job.x.id!,
    jobKind,
    userId: user.x.id!,
    mediaFileId: String(uploaded.body.fileId),
    importId,
  };
}

const SNAPSHOT_QUERY = `query ($jobId: ID!) {
  brands: findBrands(limit: 100) { count items { id version } }
  stores: findStores(limit: 100) { count items { id version } }
  categories: findCategories(limit: 100) { count items { id version parentId } }
  products: findProducts(limit: 100) { count items { id version } }
  sales: findSales(limit: 100) { count items { slug version } }
  organizations: findOrganizations(limit: 100) { count items { id version } }
  banners: findBannerCarousels(limit: 100) { count items { id version } }
  productCarousels: findProductCarousels(limit: 100) { count items { id version } }
  menus: findFeaturedMenus(limit: 100) { count items { id version } }
  layouts: findPageLayouts(limit: 100) { count items { id active } }
  posts: findBlogPosts(limit: 100) { count items { id version } }
  jobs: findJobs(limit: 100) { count items { id status schedule name } }
  runs: findJobRuns(jobId: $jobId) { count }
  users: findUsers(limit: 100) { count items { id version role active } }
  media: getMediaList(limit: 100) { fileId }
}`;

// A second document: the first holds the 15 aliases one operation may have (README "Limits").
const IMPORTS_QUERY = '{ feedImports(limit: 100) { count items { id status settings { matchBy } } } }';

/** Everything a refused mutation could have changed, read back by the administrator. */
export async function snapshot(fixtures: Fixtures): Promise<unknown> {
  const [records, imports] = await Promise.all([
    asAdmin(SNAPSHOT_QUERY, { jobId: fixtures.jobId }),
    asAdmin(IMPORTS_QUERY),
  ]);
  return { records, imports };
}
