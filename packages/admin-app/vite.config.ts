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

/** Source bytes under which a shared chunk is copied into its importers instead of being fetched on its own. */
const INLINE_COMMON_CHUNKS_BELOW = 32 * 1024;

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
  build: {
    target: 'es2022',
    // Written for tools beside the build, not referenced from the scripts: the production server does not serve them.
    sourcemap: 'hidden',
    // One stylesheet, linked from the HTML, for every page (about 9.5 KB gzip). Split by chunk, a full load of
    // /brands fetched ten stylesheets beside its scripts, in whatever order the files came (issue 17).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The bundler's automatic splitting left a full load of /brands fetching 72 scripts, many of them a few
          // hundred bytes shared by a handful of screens. Over HTTP/1.1's six connections they came one batch after
          // another and held the first row back (issue 17). Common chunks under 32 KB (before minifying) are
          // copied into the chunks that use them: 21 scripts for /brands and 9 for /login, whose bytes stay within
          // their budgets. The copies share one module state (rolldown's registry, which needs
          // `strictExecutionOrder`, on by default with this option). Larger thresholds copied shared form code into
          // every form screen (past the 40 KB per screen budget).
          experimentalInlineCommonChunks: { maxSize: INLINE_COMMON_CHUNKS_BELOW },
        },
      },
    },
  },
});
