import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const components = fileURLToPath(new URL('..', import.meta.url));

/** Every source file under src/components, recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.(test|stories)\./.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('lazily loaded overlays', () => {
  // A module-level call a bundler must assume has side effects keeps its dynamic import in every host that imports
  // @deals/ui, used or not; the lazy chunk then shares react-aria modules with the host's first load, and what the
  // overlay needs of them joins that load (the media library widget grew by 6 KB gzip before these were marked).
  it('are declared with a @__PURE__ call, so hosts that never use one drop it', () => {
    const unmarked = sources(components).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^(export )?const \w+ = (?!\/\* @__PURE__ \*\/ )(openedLazily|deferredModule)\b/.test(line))
        .map((line) => `${file.slice(components.length)}: ${line.trim()}`),
    );
    expect(unmarked).toEqual([]);
  });
});
