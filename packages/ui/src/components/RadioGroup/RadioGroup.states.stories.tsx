import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { RadioGroup } from './RadioGroup';

const meta = { title: 'Forms/RadioGroup', component: RadioGroup, ...statesMeta } satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const statuses = [
  { value: 'DRAFT', label: 'Draft' },
  { value: 'PUBLISHED', label: 'Published' },
];

export const States: Story = {
  args: { label: 'Status', options: statuses },
  render: () => (
    <StateGrid minColumnWidth={220}>
      <State name="Default" note="Nothing chosen yet">
        <RadioGroup label="Status" options={statuses} />
      </State>
      <State name="Focus visible" force="focus-visible" target="label:has(input[type='radio']):first-of-type">
        <RadioGroup label="Status" options={statuses} />
      </State>
      <State name="Chosen">
        <RadioGroup label="Status" options={statuses} defaultValue="PUBLISHED" />
      </State>
      <State name="Invalid">
        <RadioGroup label="Status" options={statuses} isRequired errorMessage="Choose a status." />
      </State>
      <State name="Disabled">
        <RadioGroup label="Status" options={statuses} defaultValue="DRAFT" isDisabled />
      </State>
      <State name="Vertical, long text">
        <RadioGroup
          label="When it ends"
          orientation="vertical"
          options={[
            { value: 'NEVER', label: 'Never: the deal stays until someone turns it off' },
            { value: 'DATE', label: 'On a date' },
          ]}
          defaultValue="NEVER"
        />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Default', 'Focus visible', 'Chosen', 'Invalid', 'Disabled', 'Vertical, long text']),
};
