import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { MetadataFieldset, type MetadataValue } from './MetadataFieldset';

const meta = {
  title: 'Forms/MetadataFieldset',
  component: MetadataFieldset,
  ...statesMeta,
} satisfies Meta<typeof MetadataFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

const ignore = () => undefined;
const empty: MetadataValue = { title: '', description: '', keywords: [], content: '' };
const filled: MetadataValue = {
  title: 'Lumio deals',
  description: 'The best current deals on Lumio, checked daily by our editors.',
  keywords: ['lumio', 'lighting'],
  content: '',
};

export const States: Story = {
  args: { value: empty, onChange: ignore },
  render: () => (
    <StateGrid minColumnWidth={340}>
      <State name="Empty">
        <MetadataFieldset value={empty} onChange={ignore} />
      </State>
      <State name="Filled" note="Each length counted against its limit">
        <MetadataFieldset value={filled} onChange={ignore} />
      </State>
      <State name="Invalid" note="Errors keyed by field, from the API">
        <MetadataFieldset
          value={filled}
          onChange={ignore}
          errors={{ description: 'SEO description must be 160 characters or fewer.', keywords: 'At most 20 keywords.' }}
        />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['Empty', 'Filled', 'Invalid'], 'Empty'),
};
