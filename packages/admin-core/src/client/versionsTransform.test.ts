import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createVersionsTransform, dropVersioned, keepVersioned } from './versionsTransform';

const update = parse(`
  mutation UpdateBrand($id: ID!, $input: BrandInput!, $expectedVersion: Int @versioned) {
    updateBrand(id: $id, input: $input, expectedVersion: $expectedVersion) { ...BrandFields }
  }
  fragment BrandFields on Brand { id version @versioned updatedBy @versioned { id name } title }
`);

describe('the versions capability as a document transform', () => {
  it('off: removes the marked fields, variables and the arguments passing them', () => {
    const sent = print(dropVersioned(update));
    expect(sent).not.toMatch(/version|updatedBy|@versioned/i);
    expect(sent).toContain('updateBrand(id: $id, input: $input)');
    expect(sent).toContain('fragment BrandFields on Brand {\n  id\n  title\n}');
  });

  it('on: removes only the client-only directive', () => {
    const sent = print(keepVersioned(update));
    expect(sent).not.toContain('@versioned');
    expect(sent).toContain('$expectedVersion: Int');
    expect(sent).toContain('expectedVersion: $expectedVersion');
    expect(sent).toMatch(/version\s+updatedBy \{/);
  });

  it('is the Apollo transform for either setting', () => {
    expect(print(createVersionsTransform(false).transformDocument(update))).not.toMatch(/version/i);
    expect(print(createVersionsTransform(true).transformDocument(update))).toContain('expectedVersion');
  });
});
