import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite app: no vanilla-extract plugin, no source conditions. It gets the packages' built dist/ like any
// consumer from npm, and keeps only the react-aria strings of the language it serves (the embedding guide's advice).
export default defineConfig({ plugins: [optimizeLocales.vite({ locales: ['en'] }), react()] });
