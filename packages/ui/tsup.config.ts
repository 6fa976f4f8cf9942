import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

const domainSources = {
  '@deals/domain': ['../domain/src/index.ts'],
  '@deals/domain/*': ['../domain/src/*/index.ts'],
};

export default defineConfig({
  // Rich text and charts are entries of their own so their optional peers (Tiptap, DOMPurify, visx) stay out of a
  // host that imports only the main entry.
  entry: { index: 'src/index.ts', 'rich-text': 'src/rich-text.ts', charts: 'src/charts.ts' },
  format: ['esm'],
  // The declarations of @deals/domain are inlined too: its paths point the declaration build at its sources.
  dts: { compilerOptions: { paths: domainSources } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Font files referenced by @fontsource's CSS are copied next to dist/index.css.
  // Bundle the font CSS and files into our own CSS instead of leaving a bare CSS import for the host's bundler.
  // @deals/domain (the HTML allow-list) is not published on its own: its sources are bundled in, code and types.
  noExternal: [/^@fontsource\//, /^@deals\/domain($|\/)/],
  loader: { '.woff': 'file', '.woff2': 'file' },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.conditions = ['@deals/source'];
  },
});
