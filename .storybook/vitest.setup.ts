import { afterEach, beforeEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    colorScheme: 'light' | 'dark';
  }
}

const projectScheme = inject('colorScheme');
/**
 * The screens' state stories (admin-app's `X.states.stories.tsx` under screens, tag `screen-state`, routeStates.tsx; not
 * the design system's `*.states.stories.tsx` sheets, which are screenshot in both schemes) name their own
 * width and scheme (a Dark state, a Phone state): they run once, in the light instance, in the scheme their globals
 * give, and without a screenshot (Chromatic snapshots them). Every other story renders in the instance's scheme
 * (storybook-light or storybook-dark) and is compared with its reference picture in each.
 */
const isStateFile = (file: { name: string }) => /admin-app\/src\/screens\/.+\.states\.stories\.tsx$/.test(file.name);

beforeEach(({ task, skip }) => {
  const stateStory = isStateFile(task.file);
  if (stateStory && projectScheme !== 'light') skip('a state story names its own scheme: run once, in light');
  (globalThis as { __STORYBOOK_COLOR_SCHEME__?: string }).__STORYBOOK_COLOR_SCHEME__ = stateStory
    ? undefined
    : projectScheme;
});

/**
 * Offline visual regression: after each story's play function has passed, the page is compared with the committed
 * reference for this story and colour scheme (`pnpm test:visual:update` refreshes them).
 */
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' || task.result?.errors?.length) return;
  if (isStateFile(task.file)) return;
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
