import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { hashPassword } from '../auth/passwords';
import type { ApiConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { nextRunAfter } from '../jobs/schedule';
import { joinPath } from '../media/folders';
import { localMediaService, mediaUrls } from '../media/localMedia';
import { slugFromTitle } from '@deals/domain/rules';
import {
  BLOG_TAGS,
  BLOG_TOPICS,
  BRANDS,
  CATEGORY_TREE,
  CURRENCIES,
  ORGANIZATIONS,
  PALETTE,
  PRODUCT_NOUNS,
  SALE_THEMES,
  STORE_PREFIXES,
  STORE_SUFFIXES,
} from './catalogueData';
import { labelledSvg, renderPng } from './images';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { createRandom, type Random } from './random';

export { DEMO_ADMIN } from './demoAccounts';

export interface SeedOptions {
  products?: number;
  /**
   * Every seeded account gets this password instead of its published one: a database seeded for a test that runs
   * the production command (which refuses the published ones).
   */
  staffPassword?: string;
  /** Generate the media library files on disk (off in most tests: it's the slow part). */
  mediaRoot?: string;
  seed?: number;
}

const DAY = 24 * 60 * 60 * 1000;
const PRODUCT_IMAGE_NOUNS = Object.values(PRODUCT_NOUNS).flat();

function metadataFor(title: string, words: string[]) {
  return {
    title: `${title} deals`,
    description: `The best current deals on ${title}, checked daily by our editors.`,
    keywords: words.map((word) => word.toLowerCase()),
    content: '',
  };
}

async function insertRows(db: Queryable, table: string, columns: string[], types: string[], rows: unknown[][]) {
  for (let start = 0; start < rows.length; start += 2000) {
    const chunk = rows.slice(start, start + 2000);
    const arrays = columns.map((_, index) => chunk.map((row) => row[index]));
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${types
        .map((type, index) => `$${index + 1}::${type}[]`)
        .join(', ')})`,
      arrays,
    );
  }
}

async function idsOf(db: Queryable, table: string): Promise<number[]> {
  return (await db.query<{ id: number }>(`SELECT id::int AS id FROM ${table} ORDER BY id`)).rows.map((row) => row.id);
}

/** True when the database already holds the demo catalogue (seeding runs only on an empty one). */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM users`);
  return (rows[0]?.count ?? 0) > 0;
}

