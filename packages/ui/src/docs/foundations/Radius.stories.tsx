import type { Meta, StoryObj } from '@storybook/react-vite';
import { staticTokens } from '../../theme/tokens';
import { expectTokenRows } from './expectTable';
import { foundationParameters } from './foundationMeta';
import { RadiusScale } from './ScaleTables';

const meta = { title: 'Foundations/Radius', tags: ['!autodocs'], parameters: foundationParameters } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Radius: Story = {
  render: () => <RadiusScale />,
  play: ({ canvasElement }) =>
    expectTokenRows(
      canvasElement,
      'Radius',
      Object.keys(staticTokens.radius).map((key) => `radius.${key}`),
    ),
};
