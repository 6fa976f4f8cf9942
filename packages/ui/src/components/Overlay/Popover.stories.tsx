import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, DialogTrigger, Form as AriaForm } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { popover } from '../ListBox/ListBox.css';
import { TextField } from '../TextField/TextField';
import { Popover } from './Popover';

const saveBrand = fn();
const addNote = fn();

/** A popover opened from inside a form, with a small form of its own: what happens in it stays in it. */
function NoteInsideABrandForm() {
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        saveBrand();
      }}
    >
      <TextField label="Title" defaultValue="Lumio" />
      <DialogTrigger>
        <Button variant="secondary">Add a note</Button>
        <Popover className={popover} placement="bottom start">
          <Dialog aria-label="Note">
            <AriaForm
              onSubmit={(event) => {
                event.preventDefault();
                addNote();
              }}
            >
              <TextField label="Note" autoFocus />
            </AriaForm>
          </Dialog>
        </Popover>
      </DialogTrigger>
      <Button type="submit">Save brand</Button>
    </Form>
  );
}

const meta = { title: 'Overlays/Popover', component: NoteInsideABrandForm } satisfies Meta<typeof NoteInsideABrandForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter in the popover's field submits the popover's form only, never the brand form around its trigger. */
export const EventsStayInside: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a note' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Note' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Checked by Ada{Enter}');
    await expect(addNote).toHaveBeenCalledTimes(1);
    await expect(saveBrand).not.toHaveBeenCalled();
  },
};
