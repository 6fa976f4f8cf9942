import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { Checkbox } from './Checkbox';
import { SelectionCheckbox } from './SelectionCheckbox';

const meta = { title: 'Forms/Checkbox', component: Checkbox, ...statesMeta } satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const ignore = () => undefined;

export const States: Story = {
  args: { children: 'Featured deal' },
  render: () => (
    <StateGrid minColumnWidth={180}>
      <State name="Default">
        <Checkbox>Featured deal</Checkbox>
      </State>
      <State name="Focus visible" force="focus-visible" target="label">
        <Checkbox>Featured deal</Checkbox>
      </State>
      <State name="Checked">
        <Checkbox defaultSelected>Featured deal</Checkbox>
      </State>
      <State name="Indeterminate" note="Some, not all (select all)">
        <Checkbox isIndeterminate>Select all</Checkbox>
      </State>
      <State name="Invalid">
        <Checkbox isInvalid>I have checked the prices</Checkbox>
      </State>
      <State name="Disabled">
        <Checkbox isDisabled defaultSelected>
          Featured deal
        </Checkbox>
      </State>
      <State name="Very long text" note="The label wraps beside the box">
        <Checkbox>
          Show this deal on the home page, in the newsletter and in every partner feed that accepts it
        </Checkbox>
      </State>
      <State name="Row selection" note="SelectionCheckbox, as in tables">
        <SelectionCheckbox isSelected onChange={ignore} aria-label="Select Lumio" />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, [
      'Default',
      'Focus visible',
      'Checked',
      'Indeterminate',
      'Invalid',
      'Disabled',
      'Very long text',
      'Row selection',
    ]),
};
