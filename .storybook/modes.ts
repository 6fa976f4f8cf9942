/**
 * Chromatic modes: each story is snapshotted once per mode, with its own baseline and approval. A mode is a set of
 * Storybook globals (our `scheme`) and a browser width. Phone is the 390 px the product is designed for (README);
 * desktop is 1280 px.
 */
export const chromaticModes = {
  'light desktop': { scheme: 'light', viewport: 1280 },
  'dark desktop': { scheme: 'dark', viewport: 1280 },
  'light phone': { scheme: 'light', viewport: 390 },
  'dark phone': { scheme: 'dark', viewport: 390 },
} as const;

/** Documentation stories (foundations, state galleries) read the same at every width: desktop only. */
export const desktopModes = {
  'light phone': { disable: true },
  'dark phone': { disable: true },
} as const;

/**
 * A story Chromatic doesn't snapshot, with the reason shown on the Visual review page. For stories whose last frame
 * is empty by design (a dialog cancelled, a toast timed out): their behaviour is their test, which runs in CI.
 */
export const notSnapshotted = (reason: string) => ({
  chromatic: { disableSnapshot: true },
  visualReview: { skipped: reason },
});