/** Fills an empty database with a believable, deterministic demo catalogue. Never in production. */
export async function seedDatabase(db: Database, config: ApiConfig, options: SeedOptions = {}) {
  if (config.production) {
    throw new Error('The demo catalogue and its accounts are never seeded with NODE_ENV=production.');
  }
  const random = createRandom(options.seed ?? 42);
  const productCount = options.products ?? 2000;
  const now = Date.now();
  const media = options.mediaRoot ? await seedMedia(db, config, options.mediaRoot) : undefined;
  const image = (folder: keyof MediaImages, index: number) => {
    const list = media?.[folder];
    return list && list.length ? list[index % list.length]! : null;
  };
  // Every sale theme has its own banner, so a sale or slide always shows its own theme (by index they drifted apart).
  const bannerOf = (theme: string) => image('banners', SALE_THEMES.indexOf(theme));

  await db.transaction(async (tx) => {
    const hashes = new Map<string, string>();
    for (const { password } of DEMO_ACCOUNTS) {
      if (!hashes.has(password)) hashes.set(password, await hashPassword(options.staffPassword ?? password));
    }
    await insertRows(
      tx,
      'users',
      ['name', 'email', 'password_hash', 'role', 'active', 'created_at'],
      ['text', 'text', 'text', 'text', 'boolean', 'timestamptz'],
      DEMO_ACCOUNTS.map((account) => [
        account.name,
        account.email,
        hashes.get(account.password)!,
        account.role,
        account.active,
        new Date(now - account.createdDaysAgo * DAY),
      ]),
    );

    await insertRows(
      tx,
      'brands',
      ['title', 'image_url', 'active', 'metadata', 'created_at', 'updated_at'],
      ['text', 'text', 'boolean', 'jsonb', 'timestamptz', 'timestamptz'],
      BRANDS.map((title, index) => [
        title,
        image('brands', index),
        index % 9 !== 8,
        JSON.stringify(metadataFor(title, [title, 'brand'])),
        new Date(now - (400 - index) * DAY),
        new Date(now - random.int(0, 120) * DAY),
      ]),
    );

    const storeNames = STORE_PREFIXES.flatMap((prefix) => STORE_SUFFIXES.map((suffix) => `${prefix}${suffix}`)).slice(
      0,
      60,
    );
    await insertRows(
      tx,
      'stores',
      ['title', 'active', 'metadata', 'created_at', 'updated_at'],
      ['text', 'boolean', 'jsonb', 'timestamptz', 'timestamptz'],
      storeNames.map((title, index) => [
        title,
        index % 11 !== 10,
        JSON.stringify(metadataFor(title, [title, 'store'])),
        new Date(now - (380 - index) * DAY),
        new Date(now - random.int(0, 120) * DAY),
      ]),
    );

    const leafCategories: { id: number; title: string }[] = [];
    for (const [department, children] of Object.entries(CATEGORY_TREE)) {
      const departmentId = await insertCategory(
        tx,
        department,
        null,
        slugFromTitle(department),
        image('categories', leafCategories.length),
      );
      for (const [child, grandchildren] of Object.entries(children)) {
        const childPath = `${slugFromTitle(department)}/${slugFromTitle(child)}`;
        const childId = await insertCategory(tx, child, departmentId, childPath, null);
        for (const grandchild of grandchildren) {
          const id = await insertCategory(tx, grandchild, childId, `${childPath}/${slugFromTitle(grandchild)}`, null);
          leafCategories.push({ id, title: grandchild });
        }
      }
    }

    const brandIds = await idsOf(tx, 'brands');
    const storeIds = await idsOf(tx, 'stores');
    const products: unknown[][] = [];
    for (let index = 0; index < productCount; index += 1) {
      const category = random.pick(leafCategories);
      const brand = random.pick(BRANDS);
      const brandId = brandIds[BRANDS.indexOf(brand)]!;
      const noun = random.pick(PRODUCT_NOUNS[category.title] ?? [category.title]);
      const title = `${brand} ${noun}`;
      const price = random.int(9, 1500) + random.pick([0, 0.49, 0.99]);
      const discounted = random.chance(0.7);
      const salePrice = discounted ? Math.round(price * random.int(55, 95)) / 100 : null;
      const createdAt = new Date(now - random.int(0, 364) * DAY - random.int(0, DAY - 1));
      const expiresAt = random.chance(0.6) ? new Date(now + random.int(-30, 90) * DAY) : null;
      products.push([
        title,
        `${slugFromTitle(title)}-${index + 1}`,
        `${title}, now at a better price. ${category.title} picked by our deals team.`,
        JSON.stringify([image('products', PRODUCT_IMAGE_NOUNS.indexOf(noun))].filter(Boolean)),
        price,
        salePrice,
        random.pick(CURRENCIES),
        `https://shop.example/${slugFromTitle(title)}-${index + 1}`,
        brandId,
        category.id,
        random.pick(storeIds),
        expiresAt ? expiresAt.getTime() > now && random.chance(0.95) : random.chance(0.92),
        random.chance(0.06),
        expiresAt,
        JSON.stringify(metadataFor(title, [brand, category.title])),
        createdAt,
        createdAt,
      ]);
    }
    await insertRows(
      tx,
      'products',
      [
        'title',
        'slug',
        'description',
        'images',
        'price',
        'sale_price',
        'currency',
        'deal_url',
        'brand_id',
        'category_id',
        'store_id',
        'active',
        'featured',
        'expires_at',
        'metadata',
        'created_at',
        'updated_at',
      ],
      [
        'text',
        'text',
        'text',
        'jsonb',
        'numeric',
        'numeric',
        'text',
        'text',
        'bigint',
        'bigint',
        'bigint',
        'boolean',
        'boolean',
        'timestamptz',
        'jsonb',
        'timestamptz',
        'timestamptz',
      ],
      products,
    );
    const productIds = await idsOf(tx, 'products');

    await insertRows(
      tx,
      'sales',
      [
        'slug',
        'title',
        'description',
        'image_url',
        'store_id',
        'discount_label',
        'starts_at',
        'ends_at',
        'active',
        'metadata',
      ],
      ['text', 'text', 'text', 'text', 'bigint', 'text', 'timestamptz', 'timestamptz', 'boolean', 'jsonb'],
      SALE_THEMES.map((theme, index) => {
        const startsAt = new Date(now + (index - 8) * 9 * DAY);
        return [
          slugFromTitle(`${theme} 2026`),
          `${theme} 2026`,
          `${theme}: hand-picked deals across the catalogue.`,
          bannerOf(theme),
          random.pick(storeIds),
          `Up to ${random.pick([20, 30, 40, 50, 70])}% off`,
          startsAt,
          new Date(startsAt.getTime() + random.int(3, 14) * DAY),
          index % 7 !== 6,
          JSON.stringify(metadataFor(theme, [theme, 'sale'])),
        ];
      }),
    );
    for (const saleId of await idsOf(tx, 'sales')) {
      const chosen = random.sample(productIds.slice(0, Math.max(productIds.length, 1)), random.int(5, 20));
      await tx.query(
        `INSERT INTO sale_products (sale_id, product_id, position)
         SELECT $1, product_id, position FROM unnest($2::bigint[]) WITH ORDINALITY AS t(product_id, position)`,
        [saleId, chosen],
      );
    }

    await insertRows(
      tx,
      'organizations',
      ['name', 'slug', 'logo_url', 'website', 'contact_email', 'active'],
      ['text', 'text', 'text', 'text', 'text', 'boolean'],
      ORGANIZATIONS.map((name, index) => [
        name,
        slugFromTitle(name),
        image('brands', index + 3),
        `https://${slugFromTitle(name)}.example`,
        `partners@${slugFromTitle(name)}.example`,
        index % 5 !== 4,
      ]),
    );

    await seedMerchandising(tx, random, productIds, image, bannerOf);
    await seedBlog(tx, random, image);
    await seedJobs(tx, random, now);
  });
}

