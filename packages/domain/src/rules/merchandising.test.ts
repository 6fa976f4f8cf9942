import { describe, expect, it } from 'vitest';
import { bannerSlideProblems, countProblem, LIST_LIMITS, menuItemProblems } from './merchandising';

describe('merchandising rules', () => {
  it('counts ordered lists from one up to their limit', () => {
    expect(countProblem(0, 'slide', LIST_LIMITS.bannerSlides)).toBe('Add at least one slide.');
    expect(countProblem(12, 'slide', LIST_LIMITS.bannerSlides)).toBeNull();
    expect(countProblem(13, 'slide', LIST_LIMITS.bannerSlides)).toBe('At most 12 slides are allowed.');
    expect(countProblem(0, 'product', LIST_LIMITS.saleProducts, 0)).toBeNull();
  });

  it('checks each banner slide and menu item field by field', () => {
    expect(bannerSlideProblems({ imageUrl: null, linkUrl: 'mailto:a@b.c', altText: ' ' })).toEqual({
      imageUrl: 'Choose an image.',
      linkUrl: 'Enter a web address (https://…) or a path on the site (/sales/…).',
      altText: 'Describe the image for people who cannot see it.',
    });
    expect(bannerSlideProblems({ imageUrl: 'https://i.example/a.png', linkUrl: '/sales/x', altText: 'A' })).toEqual({});
    expect(menuItemProblems({ label: 'x'.repeat(61), url: 'https://shop.example', imageUrl: null })).toEqual({
      label: 'Label must be 60 characters or fewer.',
    });
  });
});
