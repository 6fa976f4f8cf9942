import { dateProblem } from '../rules/dates';
import { LIST_LIMITS } from '../rules/merchandising';
import { SALE_PERIOD_FIELD, salePeriodProblem } from '../rules/salePeriod';
import { TEXT_LIMITS } from '../rules/text';
import { activeField, createdAtField, metadataField, updatedAtField } from './commonFields';
import { defineEntity } from './defineEntity';
import { imageUrlField } from './titledFields';

/** A time-boxed promotion over chosen products; addressed by its slug, fixed once it exists. */
export const saleEntity = defineEntity({
  name: 'sale',
  noun: 'Sale',
  plural: 'Sales',
  recordType: 'SALE',
  resource: 'sales',
  table: 'sales',
  titleField: 'title',
  versioned: true,
  defaultSort: { field: 'STARTS_AT', order: 'DESC' },
  actions: ['read', 'create', 'update', 'delete'],
  fields: {
    title: {
      kind: 'text',
      label: 'Title',
      required: true,
      max: TEXT_LIMITS.saleTitle,
      search: true,
      list: { sort: 'TITLE' },
    },
    slug: { kind: 'slug', label: 'Slug', required: true, createOnly: true, search: true, import: { key: true } },
    description: { kind: 'longText', label: 'Description', max: TEXT_LIMITS.description },
    // Each date only has to be one; whether both are there and in order is the sale's period rule (`check`).
    startsAt: {
      kind: 'date',
      label: 'Start',
      required: true,
      rule: (value) => dateProblem(typeof value === 'string' ? value : null, 'Start'),
      list: { header: 'Starts', sort: 'STARTS_AT' },
      history: { format: 'date' },
    },
    endsAt: {
      kind: 'date',
      label: 'End',
      required: true,
      rule: (value) => dateProblem(typeof value === 'string' ? value : null, 'End'),
      list: { header: 'Ends', sort: 'ENDS_AT' },
      history: { format: 'date' },
    },
    status: {
      kind: 'enum',
      label: 'Status',
      readOnly: true,
      column: false,
      options: [
        { value: 'RUNNING', label: 'Running' },
        { value: 'UPCOMING', label: 'Upcoming' },
        { value: 'ENDED', label: 'Ended' },
      ],
      filter: { kind: 'equals', arg: 'status', label: 'Timing', any: 'Any time' },
      list: { header: 'Timing' },
      import: false,
      export: false,
      history: false,
    },
    discountLabel: {
      kind: 'text',
      label: 'Discount label',
      max: TEXT_LIMITS.discountLabel,
      list: { header: 'Discount' },
    },
    storeId: {
      kind: 'reference',
      label: 'Store',
      to: 'store',
      filter: { kind: 'equals', arg: 'storeId', label: 'Store', list: false },
      list: {},
      history: { format: 'reference' },
    },
    productIds: {
      kind: 'referenceList',
      label: 'Products',
      to: 'product',
      noun: 'product',
      min: 0,
      max: LIST_LIMITS.saleProducts,
      column: false,
      history: { format: 'list' },
    },
    imageUrl: imageUrlField,
    active: activeField,
    metadata: metadataField,
    createdAt: createdAtField,
    updatedAt: { ...updatedAtField, list: false },
  },
  check: (sale) => ({ [SALE_PERIOD_FIELD]: salePeriodProblem(sale.startsAt, sale.endsAt) }),
});
