import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { screenAssets } from './build/screenAssetsPlugin.ts';
import { tagsFromBundle } from './build/tagsFromBundle.ts';

/**
 * The languages the back-office is written in (every string of the spec is English). react-aria ships its built-in
 * strings (date segments, "Select all", …) for about 35 languages; the plugin leaves only these in the bundle.
 */
const SERVED_LOCALES = ['en'];

/**
 * Preloads the Latin woff2 files of the UI font from the HTML. Without it the browser learns of them only once the
 * app's CSS arrives through the JS chunks, and with `font-display: swap` the late font re-wraps a list's rows after
 * they are shown (issue 17: a layout shift of 0.04 on /products, the rows going from two lines to one).
 */
function preloadLatinFonts(): Plugin {
  return tagsFromBundle('deals:preload-latin-fonts', (bundle, url) =>
    Object.keys(bundle)
      .filter((file) => /\/public-sans-latin-\d+-normal-[\w-]+\.woff2$/.test(file))
      .map((file) => ({
        tag: 'link',
        attrs: { rel: 'preload', href: url(file), as: 'font', type: 'font/woff2', crossorigin: '' },
        injectTo: 'head' as const,
      })),
  );
}

export default defineConfig({
  plugins: [
    optimizeLocales.vite({ locales: SERVED_LOCALES }),
    react(),
    vanillaExtractPlugin(),
    preloadLatinFonts(),
    screenAssets(),
  ],
  // Workspace packages are consumed from source in dev and in the app build; their dist is for npm consumers.
  resolve: { conditions: ['@deals/source', ...defaultClientConditions] },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});
