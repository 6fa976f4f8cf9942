import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { ThemeProvider, type ColorScheme } from '../packages/ui/src/theme/ThemeProvider';
import { chromaticModes } from './modes';
import { canvas, docsCanvas, docsPageFrame } from './preview.css';
import { keepDocsPagesStill, waitForTheFocus } from './docsPageFocus';
import { SchemeDocsContainer } from './SchemeDocsContainer';
import { reviewViewports } from './viewports';

// `findBy…` and `waitFor` wait for what a person waits for — a lazily loaded overlay (the command palette, the user
// menu), a screen's data — and on CI's busy 2 cores that code may arrive late: the library's 1 s default is sized for
// a quiet machine. Set here, it holds for the story tests and for the built Storybook's own play functions alike; a
// passing wait still returns as soon as its condition holds.
configure({ asyncUtilTimeout: 15_000 });
keepDocsPagesStill();

/** Story tests run once per scheme: the Vitest project sets it (see vitest.setup.ts); the toolbar decides otherwise. */
const forcedScheme = () => (globalThis as { __STORYBOOK_COLOR_SCHEME__?: ColorScheme }).__STORYBOOK_COLOR_SCHEME__;

const preview: Preview = {
  tags: ['autodocs'],
  // Overlay stories framed on one docs page take the focus one after another (docsPageFocus.ts says why).
  beforeEach: waitForTheFocus,
  globalTypes: {
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { scheme: 'light' },
  parameters: {
    // The themed canvas fills the page (so dark covers every edge) and pads the story; full-page shells and
    // screens set `bare: true` to fill it edge to edge.
    layout: 'fullscreen',
    a11y: {
      test: 'error',
      // react-aria's live announcer keeps spent announcements (labelled by elements that are gone) for a few
      // seconds; they are read by screen readers once and are not part of any story.
      context: { exclude: ['[data-live-announcer]'] },
    },
    // Stories at phone or tablet size set `globals: { viewport: { value: 'phone' } }` (the story tests use it too).
    viewport: { options: reviewViewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Long component pages get a table of contents of their sections.
    // Docs pages follow the toolbar's scheme (SchemeDocsContainer), as the stories on them do.
    docs: { toc: { headingSelector: 'h2', title: 'On this page' }, container: SchemeDocsContainer },
    // Hosted visual review (VisualReview.mdx): every story in both schemes, at desktop and phone width.
    chromatic: { modes: chromaticModes },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          [
            'Colour',
            'Typography',
            'Spacing and sizes',
            'Radius',
            'Elevation',
            'Motion',
            'Breakpoints',
            'Icons',
            'Theme',
          ],
          'Actions',
          'Forms',
          'Data',
          'Navigation',
          'Overlays',
          'Feedback',
          'Layout',
          'Screens',
          // The sidebar's order (admin-app's route table, src/routeTable.ts), then the flows that cross screens; kept so by
          // admin-app's stories/storyOrder.test.ts.
          [
            'Sign in',
            'Dashboard',
            'Products',
            'Brands',
            'Categories',
            'Stores',
            'Media library',
            'Sales',
            'Banner carousels',
            'Product carousels',
            'Featured menus',
            'Page layouts',
            'Blog',
            'Users',
            'Organizations',
            'Job scheduler',
            'Activity',
            'Profile',
            // The flows that cross screens: who may open what, a record's history, merchandising across lists.
            'Access',
            'History',
            'Merchandising',
          ],
          'Visual review',
        ],
      },
    },
  },
  decorators: [
    (Story, context) => {
      const scheme = forcedScheme() ?? (context.globals.scheme as ColorScheme);
      if (context.viewMode === 'docs') {
        return (
          <ThemeProvider scheme={scheme}>
            <div className={context.parameters.bare ? docsPageFrame : docsCanvas}>
              <Story />
            </div>
          </ThemeProvider>
        );
      }
      return (
        <ThemeProvider scheme={scheme} fill>
          {context.parameters.bare ? (
            <Story />
          ) : (
            <div className={canvas}>
              <Story />
            </div>
          )}
        </ThemeProvider>
      );
    },
  ],
};

export default preview;
