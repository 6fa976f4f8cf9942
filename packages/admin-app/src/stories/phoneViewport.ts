import { expect } from 'storybook/test';

/** Story globals for a 390 × 844 phone (the viewport is defined in .storybook/preview.tsx). */
export const phoneGlobals = { viewport: { value: 'phone', isRotated: false } };

/** Nothing of the screen sticks out sideways: the page is no wider than the phone. */
export async function expectFitsThePhone(canvasElement: HTMLElement) {
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
}
