import { linkProblem, urlProblem } from './addresses';
import { requiredTextProblem, TEXT_LIMITS, withoutPasses } from './text';

/**
 * How many entries each ordered list holds. Where the form and the API disagreed (slides 10 / 12, menu items 12 / 20),
 * the API's limit was kept: lists saved up to it stay savable.
 */
export const LIST_LIMITS = {
  bannerSlides: 12,
  menuItems: 20,
  carouselProducts: 30,
  layoutSections: 12,
  saleProducts: 500,
} as const;

/** "Add at least one slide." / "At most 12 slides are allowed.", or null. */
export function countProblem(count: number, noun: string, max: number, min = 1): string | null {
  if (count < min) return min === 1 ? `Add at least one ${noun}.` : `Add at least ${min} ${noun}s.`;
  if (count > max) return `At most ${max} ${noun}s are allowed.`;
  return null;
}

/** A banner slide's refused fields (`imageUrl`, `linkUrl`, `altText`). */
export function bannerSlideProblems(slide: {
  imageUrl?: string | null;
  linkUrl?: string | null;
  altText?: string | null;
}): Record<string, string> {
  return withoutPasses({
    imageUrl: slide.imageUrl?.trim() ? urlProblem(slide.imageUrl, 'Slide image') : 'Choose an image.',
    linkUrl: linkProblem(slide.linkUrl),
    altText: slide.altText?.trim()
      ? requiredTextProblem(slide.altText, 'Alt text', TEXT_LIMITS.altText)
      : 'Describe the image for people who cannot see it.',
  });
}

/** A featured-menu item's refused fields (`label`, `url`, `imageUrl`). */
export function menuItemProblems(item: {
  label?: string | null;
  url?: string | null;
  imageUrl?: string | null;
}): Record<string, string> {
  return withoutPasses({
    label: item.label?.trim() ? requiredTextProblem(item.label, 'Label', TEXT_LIMITS.menuLabel) : 'Enter a label.',
    url: linkProblem(item.url),
    imageUrl: item.imageUrl?.trim() ? urlProblem(item.imageUrl, 'Image URL') : null,
  });
}
