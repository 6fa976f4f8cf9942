import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The languages the back-office is written in (every string of the spec is English). react-aria ships its built-in
 * strings (date segments, "Select all", …) for about 35 languages; the plugin leaves only these in the bundle.
 */
const SERVED_LOCALES = ['en'];

export default defineConfig({
  plugins: [optimizeLocales.vite({ locales: SERVED_LOCALES }), react(), vanillaExtractPlugin()],
  // Workspace packages are consumed from source in dev and in the app build; their dist is for npm consumers.
  resolve: { conditions: ['@deals/source', ...defaultClientConditions] },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});
