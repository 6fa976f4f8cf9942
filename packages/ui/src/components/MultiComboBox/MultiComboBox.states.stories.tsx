import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { MultiComboBox, type MultiComboBoxOption, type MultiComboBoxProps } from './MultiComboBox';

const meta = {
  title: 'Forms/MultiComboBox',
  component: MultiComboBox,
  ...statesMeta,
} satisfies Meta<typeof MultiComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const stores: MultiComboBoxOption[] = ['Bolt Outlet', 'Cart & Co', 'Deal Depot', 'Harbor Market'].map(
  (label, index) => ({
    id: String(index + 1),
    label,
  }),
);
const ignore = () => undefined;
const filter = (props: Partial<MultiComboBoxProps>) => (
  <MultiComboBox label="Stores" options={stores} selected={[]} onSelectedChange={ignore} onSearch={ignore} {...props} />
);

export const States: Story = {
  args: { label: 'Stores', options: stores, selected: [], onSelectedChange: ignore, onSearch: ignore },
  render: () => (
    <StateGrid minColumnWidth={240}>
      <State name="Default" note="Nothing chosen: any store">
        {filter({})}
      </State>
      <State name="Hover" force="hovered" target="input">
        {filter({})}
      </State>
      <State name="Focus visible" force="focus-visible" target="input">
        {filter({})}
      </State>
      <State name="Chosen" note="Each choice a removable tag">
        {filter({ selected: stores.slice(1, 3) })}
      </State>
      <State name="Invalid">
        {filter({ selected: stores.slice(0, 1), errorMessage: 'The chosen store does not exist.' })}
      </State>
      <State name="Very long text">
        {filter({
          selected: [
            { id: 'a', label: 'The Great Northern Kitchen and Home Appliance Outlet' },
            { id: 'b', label: 'Harbor Market' },
          ],
        })}
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Default', 'Hover', 'Focus visible', 'Chosen', 'Invalid', 'Very long text']),
};
