import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { FormNote } from './FormNote';

const meta = {
  title: 'Forms/FormNote',
  component: FormNote,
  args: { children: 'You can view this brand but not change it.' },
} satisfies Meta<typeof FormNote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Note: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('You can view this brand but not change it.');
  },
};

const discard = fn();

/** Said because something happened (a kept draft came back), with the action that undoes it. */
export const StatusWithAnAction: Story = {
  args: {
    role: 'status',
    children:
      'Your unsaved changes from an earlier visit are back. Save them, or discard them to see the brand as it is now.',
    action: (
      <Button size="sm" variant="secondary" onPress={discard}>
        Discard them
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Discard them' }));
    await expect(discard).toHaveBeenCalledOnce();
  },
};

/** On a phone the action wraps below the text instead of squeezing it. */
export const OnAPhone: Story = {
  ...StatusWithAnAction,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * In a box narrower than the text's 16rem (a card's body on a phone: the import's dry run) the text stays beside
 * its icon, not on a line of its own under it.
 */
export const InANarrowBox: Story = {
  args: { role: 'status', children: 'Nothing has been written yet. Check the rows below, then apply.' },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const note = canvas.getByRole('status');
    const icon = note.querySelector('svg')!.getBoundingClientRect();
    const text = canvas.getByText(/^Nothing has been written yet/).getBoundingClientRect();
    await expect(text.top).toBeLessThan(icon.bottom);
    await expect(text.left).toBeGreaterThanOrEqual(icon.right);
  },
};
