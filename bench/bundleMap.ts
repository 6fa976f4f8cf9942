import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** The groups a page's JS is split into, first match wins; the rest is "other", named by its largest packages. */
const groups: { name: string; matches: (source: string, pkg: string | null) => boolean }[] = [
  {
    name: 'React (react, react-dom, scheduler)',
    matches: (_, pkg) => ['react', 'react-dom', 'scheduler'].includes(pkg!),
  },
  {
    name: 'Apollo Client (+ graphql, rxjs, @wry, optimism)',
    matches: (_, pkg) =>
      pkg === '@apollo/client' ||
      pkg === 'graphql' ||
      pkg === 'rxjs' ||
      pkg === 'optimism' ||
      !!pkg?.startsWith('@wry/'),
  },
  { name: 'react-router', matches: (_, pkg) => pkg === 'react-router' || pkg === 'react-router-dom' },
  {
    name: 'react-aria (components, hooks, stately, @internationalized)',
    matches: (_, pkg) =>
      !!pkg &&
      (pkg.startsWith('react-aria') ||
        pkg.startsWith('react-stately') ||
        /^@(react-aria|react-stately|react-types|internationalized)\//.test(pkg)),
  },
  { name: 'ours: generated GraphQL documents', matches: (source) => /packages\/.*\.generated\.ts$/.test(source) },
  { name: 'ours: ui', matches: (source) => source.includes('packages/ui/') },
  { name: 'ours: admin-core', matches: (source) => source.includes('packages/admin-core/') },
  { name: 'ours: admin-app', matches: (source) => source.includes('packages/admin-app/') },
];

/** `@scope/name` or `name` of the innermost node_modules folder in a source path; null for our own files. */
function packageOf(source: string): string | null {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

export interface ByteShare {
  group: string;
  raw: number;
  /** The group's code compressed on its own (gzip level 9). */
  gzip: number;
  /** Its gzip ÷ the sum of every group's: its share of what the page downloads. */
  share: number;
}

/**
 * Splits the JS a page loaded into packages through the build's source maps: every generated column range between
 * two mappings belongs to the source of the first; code with no mapping (bundler runtime) counts as "unmapped".
 */
export function bundleBreakdown(dist: string, jsUrls: string[]): { shares: ByteShare[]; otherPackages: string[] } {
  const code = new Map<string, string[]>();
  const otherSizes = new Map<string, number>();
  const add = (group: string, text: string) => {
    if (!text) return;
    if (!code.has(group)) code.set(group, []);
    code.get(group)!.push(text);
  };
  const groupOf = (source: string | null) => {
    if (!source) return 'unmapped (bundler runtime)';
    const pkg = packageOf(source);
    const group = groups.find((candidate) => candidate.matches(source, pkg));
    if (group) return group.name;
    return `other:${pkg ?? source}`;
  };
  for (const url of jsUrls) {
    const file = join(dist, new URL(url).pathname);
    const text = readFileSync(file, 'utf8');
    if (!existsSync(`${file}.map`)) {
      add('unmapped (bundler runtime)', text);
      continue;
    }
    const lines = text.split('\n');
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap);
    const byLine = new Map<number, { column: number; source: string | null }[]>();
    consumer.eachMapping((mapping) => {
      const line = byLine.get(mapping.generatedLine) ?? [];
      line.push({ column: mapping.generatedColumn, source: mapping.source });
      byLine.set(mapping.generatedLine, line);
    });
    lines.forEach((lineText, index) => {
      const mappings = (byLine.get(index + 1) ?? []).sort((a, b) => a.column - b.column);
      let from = 0;
      let source: string | null = null;
      for (const mapping of mappings) {
        add(groupOf(source), lineText.slice(from, mapping.column));
        from = mapping.column;
        source = mapping.source;
      }
      add(groupOf(source), `${lineText.slice(from)}\n`);
    });
  }
  const entries = [...code.entries()].map(([group, texts]) => {
    const buffer = Buffer.from(texts.join(''));
    if (group.startsWith('other:'))
      otherSizes.set(group.slice(6), (otherSizes.get(group.slice(6)) ?? 0) + buffer.length);
    return { group: group.startsWith('other:') ? 'other' : group, buffer };
  });
  const merged = new Map<string, Buffer[]>();
  for (const entry of entries) merged.set(entry.group, [...(merged.get(entry.group) ?? []), entry.buffer]);
  const shares = [...merged.entries()].map(([group, buffers]) => {
    const buffer = Buffer.concat(buffers);
    return { group, raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length, share: 0 };
  });
  const total = shares.reduce((sum, share) => sum + share.gzip, 0);
  for (const share of shares) share.share = share.gzip / total;
  const otherPackages = [...otherSizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, raw]) => `${name.replace(/^.*\.\.\//, '')} ${(raw / 1024).toFixed(1)} KB raw`);
  return { shares: shares.sort((a, b) => b.gzip - a.gzip), otherPackages };
}
