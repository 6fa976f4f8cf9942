import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * Two pages for the bench's media step, built from the workspace (no install): ours.html renders the real ui
 * MediaLibrary from source, minimal.html a plain React windowed grid to compare its scrolling with.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
export default defineConfig({
  root: here('.'),
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    conditions: ['@deals/source', ...defaultClientConditions],
    alias: { '@deals/ui': here('../../../packages/ui/src/index.ts') },
    dedupe: ['react', 'react-dom'],
  },
  build: {
    target: 'es2022',
    rollupOptions: { input: { ours: here('ours.html'), minimal: here('minimal.html') } },
  },
  logLevel: 'warn',
});
