import { expect, userEvent, waitFor } from 'storybook/test';
import { screenMeta, type ScreenStoryObj, screenReady } from '../../stories/screenMeta';

export default { title: 'Screens/Stores', ...screenMeta('/stores'), tags: ['!autodocs'] };

export const List: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await canvas.findByRole('grid', { name: 'Stores' });
    await waitFor(() => expect(canvas.getByText(/^\d+ stores$/)).toBeVisible());
  },
};

export const Edit: ScreenStoryObj = {
  args: { url: '/stores/1/edit' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const title = await canvas.findByRole('textbox', { name: 'Title' });
    // Stores are deactivated, never deleted.
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.clear(title);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Title is required.')).toBeVisible();
  },
};
