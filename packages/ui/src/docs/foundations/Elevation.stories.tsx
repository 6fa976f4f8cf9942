import type { Meta, StoryObj } from '@storybook/react-vite';
import { lightTokens } from '../../theme/light';
import { staticTokens } from '../../theme/tokens';
import { expectTokenRows } from './expectTable';
import { foundationParameters } from './foundationMeta';
import { Elevation, Layers } from './ScaleTables';

const meta = { title: 'Foundations/Elevation', tags: ['!autodocs'], parameters: foundationParameters } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shadows: Story = {
  render: () => <Elevation />,
  play: ({ canvasElement }) =>
    expectTokenRows(
      canvasElement,
      'Shadows',
      Object.keys(lightTokens.shadow).map((key) => `shadow.${key}`),
    ),
};

export const LayersStory: Story = {
  name: 'Layers',
  render: () => <Layers />,
  play: ({ canvasElement }) =>
    expectTokenRows(
      canvasElement,
      'Layers (z-index), bottom to top',
      Object.keys(staticTokens.zIndex).map((key) => `zIndex.${key}`),
    ),
};
