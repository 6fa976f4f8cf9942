import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { staticTokens } from '../../theme/tokens';
import { expectTokenRows } from './expectTable';
import { foundationParameters } from './foundationMeta';
import { MotionScale } from './ScaleTables';

const meta = { title: 'Foundations/Motion', tags: ['!autodocs'], parameters: foundationParameters } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Motion: Story = {
  render: () => <MotionScale />,
  play: async ({ canvasElement }) => {
    await expectTokenRows(
      canvasElement,
      'Durations and easing',
      Object.keys(staticTokens.motion).map((key) => `motion.${key}`),
    );
    const [play] = within(canvasElement).getAllByRole('button', { name: 'Play' });
    await userEvent.click(play!);
    await expect(canvasElement.querySelector('[data-moved]')).not.toBeNull();
  },
};
