import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'access/index': 'src/access/index.ts', 'rules/index': 'src/rules/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
