import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    colorScheme: 'light' | 'dark';
  }
}

// The project (storybook-light or storybook-dark) decides the scheme every story renders in.
(globalThis as { __STORYBOOK_COLOR_SCHEME__?: string }).__STORYBOOK_COLOR_SCHEME__ = inject('colorScheme');

/**
 * Offline visual regression: after each story's play function has passed, the page is compared with the committed
 * reference for this story and colour scheme (`pnpm test:visual:update` refreshes them).
 */
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' || task.result?.errors?.length) return;
  await document.fonts.ready;
  // Let finite animations (dialogs and toasts entering or leaving) end, so the picture is the settled state.
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.race([
    Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]);
  // Screen pictures arrive from the story media worker (storyMedia.ts): the picture is taken once they are drawn.
  // A lazy image below the fold never loads (its decode never settles), hence the filter and the same 2 s bound.
  const drawn = [...document.images].filter((image) => image.loading !== 'lazy');
  await Promise.race([
    Promise.all(drawn.map((image) => image.decode().catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]);
  const scheme = document.querySelector('[data-color-scheme]')?.getAttribute('data-color-scheme') ?? 'light';
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(`${task.name.replace(/[^A-Za-z0-9]+/g, '-')}-${scheme}`, {
      screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
      // A long page (the colour tokens) on a busy machine takes a while to give two identical screenshots in a row.
      timeout: 30_000,
      comparatorName: 'pixelmatch',
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
    });
});
