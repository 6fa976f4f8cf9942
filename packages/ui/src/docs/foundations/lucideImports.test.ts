import { describe, expect, it } from 'vitest';
import { lucideImports } from './lucideImports';

describe('the lucide icons a file imports', () => {
  it('reads one-line and multi-line imports, by lucide name, sorted', () => {
    const source = [
      "import { X, Search } from 'lucide-react';",
      'import {',
      '  Italic,',
      '  Link as LinkIcon,',
      '  ListOrdered,',
      "} from 'lucide-react';",
      "import { Button } from '../Button/Button';",
    ].join('\n');
    expect(lucideImports(source)).toEqual(['Italic', 'Link', 'ListOrdered', 'Search', 'X']);
  });

  it('leaves out types and helpers, which draw nothing', () => {
    const source = [
      "import type { LucideIcon } from 'lucide-react';",
      "import { type LucideProps, Plus, createLucideIcon } from 'lucide-react';",
    ].join('\n');
    expect(lucideImports(source)).toEqual(['Plus']);
  });

  it('finds nothing in a file without lucide', () => {
    expect(lucideImports("import { Plus } from './icons';")).toEqual([]);
  });
});
