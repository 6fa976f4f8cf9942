import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { foundationParameters } from './foundationMeta';
import { Breakpoints as BreakpointsTable } from './ScaleTables';

const meta = { title: 'Foundations/Breakpoints', tags: ['!autodocs'], parameters: foundationParameters } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Breakpoints: Story = {
  render: () => <BreakpointsTable />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Breakpoints and review widths' });
    await expect(within(table).getByRole('rowheader', { name: 'viewport phone' }).closest('tr')).toHaveTextContent(
      '390px × 844px',
    );
  },
};
