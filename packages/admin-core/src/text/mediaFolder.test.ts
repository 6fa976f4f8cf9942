import { describe, expect, it } from 'vitest';
import { folderPlace } from './mediaFolder';

describe('folderPlace', () => {
  it('names a folder by its path', () => {
    expect(folderPlace('/brands')).toBe('/brands');
    expect(folderPlace('/brands/logos/')).toBe('/brands/logos');
  });

  it('calls the root "the top level", never "/"', () => {
    expect(folderPlace('/')).toBe('the top level');
    expect(folderPlace('')).toBe('the top level');
  });
});
