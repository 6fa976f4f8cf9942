import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { NumberField } from './NumberField';

const meta = { title: 'Forms/NumberField', component: NumberField, ...statesMeta } satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

const euros = { style: 'currency', currency: 'EUR' } as const;

export const States: Story = {
  render: () => (
    <StateGrid minColumnWidth={220}>
      <State name="Default">
        <NumberField label="Price" formatOptions={euros} minValue={0} />
      </State>
      <State name="Hover" force="hovered">
        <NumberField label="Price" formatOptions={euros} minValue={0} />
      </State>
      <State name="Focus visible" force="focus-visible">
        <NumberField label="Price" formatOptions={euros} minValue={0} />
      </State>
      <State name="Filled" note="Formatted for the reader; the value is 1299">
        <NumberField label="Price" formatOptions={euros} defaultValue={1299} />
      </State>
      <State name="Invalid">
        <NumberField
          label="Sale price"
          formatOptions={euros}
          defaultValue={1499}
          errorMessage="Sale price must not be higher than the price."
        />
      </State>
      <State name="Disabled">
        <NumberField label="Price" formatOptions={euros} defaultValue={1299} isDisabled />
      </State>
      <State name="Very long text">
        <NumberField
          label="Price"
          formatOptions={euros}
          defaultValue={999999999.99}
          description="Up to 1,000,000,000."
        />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, [
      'Default',
      'Hover',
      'Focus visible',
      'Filled',
      'Invalid',
      'Disabled',
      'Very long text',
    ]),
};
