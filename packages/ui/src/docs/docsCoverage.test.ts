import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('..', import.meta.url));
const entries = ['index.ts', 'rich-text.ts', 'charts.ts'];

/** The components a host can import: exported values named like components (not CONSTANTS, hooks or helpers). */
function exportedComponents(): string[] {
  const names = entries.flatMap((entry) =>
    [...readFileSync(join(src, entry), 'utf8').matchAll(/^export \{([^}]+)\} from/gm)].flatMap((match) =>
      match[1]!.split(',').map((name) => name.trim()),
    ),
  );
  return names.filter((name) => /^[A-Z][a-z]/.test(name) && !name.startsWith('type ')).sort();
}

const mdxFiles = (readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((path) => path.endsWith('.mdx'))
  .map((path) => ({ path: relative(src, join(src, path)), text: readFileSync(join(src, path), 'utf8') }));
const componentPages = mdxFiles.filter((page) => page.path.startsWith('components/'));
const headings = (text: string) => [...text.matchAll(/^#{1,3} (.+)$/gm)].map((match) => match[1]!.trim());

/**
 * What a designer must find on every component's page (the issue "Designers review the product in Storybook"): what
 * it is, when to use it and when not, its states, its keyboard, its accessibility and its props.
 */
const requiredSections = ['When to use', 'When not to use', 'States', 'Keyboard', 'Accessibility'];

describe('the design system’s docs pages', () => {
  it('name every exported component in a heading of a docs page', () => {
    const documented = new Set(mdxFiles.flatMap((page) => headings(page.text)));
    const components = exportedComponents();
    expect(components.length).toBeGreaterThan(60);
    expect(components.filter((name) => !documented.has(name))).toEqual([]);
  });

  it.each(componentPages.map((page) => [page.path, page.text]))('%s has every section a designer needs', (_, text) => {
    const sections = headings(text);
    expect(requiredSections.filter((section) => !sections.includes(section))).toEqual([]);
    // Props from the types (ArgTypes), and the page is attached to its stories (Meta of).
    expect(text).toMatch(/<ArgTypes of=\{/);
    expect(text).toMatch(/<Meta of=\{/);
    // A short description right under the title.
    expect(text).toMatch(/^# \w.*\n\n[\w"'`].{40,}/m);
  });

  it('give every component folder with stories a page', () => {
    const folders = new Set(componentPages.map((page) => page.path.split('/')[1]));
    const storied = (readdirSync(join(src, 'components'), { recursive: true, encoding: 'utf8' }) as string[])
      .filter((path) => /\.stories\.tsx$/.test(path) && !path.includes('__screenshots__'))
      .map((path) => path.split(/[\\/]/)[0]);
    expect([...new Set(storied)].filter((folder) => !folders.has(folder))).toEqual([]);
  });
});
