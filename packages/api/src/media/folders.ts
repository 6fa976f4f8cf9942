import { badInput } from '../graphql/errors';

/** "brands/", "/brands//logos" → "/brands/logos"; the root is "/". Refuses ".." and odd characters. */
export function normalizeFolder(path: string | null | undefined, field = 'path'): string {
  const parts = (path ?? '/').split('/').filter(Boolean);
  for (const part of parts) {
    if (part === '.' || part === '..' || !/^[A-Za-z0-9 _.-]{1,80}$/.test(part)) {
      throw badInput(`"${path}" is not a valid folder path.`, field);
    }
  }
  return `/${parts.join('/')}`;
}

/** Keeps letters, digits, dots, hyphens and underscores; everything else becomes "_" (ImageKit does the same). */
export function safeFileName(name: string): string {
  const cleaned = name
    .trim()
    .replace(/[^A-Za-z0-9._-]/g, '_')
    // The media server refuses any path holding "..": a stored name never does, so every upload is served.
    .replace(/\.{2,}/g, '.')
    .replace(/^\.+/, '');
  return cleaned.slice(0, 120);
}

export function joinPath(folder: string, name: string): string {
  return folder === '/' ? `/${name}` : `${folder}/${name}`;
}
