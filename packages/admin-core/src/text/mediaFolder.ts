/** Where a media-library folder is, as a person reads it: "/brands", or "the top level" for the root "/". */
export function folderPlace(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? 'the top level' : trimmed;
}