async function insertCategory(
  db: Queryable,
  title: string,
  parentId: number | null,
  path: string,
  imageUrl: string | null,
) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO categories (title, slug, path, parent_id, image_url, metadata) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id::int`,
    [title, slugFromTitle(title), path, parentId, imageUrl, JSON.stringify(metadataFor(title, [title]))],
  );
  return rows[0]!.id;
}

type ImageOf = (folder: keyof MediaImages, index: number) => string | null;

async function seedMerchandising(
  db: Queryable,
  random: Random,
  productIds: number[],
  image: ImageOf,
  bannerOf: (theme: string) => string | null,
) {
  const placements = ['HOME_HERO', 'HOME_SECONDARY', 'CATEGORY_TOP', 'DEALS_TOP'];
  const bannerTitles = ['Home hero', 'Weekend highlights', 'Category spotlight', 'Deals of the day'];
  for (const [index, title] of bannerTitles.entries()) {
    const slides = Array.from({ length: random.int(3, 5) }, (_, slide) => {
      const theme = SALE_THEMES[(index + slide) % SALE_THEMES.length]!;
      return {
        imageUrl: bannerOf(theme) ?? 'https://images.example/banner.png',
        linkUrl: `/sales/${slugFromTitle(theme)}-2026`,
        altText: `${theme} banner`,
      };
    });
    await db.query(`INSERT INTO banner_carousels (title, placement, active, slides) VALUES ($1, $2, $3, $4)`, [
      title,
      placements[index],
      index !== 3,
      JSON.stringify(slides),
    ]);
  }
  const carouselTitles = ['Trending now', 'Under 50', "Editors' picks", 'Last chance'];
  for (const [index, title] of carouselTitles.entries()) {
    const ids = random.sample(productIds, random.int(8, 16)).map(String);
    await db.query(`INSERT INTO product_carousels (title, placement, active, product_ids) VALUES ($1, $2, true, $3)`, [
      title,
      placements[index],
      JSON.stringify(ids),
    ]);
  }
  const menus: [string, string[]][] = [
    ['Main departments', Object.keys(CATEGORY_TREE)],
    ['Popular brands', BRANDS.slice(0, 8)],
    ['Seasonal', SALE_THEMES.slice(0, 6)],
  ];
  for (const [index, [title, labels]] of menus.entries()) {
    const items = labels.map((label, item) => ({
      label,
      url: `/${index === 1 ? 'brands' : index === 0 ? 'c' : 'sales'}/${slugFromTitle(label)}`,
      imageUrl: index === 2 ? bannerOf(label) : image(index === 1 ? 'brands' : 'categories', item),
    }));
    await db.query(`INSERT INTO featured_menus (title, active, items) VALUES ($1, true, $2)`, [
      title,
      JSON.stringify(items),
    ]);
  }
  const layouts: [string, string, { kind: string; ref: string }[], boolean][] = [
    [
      'Home — autumn',
      'HOME',
      [
        { kind: 'BANNER_CAROUSEL', ref: '1' },
        { kind: 'PRODUCT_CAROUSEL', ref: '1' },
        { kind: 'FEATURED_MENU', ref: '1' },
      ],
      false,
    ],
    [
      'Home — winter',
      'HOME',
      [
        { kind: 'BANNER_CAROUSEL', ref: '2' },
        { kind: 'FEATURED_MENU', ref: '3' },
        { kind: 'PRODUCT_CAROUSEL', ref: '2' },
        { kind: 'SALES', ref: '9' },
      ],
      true,
    ],
    [
      'Category default',
      'CATEGORY',
      [
        { kind: 'BANNER_CAROUSEL', ref: '3' },
        { kind: 'PRODUCT_CAROUSEL', ref: '3' },
      ],
      true,
    ],
    [
      'Deals page',
      'DEALS',
      [
        { kind: 'PRODUCT_CAROUSEL', ref: '4' },
        { kind: 'SALES', ref: '10' },
      ],
      true,
    ],
  ];
  for (const [name, page, sections, active] of layouts) {
    await db.query(`INSERT INTO page_layouts (name, page, sections, active) VALUES ($1, $2, $3, $4)`, [
      name,
      page,
      JSON.stringify(sections),
      active,
    ]);
  }
}

async function seedBlog(db: Queryable, random: Random, image: ImageOf) {
  const authors = await idsOf(db, 'users');
  for (const [index, title] of BLOG_TOPICS.entries()) {
    const published = index % 4 !== 3;
    const content = `<h2>${title}</h2><p>Our editors spent a week with the best offers in this area. Here is what we learned.</p>
