import type { Placement } from '@deals/admin-core';

export const placementLabels: Record<Placement, string> = {
  HOME_HERO: 'Home page, hero',
  HOME_SECONDARY: 'Home page, below the hero',
  CATEGORY_TOP: 'Top of category pages',
  DEALS_TOP: 'Top of the deals page',
  SIDEBAR: 'Sidebar',
};

export const placementOptions = (Object.keys(placementLabels) as Placement[]).map((id) => ({
  id,
  label: placementLabels[id],
}));

let nextRowId = 0;
/** Rows of an ordered list need stable ids in the form; the API stores only their order. */
export const rowId = () => `row-${++nextRowId}`;
