// The packages' boundaries, checked by `pnpm lint` (dependency-cruiser). The packages form a one-way graph —
// domain ← ui, api ← admin-core ← admin-app (admin-core's tests start the API) — so no two packages can import each
// other: each rule below removes the edges that would close a cycle or cross a boundary of the architecture.
// Each matches a library where it resolves (in node_modules) and where it does not (a package that does not depend on
// it: the import names it as written).
const visualLibraries =
  '(^|node_modules/)(@vanilla-extract/|react-aria/|react-aria-components/|react-stately/|@react-aria/|@react-stately/|lucide-react/)|^(react-aria|react-aria-components|react-stately|lucide-react)$';
const dataLibraries = '(^|node_modules/)(@apollo/|graphql/|graphql-[a-z-]+/|@graphql-[a-z-]+/)|^graphql$';
const packages = (names) => `^(packages/(${names})/|@deals/(${names})($|/))`;
const testFile = '\\.(test|spec|stories)\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-package-cycle',
      severity: 'error',
      comment:
        'The API must not import admin-core (nor ui or the app): admin-core imports the API for its tests, so the ' +
        'two would import each other. Shared rules live in @deals/domain.',
      from: { path: '^packages/api/' },
      to: { path: packages('admin-core|ui|admin-app') },
    },
    {
      name: 'no-app-imports',
      severity: 'error',
      comment: 'The app wires the packages; no package imports it back.',
      from: { path: '^packages/(domain|ui|admin-core|api)/' },
      to: { path: packages('admin-app') },
    },
    {
      name: 'domain-imports-nothing',
      severity: 'error',
      comment:
        '@deals/domain is pure TypeScript with no dependencies: admin-core, ui and the API all bundle or run it as ' +
        'it is. Only its tests may use vitest and node.',
      from: { path: '^packages/domain/src/', pathNot: testFile },
      to: { pathNot: '^packages/domain/src/' },
    },
    {
      name: 'domain-tests-import-only-the-domain',
      severity: 'error',
      from: { path: '^packages/domain/src/.+' + testFile },
      to: { pathNot: '^packages/domain/src/|node_modules/vitest/', dependencyTypesNot: ['core'] },
    },
    {
      name: 'ui-knows-no-data',
      severity: 'error',
      comment:
        'The design system knows nothing of GraphQL, admin-core, the API or the app (it may read @deals/domain).',
      from: { path: '^packages/ui/' },
      to: { path: [packages('admin-core|admin-app|api'), dataLibraries] },
    },
    {
      name: 'admin-core-is-headless',
      severity: 'error',
      comment: 'admin-core is headless: nothing from ui, the app, or visual libraries.',
      from: { path: '^packages/admin-core/' },
      to: { path: [packages('ui|admin-app'), visualLibraries] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other as they load, directly or around a loop. Type-only imports may loop (the ' +
        "generated resolver types name each repository's row type, which imports the generated types back), and so " +
        'may a lazy import() of a part that imports its parent.',
      from: { path: '^packages/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.data|test-results|storybook-static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // Workspace packages resolve to their sources, as in the monorepo's builds and tests.
      conditionNames: ['@deals/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
