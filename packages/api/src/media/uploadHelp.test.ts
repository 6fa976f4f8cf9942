import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { UPLOAD_HELP, UPLOAD_HELP_SECTION } from './uploadEndpoint';

describe('the upload error help', () => {
  it('names a section that the shipped admin-core README has', async () => {
    const readme = await readFile(new URL('../../../admin-core/README.md', import.meta.url), 'utf8');
    const headings = readme.split('\n').filter((line) => /^#{2,3} /.test(line));
    expect(headings.map((line) => line.replace(/^#+ /, ''))).toContain(UPLOAD_HELP_SECTION);
    expect(UPLOAD_HELP).toContain(`"${UPLOAD_HELP_SECTION}"`);
    expect(UPLOAD_HELP).toContain('@deals/admin-core');
  });
});
