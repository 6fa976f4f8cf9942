import { describe, expect, it } from 'vitest';
import { entityValues } from './entityValues';
import { featuredMenuEntity } from './featuredMenu';
import { organizationEntity } from './organization';
import { productEntity } from './product';
import { saleEntity } from './sale';

describe('entityValues', () => {
  it('tidies a product as stored: trimmed, defaulted, in cents, slug from the title', () => {
    expect(
      entityValues(productEntity, {
        title: '  Kettle Pro 2 ',
        price: 19.999999,
        currency: ' eur ',
        dealUrl: ' https://shop.example/kettle ',
        images: [' https://img.example/a.png '],
        brandId: '',
        metadata: { keywords: ['tea', ' tea ', ''] },
      }),
    ).toEqual({
      couponCode: '',
      title: 'Kettle Pro 2',
      slug: 'kettle-pro-2',
      description: '',
      currency: 'EUR',
      price: 20,
      salePrice: null,
      dealUrl: 'https://shop.example/kettle',
      images: ['https://img.example/a.png'],
      brandId: null,
      categoryId: null,
      storeId: null,
      active: true,
      featured: false,
      expiresAt: null,
      metadata: { title: '', description: '', keywords: ['tea'], content: '' },
    });
  });

  it('lowercases emails, leaves empty addresses out, and keeps each picked record once', () => {
    expect(
      entityValues(organizationEntity, {
        name: 'Acme',
        slug: 'acme',
        website: ' ',
        contactEmail: ' Team@Acme.Example ',
      }),
    ).toMatchObject({ website: null, contactEmail: 'team@acme.example', logoUrl: null });
    expect(entityValues(saleEntity, { productIds: ['3', '1', '3'] })).toMatchObject({ productIds: ['3', '1'] });
  });

  it('tidies each entry of a list by its own fields; an update never carries a create-only field', () => {
    expect(
      entityValues(featuredMenuEntity, { title: 'Top', items: [{ label: ' Tents ', url: '/tents', imageUrl: '' }] }),
    ).toEqual({ title: 'Top', active: true, items: [{ label: 'Tents', url: '/tents', imageUrl: null }] });
    expect(entityValues(saleEntity, { slug: 'x' }, { mode: 'update' })).not.toHaveProperty('slug');
  });
});
