import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicExports, undocumentedExports } from '../../../scripts/readmeExports';

const packageDir = join(import.meta.dirname, '..');

describe('the README a host reads', () => {
  // It reads the package's types with the TypeScript compiler: 19 s on CI's quiet cores, 123 s at a load of 20.
  it('mentions every export of every entry point', { timeout: 300_000 }, () => {
    expect(publicExports(packageDir).length).toBeGreaterThan(10);
    expect(undocumentedExports(packageDir)).toEqual([]);
  });
});
