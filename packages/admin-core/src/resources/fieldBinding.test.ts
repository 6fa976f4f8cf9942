import { bannerCarouselEntity, featuredMenuEntity } from '@deals/domain/entities';
import { TEXT_LIMITS } from '@deals/domain/rules';
import { describe, expect, it, vi } from 'vitest';
import { bindListItem } from './fieldBinding';

const slide = { id: 'row-1', imageUrl: null as string | null, linkUrl: 'https://shop.example/sale', altText: 'Sale' };

describe('bindListItem', () => {
  it('binds an entry’s field through the list’s item definition: label, required, limit, message', () => {
    const set = vi.fn();
    const altText = bindListItem(bannerCarouselEntity, 'slides', slide, set, { altText: 'Enter the alt text.' }).field(
      'altText',
    );
    expect(altText).toMatchObject({
      name: 'altText',
      label: 'Alt text',
      value: 'Sale',
      isRequired: true,
      maxLength: TEXT_LIMITS.altText,
      isInvalid: true,
      errorMessage: 'Enter the alt text.',
    });
    altText.onChange('Winter sale');
    expect(set).toHaveBeenCalledWith({ ...slide, altText: 'Winter sale' });
    expect(slide.altText).toBe('Sale');
  });

  it('reads an optional entry field as optional and unflagged', () => {
    const item = { id: 'row-2', label: 'Deals', url: 'https://shop.example', imageUrl: null };
    const icon = bindListItem(featuredMenuEntity, 'items', item, vi.fn(), {}).field('imageUrl');
    expect(icon).toMatchObject({ label: 'Image URL', isRequired: false, isInvalid: false, errorMessage: undefined });
  });

  it('refuses a key that is not a list of entries, or an entry key the list lacks', () => {
    expect(() => bindListItem(bannerCarouselEntity, 'title', slide, vi.fn(), {})).toThrow('is not a list of entries');
    expect(() =>
      bindListItem(bannerCarouselEntity, 'slides', { ...slide, caption: '' }, vi.fn(), {}).field('caption'),
    ).toThrow('Banner carousel slide has no field "caption".');
  });
});
