import type { Meta, StoryObj } from '@storybook/react-vite';
import { staticTokens } from '../../theme/tokens';
import { expectTokenRows } from './expectTable';
import { foundationParameters } from './foundationMeta';
import { FontFamilies, FontWeights, LineHeights, TypeScale } from './ScaleTables';

const meta = { title: 'Foundations/Typography', tags: ['!autodocs'], parameters: foundationParameters } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (prefix: string, scale: object) => Object.keys(scale).map((key) => `${prefix}.${key}`);

export const Families: Story = {
  render: () => <FontFamilies />,
  play: ({ canvasElement }) => expectTokenRows(canvasElement, 'Families', names('font', staticTokens.font)),
};

export const Sizes: Story = {
  render: () => <TypeScale />,
  play: ({ canvasElement }) => expectTokenRows(canvasElement, 'Sizes', names('fontSize', staticTokens.fontSize)),
};

export const Weights: Story = {
  render: () => <FontWeights />,
  play: ({ canvasElement }) => expectTokenRows(canvasElement, 'Weights', names('fontWeight', staticTokens.fontWeight)),
};

export const LineHeightsStory: Story = {
  name: 'Line heights',
  render: () => <LineHeights />,
  play: ({ canvasElement }) =>
    expectTokenRows(canvasElement, 'Line heights', names('lineHeight', staticTokens.lineHeight)),
};
