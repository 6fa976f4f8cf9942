import { bannerSlideProblems, LIST_LIMITS } from '../rules/merchandising';
import { TEXT_LIMITS } from '../rules/text';
import { activeField, createdAtField, updatedAtField } from './commonFields';
import { defineEntity, type FieldRule } from './defineEntity';
import { placementField } from './placements';
import { titleField } from './titledFields';

const slideRule =
  (part: 'imageUrl' | 'linkUrl' | 'altText'): FieldRule =>
  (_, { record }) =>
    bannerSlideProblems(record as Parameters<typeof bannerSlideProblems>[0])[part] ?? null;

/** Slides shown in turn at a placement of the storefront. */
export const bannerCarouselEntity = defineEntity({
  name: 'bannerCarousel',
  noun: 'Banner carousel',
  plural: 'Banner carousels',
  recordType: 'BANNER_CAROUSEL',
  resource: 'bannerCarousels',
  table: 'banner_carousels',
  titleField: 'title',
  versioned: true,
  defaultSort: { field: 'TITLE', order: 'ASC' },
  actions: ['read', 'create', 'update', 'delete'],
  fields: {
    title: titleField,
    placement: placementField,
    active: activeField,
    slides: {
      kind: 'list',
      label: 'Slides',
      noun: 'slide',
      min: 1,
      max: LIST_LIMITS.bannerSlides,
      list: {},
      history: { format: 'list' },
      // One slide's rules are `bannerSlideProblems` (also exported on their own); each field reads its part.
      item: {
        imageUrl: { kind: 'url', label: 'Slide image', required: true, rule: slideRule('imageUrl') },
        linkUrl: { kind: 'url', label: 'Link', required: true, rule: slideRule('linkUrl') },
        altText: {
          kind: 'text',
          label: 'Alt text',
          required: true,
          max: TEXT_LIMITS.altText,
          rule: slideRule('altText'),
        },
      },
    },
    createdAt: createdAtField,
    updatedAt: updatedAtField,
  },
});
