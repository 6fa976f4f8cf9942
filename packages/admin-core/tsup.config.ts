import { defineConfig } from 'tsup';

const domainSources = {
  '@deals/domain': ['../domain/src/index.ts'],
  '@deals/domain/*': ['../domain/src/*/index.ts'],
};

export default defineConfig({
  entry: { index: 'src/index.ts', 'access/index': 'src/access/index.ts', 'rules/index': 'src/rules/index.ts' },
  format: ['esm'],
  // The declarations of @deals/domain are inlined too: its paths point the declaration build at its sources.
  dts: { compilerOptions: { paths: domainSources } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // @deals/domain is not published on its own: its sources are bundled in, code and types, so a host installs
  // admin-core alone (it is a devDependency, and the `@deals/source` condition finds its sources).
  noExternal: [/^@deals\/domain($|\/)/],
  esbuildOptions(options) {
    options.conditions = ['@deals/source'];
  },
});
