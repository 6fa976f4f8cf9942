import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { CarouselPreview, type PreviewSlide } from './CarouselPreview';

const meta = {
  title: 'Data/CarouselPreview',
  component: CarouselPreview,
  ...statesMeta,
} satisfies Meta<typeof CarouselPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const picture = (colour: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="250"><rect width="100%" height="100%" fill="${colour}"/></svg>`)}`;
const slides: PreviewSlide[] = [
  { id: '1', imageUrl: picture('#7c3aed'), title: 'Black Friday banner', caption: '/sales/black-friday' },
  { id: '2', imageUrl: picture('#0d9488'), title: 'Spring Clean banner', caption: '/sales/spring' },
];

export const States: Story = {
  args: { label: 'Preview', slides: [] },
  render: () => (
    <StateGrid minColumnWidth={340}>
      <State name="Banner">
        <CarouselPreview label="Banner preview" slides={slides} />
      </State>
      <State name="Product strip">
        <CarouselPreview label="Strip preview" kind="strip" slides={slides} />
      </State>
      <State name="Slide without an image">
        <CarouselPreview
          label="Missing image preview"
          slides={[{ id: '3', imageUrl: null, title: 'Slide without an image' }]}
        />
      </State>
      <State name="Empty">
        <CarouselPreview label="Empty preview" slides={[]} />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Banner', 'Product strip', 'Slide without an image', 'Empty'], 'Banner'),
};
