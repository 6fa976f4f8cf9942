import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', '.work', '__screenshots__', '.data', 'storybook-static', '.turbo']);

/** A hash of every file under `paths` (names and contents), skipping build outputs and dependencies. */
export function treeHash(root: string, paths: string[], extra = ''): string {
  const hash = createHash('sha256').update(extra);
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!SKIPPED.has(name)) visit(join(path, name));
      return;
    }
    hash.update(relative(root, path)).update(readFileSync(path));
  };
  for (const path of paths) visit(join(root, path));
  return hash.digest('hex');
}

/**
 * Runs `build` unless the last build of `name` had the same inputs (`key`) and its output is still there: a second
 * `pnpm bench` on unchanged sources then skips the peers, the ui pack and the seeded databases.
 */
export async function reuseOrBuild(
  cacheDir: string,
  name: string,
  key: string,
  output: string,
  build: () => Promise<unknown>,
): Promise<'reused' | 'built'> {
  mkdirSync(cacheDir, { recursive: true });
  const stamp = join(cacheDir, `${name}.stamp`);
  if (existsSync(output) && existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return 'reused';
  rmSync(stamp, { force: true });
  await build();
  writeFileSync(stamp, key);
  return 'built';
}
