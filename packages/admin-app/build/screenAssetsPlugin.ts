import type { Plugin } from 'vite';
import { tagsFromBundle } from './tagsFromBundle.ts';

/** The element this plugin writes and src/screenAssets.ts reads; absent in dev and tests. */
export const SCREEN_ASSETS_ELEMENT_ID = 'screen-assets';

/** What it holds: every screen's own files, beyond those the app shell (appMain) loads anyway. */
export interface ScreenAssets {
  /** URLs, each listed once. */
  files: string[];
  /** Screen module (under src/screens, without `.tsx`) → indices into `files`: its JS chunks, then its CSS. */
  screens: Record<string, number[]>;
}

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  isDynamicEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes into `index.html` which files each lazily loaded screen needs, so the entry chunk can fetch the current
 * page's screen beside the app's own chunk instead of after it has run (issue 17: on /brands the screen's ~30 files
 * started only once appMain had loaded and set up React, Apollo and the router). Files the app shell (appMain)
 * loads anyway are left out. The module graph stays as it is: nothing imports a screen earlier, it is only fetched.
 */
export function screenAssets(): Plugin {
  return tagsFromBundle('deals:screen-assets', (bundle, url) => {
    const chunks = Object.values(bundle).filter((output): output is typeof output & BuiltChunk => {
      return output.type === 'chunk';
    });
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const closure = (fileName: string, into = new Set<string>()) => {
      if (into.has(fileName)) return into;
      into.add(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
      return into;
    };
    const shell = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/appMain.tsx'));
    if (!shell) throw new Error('screen-assets: the build has no appMain chunk.');
    const shellFiles = closure(shell.fileName);
    const cssOf = (fileName: string) => [...(byFile.get(fileName)?.viteMetadata?.importedCss ?? [])];
    const shellCss = new Set([...shellFiles].flatMap(cssOf));

    const assets: ScreenAssets = { files: [], screens: {} };
    const indexOf = (fileName: string) => {
      const found = assets.files.indexOf(url(fileName));
      return found >= 0 ? found : assets.files.push(url(fileName)) - 1;
    };
    for (const chunk of chunks) {
      const screen = chunk.isDynamicEntry && chunk.facadeModuleId?.match(/\/src\/screens\/(.+Screen)\.tsx$/)?.[1];
      if (!screen) continue;
      const js = [...closure(chunk.fileName)].filter((fileName) => !shellFiles.has(fileName));
      const css = [...new Set(js.flatMap(cssOf))].filter((fileName) => !shellCss.has(fileName));
      assets.screens[screen] = [...js, ...css].map(indexOf);
    }
    return [
      {
        tag: 'script',
        attrs: { type: 'application/json', id: SCREEN_ASSETS_ELEMENT_ID },
        // JSON of file names only; `<` is escaped all the same, so nothing can close the element early.
        children: JSON.stringify(assets).replace(/</g, '\\u003c'),
        injectTo: 'head' as const,
      },
    ];
  });
}
