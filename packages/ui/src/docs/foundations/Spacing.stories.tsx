import type { Meta, StoryObj } from '@storybook/react-vite';
import { staticTokens } from '../../theme/tokens';
import { expectTokenRows } from './expectTable';
import { foundationParameters } from './foundationMeta';
import { SizeScale, SpaceScale } from './ScaleTables';

const meta = {
  title: 'Foundations/Spacing and sizes',
  tags: ['!autodocs'],
  parameters: foundationParameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (prefix: string, scale: object) => Object.keys(scale).map((key) => `${prefix}.${key}`);

export const Space: Story = {
  render: () => <SpaceScale />,
  play: ({ canvasElement }) => expectTokenRows(canvasElement, 'Space', names('space', staticTokens.space)),
};

export const Sizes: Story = {
  render: () => <SizeScale />,
  play: ({ canvasElement }) => expectTokenRows(canvasElement, 'Sizes', names('size', staticTokens.size)),
};
