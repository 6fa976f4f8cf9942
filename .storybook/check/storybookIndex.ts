import { readFileSync } from 'node:fs';

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
  importPath: string;
  /** A docs page written in MDX: the stories files it draws from. */
  storiesImports?: string[];
  tags?: string[];
}

/** The built Storybook's own list of what it holds: every docs page and story, as the sidebar shows them. */
export function readBuiltIndex(path: string): IndexEntry[] {
  const index = JSON.parse(readFileSync(path, 'utf8')) as { v: number; entries: Record<string, IndexEntry> };
  return Object.values(index.entries);
}
