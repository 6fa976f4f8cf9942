import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite app: no vanilla-extract plugin, no source conditions. It gets the packages' built dist/ like any
// consumer from npm.
export default defineConfig({ plugins: [react()] });
