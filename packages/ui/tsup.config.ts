import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
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
