import { LIST_LIMITS } from '../rules/merchandising';
import { TEXT_LIMITS } from '../rules/text';
import { createdAtField } from './commonFields';
import { defineEntity } from './defineEntity';

/**
 * The sections of a storefront page, in order. Never edited: each save is a new layout that becomes the page's
 * active one, so there is no version and no update.
 */
export const pageLayoutEntity = defineEntity({
  name: 'pageLayout',
  noun: 'Page layout',
  plural: 'Page layouts',
  recordType: 'PAGE_LAYOUT',
  resource: 'pageLayouts',
  table: 'page_layouts',
  titleField: 'name',
  versioned: false,
  actions: ['read', 'create', 'update'],
  fields: {
    name: { kind: 'text', label: 'Name', required: true, max: TEXT_LIMITS.name, list: { header: 'Layout' } },
    page: {
      kind: 'enum',
      label: 'Page',
      required: true,
      options: [
        { value: 'HOME', label: 'Home page' },
        { value: 'CATEGORY', label: 'Category pages' },
        { value: 'DEALS', label: 'Deals page' },
      ],
      // `page` in a list's URL is its page number.
      filter: { kind: 'equals', arg: 'page', label: 'Page', url: 'for', any: 'All pages' },
      list: {},
      history: { format: 'enum' },
    },
    sections: {
      kind: 'list',
      label: 'Sections',
      noun: 'section',
      min: 1,
      max: LIST_LIMITS.layoutSections,
      list: {},
      history: { format: 'list' },
      item: {
        kind: {
          kind: 'enum',
          label: 'Kind',
          required: true,
          options: [
            { value: 'BANNER_CAROUSEL', label: 'Banner carousel' },
            { value: 'PRODUCT_CAROUSEL', label: 'Product carousel' },
            { value: 'FEATURED_MENU', label: 'Featured menu' },
            { value: 'SALES', label: 'Sale' },
          ],
        },
        // What it points at depends on its kind; the API checks the record exists.
        ref: {
          kind: 'reference',
          label: 'Shows',
          required: true,
          to: ['bannerCarousel', 'productCarousel', 'featuredMenu', 'sale'],
        },
      },
    },
    active: {
      kind: 'boolean',
      label: 'Live',
      default: true,
      readOnly: true,
      filter: { kind: 'equals', arg: 'active', label: 'Status', any: 'All statuses', yes: 'Active', no: 'Inactive' },
      list: { header: 'Status' },
    },
    createdAt: { ...createdAtField, list: {} },
  },
});
