import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { lucideImports } from '../packages/ui/src/docs/foundations/lucideImports';

const MODULE_ID = 'virtual:used-icons';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Where the product draws icons: the design system and the app (admin-core draws nothing). */
const SOURCE_DIRS = ['packages/ui/src', 'packages/admin-app/src'];
const PRODUCT_FILE = /\.(ts|tsx)$/;
const NOT_PRODUCT = /\.(stories|test)\.tsx?$|\/(docs|stories)\//;

/** Each lucide icon the product imports, with the files that import it (repo-relative). */
export function findUsedIcons(repoRoot: string): Map<string, string[]> {
  const usage = new Map<string, string[]>();
  for (const dir of SOURCE_DIRS) {
    for (const entry of readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })) {
      const path = `${dir}/${entry.split('\\').join('/')}`;
      if (!PRODUCT_FILE.test(path) || NOT_PRODUCT.test(path)) continue;
      for (const name of lucideImports(readFileSync(join(repoRoot, path), 'utf8'))) {
        usage.set(name, [...(usage.get(name) ?? []), relative(repoRoot, join(repoRoot, path))]);
      }
    }
  }
  return new Map([...usage].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * `virtual:used-icons`: the icons the product uses, read from its source when Storybook builds, so the icon gallery
 * can't drift from the code. Only those icons are bundled, not lucide's whole set.
 */
export function usedIconsPlugin(repoRoot: string): Plugin {
  return {
    name: 'deals:used-icons',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const usage = findUsedIcons(repoRoot);
      const names = [...usage.keys()];
      // lucide is a dependency of the packages, not of the repo root: resolve it as the design system does.
      const lucide = await this.resolve('lucide-react', join(repoRoot, 'packages/ui/src/index.ts'));
      if (!lucide) throw new Error('lucide-react is not installed in packages/ui');
      return [
        `import { ${names.join(', ')} } from ${JSON.stringify(lucide.id)};`,
        `export const usedIcons = [${names
          .map((name) => `{ name: ${JSON.stringify(name)}, Icon: ${name}, usedIn: ${JSON.stringify(usage.get(name))} }`)
          .join(',\n')}];`,
      ].join('\n');
    },
  };
}
