import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { TreeLabel } from './TreeLabel';

const meta = { title: 'Data/TreeLabel', component: TreeLabel, ...statesMeta } satisfies Meta<typeof TreeLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  args: { depth: 0, children: '' },
  render: () => (
    <StateGrid minColumnWidth={220}>
      <State name="Top level">
        <TreeLabel depth={0}>Electronics</TreeLabel>
      </State>
      <State name="Nested" note="One step in per level, with a connector">
        <TreeLabel depth={2}>Smartphones</TreeLabel>
      </State>
      <State name="Very long text" note="Wraps under itself, indent kept">
        <TreeLabel depth={1}>Kitchen appliances, coffee machines and everything for the morning</TreeLabel>
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['Top level', 'Nested', 'Very long text'], 'Top level'),
};
