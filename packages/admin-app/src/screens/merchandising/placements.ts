let nextRowId = 0;
/** Rows of an ordered list need stable ids in the form; the API stores only their order. */
export const rowId = () => `row-${++nextRowId}`;