<ul><li>Compare the price history, not the crossed-out price.</li><li>Check the store's return policy.</li></ul>
<p>Read more on <a href="https://deals.example/guides">our guides page</a>.</p>`;
    await db.query(
      `INSERT INTO blog_posts (title, slug, excerpt, content, cover_image_url, status, published_at, tags, author_id,
         metadata, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        title,
        slugFromTitle(title),
        `${title}: the short version, with the deals we would buy ourselves.`,
        content,
        image('blog', index),
        published ? 'PUBLISHED' : 'DRAFT',
        published ? new Date(Date.now() - (60 - index * 2) * DAY) : null,
        JSON.stringify(random.sample(BLOG_TAGS, random.int(1, 3))),
        random.pick(authors.slice(0, 3)),
        JSON.stringify(metadataFor(title, ['blog'])),
        new Date(Date.now() - (62 - index * 2) * DAY),
      ],
    );
  }
}

const JOBS = [
  [
    'Deactivate expired deals',
    'Switches off deals whose expiry date has passed.',
    'DEACTIVATE_EXPIRED_DEALS',
    '*/15 * * * *',
  ],
  ['End past sales', 'Marks sales inactive once their end date has passed.', 'END_PAST_SALES', '0 * * * *'],
  [
    'Recompute category paths',
    'Repairs category paths so they match the tree.',
    'RECOMPUTE_CATEGORY_PATHS',
    '30 3 * * *',
  ],
  [
    'Purge expired sessions',
    'Removes expired refresh tokens and used upload tokens.',
    'PURGE_EXPIRED_SESSIONS',
    '0 4 * * *',
  ],
  [
    'Catalogue health report',
    'Counts deals without images or brands and deals of inactive brands.',
    'CATALOGUE_HEALTH_REPORT',
    '0 6 * * 1',
  ],
  ['Nightly expiry sweep', 'A second, nightly pass over expired deals.', 'DEACTIVATE_EXPIRED_DEALS', '0 2 * * *'],
] as const;

