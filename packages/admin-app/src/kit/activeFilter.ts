/** The "Status" filter every catalogue list has, as URL values and as the API's `active` filter. */
export const activeFilterOptions = [
  { id: 'all', label: 'All statuses' },
  { id: 'true', label: 'Active' },
  { id: 'false', label: 'Inactive' },
];

export function activeFromUrl(values: string[] | undefined): boolean | undefined {
  if (values?.[0] === 'true') return true;
  if (values?.[0] === 'false') return false;
  return undefined;
}
