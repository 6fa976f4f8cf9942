import { describe, expect, it } from 'vitest';
import { codeAsWords } from './codeLabels';

describe('codeAsWords', () => {
  it('reads a code as a sentence-case phrase', () => {
    expect(codeAsWords('CATALOGUE_HEALTH_REPORT')).toBe('Catalogue health report');
    expect(codeAsWords('DRAFT')).toBe('Draft');
  });
});