async function seedJobs(db: Queryable, random: Random, now: number) {
  for (const [index, [name, description, kind, schedule]] of JOBS.entries()) {
    const paused = index === 5;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO jobs (name, description, kind, schedule, status, next_run_at) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id::int`,
      [
        name,
        description,
        kind,
        schedule,
        paused ? 'PAUSED' : 'ACTIVE',
        paused ? null : nextRunAfter(schedule, new Date(now)),
      ],
    );
    for (let run = 0; run < random.int(8, 30); run += 1) {
      const startedAt = new Date(now - (run + 1) * random.int(1, 8) * 60 * 60 * 1000);
      const failed = random.chance(kind === 'CATALOGUE_HEALTH_REPORT' ? 0.4 : 0.08);
      const log = [
        `Started ${kind} at ${startedAt.toISOString()}.`,
        failed ? 'Failed: the database was busy; will retry on the next run.' : 'Finished successfully.',
      ].join('\n');
      await db.query(
        `INSERT INTO job_runs (job_id, started_at, finished_at, status, trigger, log) VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          rows[0]!.id,
          startedAt,
          new Date(startedAt.getTime() + random.int(200, 5000)),
          failed ? 'FAILED' : 'SUCCEEDED',
          run % 6 === 0 ? 'MANUAL' : 'SCHEDULE',
          log,
        ],
      );
    }
  }
}

interface MediaImages {
  brands: string[];
  products: string[];
  banners: string[];
  categories: string[];
  blog: string[];
}

/** About 200 generated PNGs in five folders, stored through the same adapter as real uploads. */
async function seedMedia(db: Database, config: ApiConfig, mediaRoot: string): Promise<MediaImages> {
  const media = localMediaService(db, config, mediaRoot);
  const plan: [keyof MediaImages, string[], number, number][] = [
    ['brands', BRANDS, 400, 400],
    ['products', PRODUCT_IMAGE_NOUNS, 800, 600],
    ['banners', [...SALE_THEMES], 1200, 400],
    ['categories', [...Object.keys(CATEGORY_TREE), ...Object.values(CATEGORY_TREE).flatMap(Object.keys)], 600, 400],
    ['blog', BLOG_TOPICS, 1000, 560],
  ];
  const images: MediaImages = { brands: [], products: [], banners: [], categories: [], blog: [] };
  for (const [folderName, labels, width, height] of plan) {
    const folder = `/${folderName}`;
    for (const [index, label] of labels.entries()) {
      const bytes = await renderPng(labelledSvg(label, PALETTE[index % PALETTE.length]!, width, height));
      const thumbnail = await sharp(bytes).resize(320, 320, { fit: 'inside' }).png().toBuffer();
      const name = `${slugFromTitle(label)}.png`;
      const filePath = joinPath(folder, name);
      await media.store(
        {
          fileId: randomBytes(12).toString('hex'),
          name,
          folder,
          filePath,
          mimeType: 'image/png',
          size: bytes.byteLength,
          width,
          height,
          tags: [folderName],
        },
        bytes,
        thumbnail,
      );
      images[folderName].push(mediaUrls(config, filePath).url);
    }
  }
  return images;
}
