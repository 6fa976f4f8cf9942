import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { DeferredMultiComboBox } from './DeferredMultiComboBox';
import type { MultiComboBoxOption } from './MultiComboBox';

const meta = {
  title: 'Forms/DeferredMultiComboBox',
  component: DeferredMultiComboBox,
  ...statesMeta,
} satisfies Meta<typeof DeferredMultiComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const brands: MultiComboBoxOption[] = ['Arclight', 'Bramble', 'Cobalt Audio'].map((label, index) => ({
  id: String(index + 1),
  label,
}));
const ignore = () => undefined;

export const States: Story = {
  args: { label: 'Brand', options: brands, selected: [], onSelectedChange: ignore, onSearch: ignore },
  render: () => (
    <StateGrid minColumnWidth={240}>
      <State name="Default" note="Plain HTML until pointed at or focused">
        <DeferredMultiComboBox
          label="Brand"
          options={brands}
          selected={[]}
          onSelectedChange={ignore}
          onSearch={ignore}
        />
      </State>
      <State name="Chosen" note="Loads at once: it has tags to show">
        <DeferredMultiComboBox
          label="Brand"
          options={brands}
          selected={brands.slice(0, 2)}
          onSelectedChange={ignore}
          onSearch={ignore}
        />
      </State>
      <State name="Invalid" note="Loads at once: it has an error to show">
        <DeferredMultiComboBox
          label="Brand"
          options={brands}
          selected={[]}
          errorMessage="The chosen brand does not exist."
          onSelectedChange={ignore}
          onSearch={ignore}
        />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['Default', 'Chosen', 'Invalid']),
};
