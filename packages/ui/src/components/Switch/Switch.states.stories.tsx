import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { Switch } from './Switch';

const meta = { title: 'Forms/Switch', component: Switch, ...statesMeta } satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  args: { children: 'Active' },
  render: () => (
    <StateGrid minColumnWidth={180}>
      <State name="Default" note="Off">
        <Switch>Active</Switch>
      </State>
      <State name="Focus visible" force="focus-visible" target="label">
        <Switch>Active</Switch>
      </State>
      <State name="On">
        <Switch defaultSelected>Active</Switch>
      </State>
      <State name="Disabled">
        <Switch isDisabled defaultSelected>
          Active
        </Switch>
      </State>
      <State name="Very long text">
        <Switch>Show this brand on the storefront and in search results for every country</Switch>
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Default', 'Focus visible', 'On', 'Disabled', 'Very long text']),
};
