import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicExports, undocumentedExports } from '../../../scripts/readmeExports';

const packageDir = join(import.meta.dirname, '..');

describe('the README a host reads', () => {
  it('mentions every export of every entry point', { timeout: 120_000 }, () => {
    expect(publicExports(packageDir).length).toBeGreaterThan(10);
    expect(undocumentedExports(packageDir)).toEqual([]);
  });
});
