import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { Button } from '../Button/Button';
import { FormNote } from './FormNote';

const meta = { title: 'Forms/FormNote', component: FormNote, ...statesMeta } satisfies Meta<typeof FormNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  args: { children: '' },
  render: () => (
    <StateGrid minColumnWidth={320}>
      <State name="Note" note="Why the form is read-only">
        <FormNote>You can view this brand but not change it.</FormNote>
      </State>
      <State name="Status with an action" note="Something just happened; a way to undo it">
        <FormNote
          role="status"
          action={
            <Button size="sm" variant="secondary">
              Discard them
            </Button>
          }
        >
          Your unsaved changes from 10:42 are back.
        </FormNote>
      </State>
      <State name="Very long text">
        <FormNote>
          Someone else saved this product while you were editing it. Your changes are kept in this form; review theirs
          before you save, so that nothing either of you wrote is lost.
        </FormNote>
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['Note', 'Status with an action', 'Very long text'], 'Note'),
};
