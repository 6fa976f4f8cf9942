import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { TextField } from './TextField';

const meta = { title: 'Forms/TextField', component: TextField, ...statesMeta } satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const help = 'Shown on the storefront and in search results.';

export const States: Story = {
  render: () => (
    <StateGrid minColumnWidth={240}>
      <State name="Default">
        <TextField label="Title" placeholder="e.g. Lumio" description={help} />
      </State>
      <State name="Hover" force="hovered">
        <TextField label="Title" placeholder="e.g. Lumio" description={help} />
      </State>
      <State name="Focus visible" force="focus-visible">
        <TextField label="Title" placeholder="e.g. Lumio" description={help} />
      </State>
      <State name="Filled">
        <TextField label="Title" defaultValue="Lumio" description={help} />
      </State>
      <State name="Required" note="The asterisk; the error comes on submit">
        <TextField label="Title" isRequired description={help} />
      </State>
      <State name="Invalid" note="A server or client message">
        <TextField label="Title" defaultValue="Lumio" errorMessage='A brand named "Lumio" already exists.' />
      </State>
      <State name="Disabled">
        <TextField label="Title" defaultValue="Lumio" isDisabled description={help} />
      </State>
      <State name="Multi-line">
        <TextField label="Description" multiline rows={3} defaultValue={'A long description\nover several lines.'} />
      </State>
      <State name="Very long text" note="Label wraps; the value scrolls inside the field">
        <TextField
          label="A very long label that explains in detail what the editor should type into this field"
          defaultValue="An unusually long value that keeps going to show how the field handles overflowing content"
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
      'Required',
      'Invalid',
      'Disabled',
      'Multi-line',
      'Very long text',
    ]),
};
