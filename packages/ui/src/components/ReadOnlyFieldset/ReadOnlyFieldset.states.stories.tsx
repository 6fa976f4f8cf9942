import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { Switch } from '../Switch/Switch';
import { TextField } from '../TextField/TextField';
import { ReadOnlyFieldset } from './ReadOnlyFieldset';
import { ReadOnlyNote } from './ReadOnlyNote';

const meta = {
  title: 'Forms/ReadOnlyFieldset',
  component: ReadOnlyFieldset,
  ...statesMeta,
} satisfies Meta<typeof ReadOnlyFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (
  <>
    <TextField label="Title" defaultValue="Arclight Outdoor" />
    <Switch defaultSelected>Active</Switch>
  </>
);

export const States: Story = {
  args: { readOnly: true, children: null },
  render: () => (
    <StateGrid minColumnWidth={300}>
      <State name="Editable">
        <ReadOnlyFieldset readOnly={false}>{fields}</ReadOnlyFieldset>
      </State>
      <State name="Read-only" note="With its note; every field disabled">
        <ReadOnlyNote>You can view this brand but not change it.</ReadOnlyNote>
        <ReadOnlyFieldset readOnly>{fields}</ReadOnlyFieldset>
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['Editable', 'Read-only'], 'Editable'),
};
