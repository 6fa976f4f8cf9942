import { desktopModes } from '../../../../../.storybook/modes';

/**
 * Shared by every States story (`X.states.stories.tsx`, beside its component): no code panel — a gallery of states
 * is a picture, its code says nothing — and desktop-only hosted snapshots, since the component's own stories cover
 * its phone layout. No autodocs page: the component's MDX page shows the gallery.
 */
export const statesMeta = {
  tags: ['!autodocs'],
  parameters: {
    docs: { canvas: { sourceState: 'none' } },
    chromatic: { modes: desktopModes },
    a11y: {
      // A gallery shows one component several times, so a landmark it names itself (Pagination's navigation, a
      // filter bar's search, a page header's banner) repeats by design; the component's own stories check it alone,
      // these rules included.
      config: {
        rules: ['landmark-unique', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-main'].map((id) => ({
          id,
          enabled: false,
        })),
      },
      context: { exclude: ['[data-live-announcer]'] },
    },
  },
};

/**
 * An overlay's state on a docs page: a modal covers the whole window, so on the page it opens in a frame of its
 * own instead of over the docs.
 */
export const framedOnDocs = (height: number) => ({ docs: { story: { inline: false, height: `${height}px` } } });
