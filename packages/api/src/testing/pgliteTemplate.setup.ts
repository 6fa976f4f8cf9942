import { provideMigratedTemplate } from './pgliteTemplate';

/** Vitest global setup of the projects whose files open PGlite databases (vitest.config.ts). */
export default function setup() {
  return provideMigratedTemplate();
}
