import { productEntity, saleEntity } from '@deals/domain/entities';
import { describe, expect, it } from 'vitest';
import { draftOfRecord, emptyDraft, inputOfDraft } from './resourceDraft';

describe("a resource's draft, read from its entity definition", () => {
  it("a new product's draft holds every writable field, empty as its kind says", () => {
    const draft = emptyDraft(productEntity);
    expect(draft).toMatchObject({
      title: '',
      slug: '',
      currency: productEntity.fields.currency.options[0]!.value,
      salePrice: null,
      images: [],
      brandId: null,
      active: true,
      featured: false,
      expiresAt: null,
      metadata: { title: '', description: '', keywords: [], content: '' },
    });
    expect(Number.isNaN(draft.price)).toBe(true);
    expect(draft).not.toHaveProperty('createdAt');
    expect(draft).not.toHaveProperty('updatedAt');
  });

  it('a loaded product becomes a draft: references from their loaded objects, lists editable, no typenames', () => {
    const images = Object.freeze(['https://img.example.com/a.jpg']);
    const draft = draftOfRecord(productEntity, {
      __typename: 'Product',
      id: '7',
      title: 'Lamp',
      slug: 'lamp',
      description: null,
      images,
      price: 20,
      salePrice: null,
      currency: 'USD',
      dealUrl: 'https://shop.example.com/lamp',
      brand: { __typename: 'Brand', id: '3', title: 'Nordhaus' },
      category: null,
      storeId: '9',
      active: false,
      featured: true,
      expiresAt: '2027-01-01T00:00:00.000Z',
      metadata: { __typename: 'Metadata', title: 'Lamp', description: '', keywords: ['light'], content: '' },
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(draft).toMatchObject({
      title: 'Lamp',
      description: '',
      brandId: { id: '3', title: 'Nordhaus' },
      categoryId: null,
      storeId: { id: '9', title: '#9' },
      metadata: { title: 'Lamp', description: '', keywords: ['light'], content: '' },
    });
    expect(draft.images).toEqual(images);
    expect(Object.isFrozen(draft.images)).toBe(false);
    expect(JSON.stringify(draft)).not.toContain('__typename');
    expect(draft).not.toHaveProperty('createdAt');
  });

  it('a draft becomes the API input: references by id, an empty slug and sale price left for the API', () => {
    const draft = { ...emptyDraft(productEntity), title: 'Lamp', brandId: { id: '3', title: 'Nordhaus' } };
    const input = inputOfDraft(productEntity, { ...draft, salePrice: Number.NaN }, 'create');
    expect(input).toMatchObject({ title: 'Lamp', brandId: '3', categoryId: null, salePrice: null });
    expect(input.slug).toBeUndefined();
  });

  it('a field written only on create (a sale slug) is not sent with an update', () => {
    const draft = { ...emptyDraft(saleEntity), slug: 'winter' };
    expect(inputOfDraft(saleEntity, draft, 'create')).toHaveProperty('slug', 'winter');
    expect(inputOfDraft(saleEntity, draft, 'update')).not.toHaveProperty('slug');
  });
});
