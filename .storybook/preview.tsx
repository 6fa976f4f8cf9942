import type { Preview } from '@storybook/react-vite';
import { ThemeProvider, type ColorScheme } from '../packages/ui/src/theme/ThemeProvider';
import { canvas } from './preview.css';

/** Story tests run once per scheme: the Vitest project sets it (see vitest.setup.ts); the toolbar decides otherwise. */
const forcedScheme = () => (globalThis as { __STORYBOOK_COLOR_SCHEME__?: ColorScheme }).__STORYBOOK_COLOR_SCHEME__;

const preview: Preview = {
  tags: ['autodocs'],
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
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['Foundations', 'Forms', 'Data', 'Overlays', 'Feedback', 'Layout', 'Screens'] },
    },
  },
  decorators: [
    (Story, context) => (
      <ThemeProvider scheme={forcedScheme() ?? (context.globals.scheme as ColorScheme)} fill>
        {context.parameters.bare ? (
          <Story />
        ) : (
          <div className={canvas}>
            <Story />
          </div>
        )}
      </ThemeProvider>
    ),
  ],
};

export default preview;
