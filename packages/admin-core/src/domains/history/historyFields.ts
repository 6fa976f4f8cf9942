import type { RecordType } from '../../graphql/types.generated';
import {
  jobStatusLabels,
  layoutPageLabels,
  placementLabels,
  postStatusLabels,
  roleLabels,
} from '../../text/codeLabels';

export interface CountNouns {
  one: string;
  other: string;
}

/** How a recorded value is read: the history stores ids, codes, numbers and ISO dates; people read names. */
export type HistoryFieldFormat =
  | { type: 'text' }
  /** Stored as HTML: its words are shown. */
  | { type: 'richText' }
  /** A price in the record's currency. */
  | { type: 'money' }
  | { type: 'dateTime' }
  | { type: 'yesNo' }
  /** A URL of an image: its file name is shown. */
  | { type: 'image' }
  | { type: 'code'; labels?: Readonly<Record<string, string>> }
  /** The id of another record, named by the entry's references. */
  | { type: 'reference'; to: RecordType }
  /** An ordered list: of record ids, or of entries (slides, menu items, sections, images, tags). */
  | { type: 'list'; of: ListOf; noun: CountNouns }
  /** A nested object (SEO metadata): each inner field on a line of its own. */
  | { type: 'group'; fields: Readonly<Record<string, HistoryField>> };

export type ListOf =
  | { kind: 'references'; to: RecordType }
  | { kind: 'slides' }
  | { kind: 'menuItems' }
  | { kind: 'sections' }
  | { kind: 'images' }
  | { kind: 'words' };

export interface HistoryField {
  label: string;
  format: HistoryFieldFormat;
}

const field = (label: string, format: HistoryFieldFormat = { type: 'text' }): HistoryField => ({ label, format });
const text = (label: string) => field(label);
const yesNo = (label: string) => field(label, { type: 'yesNo' });
const dateTime = (label: string) => field(label, { type: 'dateTime' });
const image = (label: string) => field(label, { type: 'image' });
const reference = (label: string, to: RecordType) => field(label, { type: 'reference', to });
const code = (label: string, labels?: Readonly<Record<string, string>>) => field(label, { type: 'code', labels });
const list = (label: string, of: ListOf, one: string, other = `${one}s`) =>
  field(label, { type: 'list', of, noun: { one, other } });

/** The SEO metadata every catalogue record, sale and post carries. */
const metadata = field('SEO', {
  type: 'group',
  fields: {
    title: text('SEO title'),
    description: text('SEO description'),
    keywords: list('Keywords', { kind: 'words' }, 'keyword'),
    content: text('SEO content'),
  },
});

const titled = { title: text('Title'), active: yesNo('Active'), metadata };

/**
 * Every field a history entry can name, per kind of record, in the order the forms show them: its label, and how its
 * value reads. One table, keyed by record type and field; a field missing here still reads (its name in words, its
 * value as it is).
 */
export const HISTORY_FIELDS: Readonly<Record<RecordType, Readonly<Record<string, HistoryField>>>> = {
  BRAND: { title: text('Title'), imageUrl: image('Logo'), active: titled.active, metadata },
  STORE: titled,
  CATEGORY: {
    title: text('Title'),
    slug: text('Slug'),
    parentId: reference('Parent category', 'CATEGORY'),
    path: text('Path'),
    imageUrl: image('Image'),
    active: titled.active,
    metadata,
  },
  PRODUCT: {
    title: text('Title'),
    slug: text('Slug'),
    description: field('Description', { type: 'richText' }),
    currency: text('Currency'),
    price: field('Price', { type: 'money' }),
    salePrice: field('Sale price', { type: 'money' }),
    dealUrl: text('Deal URL'),
    brandId: reference('Brand', 'BRAND'),
    categoryId: reference('Category', 'CATEGORY'),
    storeId: reference('Store', 'STORE'),
    images: list('Images', { kind: 'images' }, 'image'),
    active: titled.active,
    featured: yesNo('Featured'),
    expiresAt: dateTime('Deal expires'),
    metadata,
  },
  SALE: {
    title: text('Title'),
    slug: text('Slug'),
    description: field('Description', { type: 'richText' }),
    imageUrl: image('Banner image'),
    storeId: reference('Store', 'STORE'),
    discountLabel: text('Discount label'),
    startsAt: dateTime('Starts'),
    endsAt: dateTime('Ends'),
    productIds: list('Products', { kind: 'references', to: 'PRODUCT' }, 'product'),
    active: titled.active,
    metadata,
  },
  USER: {
    name: text('Name'),
    email: text('Email'),
    role: code('Role', roleLabels),
    active: titled.active,
    avatarUrl: image('Avatar'),
  },
  ORGANIZATION: {
    name: text('Name'),
    slug: text('Slug'),
    logoUrl: image('Logo'),
    website: text('Website'),
    contactEmail: text('Contact email'),
    active: titled.active,
  },
  BANNER_CAROUSEL: {
    title: text('Title'),
    placement: code('Placement', placementLabels),
    active: titled.active,
    slides: list('Slides', { kind: 'slides' }, 'slide'),
  },
  PRODUCT_CAROUSEL: {
    title: text('Title'),
    placement: code('Placement', placementLabels),
    active: titled.active,
    productIds: list('Products', { kind: 'references', to: 'PRODUCT' }, 'product'),
  },
  FEATURED_MENU: {
    title: text('Title'),
    active: titled.active,
    items: list('Menu items', { kind: 'menuItems' }, 'item'),
  },
  PAGE_LAYOUT: {
    name: text('Name'),
    page: code('Page', layoutPageLabels),
    sections: list('Sections', { kind: 'sections' }, 'section'),
    active: yesNo('Live'),
  },
  BLOG_POST: {
    title: text('Title'),
    slug: text('Slug'),
    status: code('Status', postStatusLabels),
    excerpt: text('Excerpt'),
    content: field('Content', { type: 'richText' }),
    coverImageUrl: image('Cover image'),
    tags: list('Tags', { kind: 'words' }, 'tag'),
    authorId: reference('Author', 'USER'),
    publishedAt: dateTime('Published'),
    metadata,
  },
  JOB: {
    name: text('Name'),
    description: text('What it does'),
    kind: code('Kind'),
    schedule: text('Schedule'),
    status: code('Status', jobStatusLabels),
    nextRunAt: dateTime('Next run'),
  },
};
