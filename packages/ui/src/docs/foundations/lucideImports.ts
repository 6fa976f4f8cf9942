const IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;

/**
 * The lucide icons a source file imports, by their lucide names (`Link as LinkIcon` is `Link`). Type-only imports
 * (`type LucideIcon`, `import type { … }`) draw nothing and are left out.
 */
export function lucideImports(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(IMPORT)) {
    if (/^import\s+type\b/.test(match[0])) continue;
    for (const specifier of match[1]!.split(',')) {
      const [name] = specifier.trim().split(/\s+as\s+/);
      if (!name || name.startsWith('type ') || !/^[A-Z]\w*$/.test(name)) continue;
      // Helpers lucide exports beside its icons are not icons.
      if (name === 'LucideIcon' || name === 'LucideProps' || name === 'Icon' || name === 'createLucideIcon') continue;
      names.add(name);
    }
  }
  return [...names].sort();
}
