import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { DeferredSelect } from './DeferredSelect';

const meta = {
  title: 'Forms/DeferredSelect',
  component: DeferredSelect,
  ...statesMeta,
} satisfies Meta<typeof DeferredSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const sorts = [
  { id: 'DESC_CREATED', label: 'Newest first' },
  { id: 'ASC_NAME', label: 'Name A–Z' },
];

export const States: Story = {
  args: { label: 'Sort by', options: sorts },
  render: () => (
    <StateGrid minColumnWidth={200}>
      <State name="Default" note="Plain HTML until first reached">
        <DeferredSelect label="Sort by" options={sorts} defaultSelectedKey="DESC_CREATED" />
      </State>
      <State name="No choice">
        <DeferredSelect label="Sort by" options={sorts} placeholder="Choose an order" />
      </State>
      <State name="Disabled">
        <DeferredSelect label="Sort by" options={sorts} defaultSelectedKey="ASC_NAME" isDisabled />
      </State>
      <State name="No visible label">
        <DeferredSelect aria-label="Sort by" options={sorts} defaultSelectedKey="DESC_CREATED" />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['Default', 'No choice', 'Disabled', 'No visible label']),
};
