import { defineConfig } from 'tsup';

// Built for consumers outside the source condition; admin-core and ui bundle the sources into their own dist.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'rules/index': 'src/rules/index.ts',
    'access/index': 'src/access/index.ts',
    'entities/index': 'src/entities/index.ts',
    'testing/index': 'src/testing/index.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
