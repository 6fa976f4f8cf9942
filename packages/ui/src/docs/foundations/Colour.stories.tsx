import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingPairs } from './colourPairs';
import { colourGroups, type ColourGroupTitle } from './colourRoles';
import { ColourTokenTable, ContrastFailures } from './ColourTokens';
import { foundationParameters } from './foundationMeta';

const meta = {
  title: 'Foundations/Colour',
  tags: ['!autodocs'],
  parameters: {
    ...foundationParameters,
    // The samples draw failing pairs on purpose, to show them: the page around them is checked as usual.
    a11y: { context: { exclude: ['[data-live-announcer]', '[data-contrast-sample]'] } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failures: Story = {
  name: 'Contrast failures',
  render: () => <ContrastFailures />,
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('tbody tr');
    await expect(rows.length).toBe(failingPairs().length);
    for (const row of rows) await expect(row).toHaveTextContent('AA fail');
  },
};

/** One table per group of tokens: each token's row, headed by its name, with its light and dark value. */
const groupStory = (title: ColourGroupTitle): Story => ({
  name: title,
  render: () => <ColourTokenTable title={title} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: title });
    const tokens = colourGroups.find((group) => group.title === title)!.tokens;
    await expect(within(table).getAllByRole('row')).toHaveLength(tokens.length + 1);
    for (const token of tokens) {
      const row = within(table)
        .getByRole('rowheader', { name: new RegExp(`^${token}\\b`) })
        .closest('tr')!;
      // Both schemes' values are on the row, read from the themes.
      await expect(row.querySelectorAll('td')).toHaveLength(2);
    }
  },
});

export const Text = groupStory('Text');
export const SecondaryText = groupStory('Secondary text');
export const Brand = groupStory('Brand');
export const Surfaces = groupStory('Surfaces');
export const BordersAndFocus = groupStory('Borders and focus');
export const Danger = groupStory('Danger');
export const SuccessWarningAndInfo = groupStory('Success, warning and info');
export const OverlaysAndLoading = groupStory('Overlays and loading');
