import { placementLabels, type Placement } from '@deals/admin-core';

export { placementLabels };

export const placementOptions = (Object.keys(placementLabels) as Placement[]).map((id) => ({
  id,
  label: placementLabels[id],
}));

export const isPlacement = (value: string | undefined): value is Placement =>
  value !== undefined && value in placementLabels;

let nextRowId = 0;
/** Rows of an ordered list need stable ids in the form; the API stores only their order. */
export const rowId = () => `row-${++nextRowId}`;
