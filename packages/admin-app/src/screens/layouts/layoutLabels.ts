import type { LayoutPage, LayoutSectionKind } from '@deals/admin-core';

export const pageLabels: Record<LayoutPage, string> = {
  HOME: 'Home page',
  CATEGORY: 'Category pages',
  DEALS: 'Deals page',
};

export const pageOptions = (Object.keys(pageLabels) as LayoutPage[]).map((id) => ({ id, label: pageLabels[id] }));

export const isLayoutPage = (value: string | undefined): value is LayoutPage =>
  value !== undefined && value in pageLabels;

export const sectionKindLabels: Record<LayoutSectionKind, string> = {
  BANNER_CAROUSEL: 'Banner carousel',
  PRODUCT_CAROUSEL: 'Product carousel',
  FEATURED_MENU: 'Featured menu',
  SALES: 'Sale',
};

export const sectionKindOptions = (Object.keys(sectionKindLabels) as LayoutSectionKind[]).map((id) => ({
  id,
  label: sectionKindLabels[id],
}));

/** How a section reads: its kind and what it shows; a deleted target reads as such. */
export const sectionText = (section: { kind: LayoutSectionKind; refTitle?: string | null }) =>
  `${sectionKindLabels[section.kind]}: ${section.refTitle ?? 'deleted'}`;
