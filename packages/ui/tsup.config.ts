import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // Rich text and charts are entries of their own so their optional peers (Tiptap, DOMPurify, visx) stay out of a
  // host that imports only the main entry.
  entry: { index: 'src/index.ts', 'rich-text': 'src/rich-text.ts', charts: 'src/charts.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Font files referenced by @fontsource's CSS are copied next to dist/index.css.
  // Bundle the font CSS and files into our own CSS instead of leaving a bare CSS import for the host's bundler.
  noExternal: [/^@fontsource\//],
  loader: { '.woff': 'file', '.woff2': 'file' },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
