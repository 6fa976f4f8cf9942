import { expect, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../stories/roleRecording';
import { screenMeta, type ScreenStoryObj, screenReady } from '../../stories/screenMeta';

export default { title: 'Screens/Access', ...screenMeta('/users'), tags: ['!autodocs'] };

/** A viewer opening the team list: a clear page in the shell, not an error and not a sign-out. */
export const ViewerHasNoAccessToUsers: ScreenStoryObj = {
  args: { recordings: signedInAs('VIEWER') },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "You don't have access" })).toBeVisible();
    await expect(canvas.getByText(/Viewers can't open users\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
    const sidebar = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(sidebar).queryByRole('link', { name: 'Users' })).toBeNull();
    await expect(within(sidebar).getByRole('link', { name: 'Brands' })).toBeVisible();
  },
};

/** A viewer opening a brand: every field read-only (focusable, not changeable), no Delete, and Save says why. */
export const ViewerSeesReadOnlyForm: ScreenStoryObj = {
  args: { url: '/brands/1/edit', recordings: signedInAs('VIEWER') },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const title = await canvas.findByRole('textbox', { name: 'Title' });
    await expect(title).toHaveAttribute('readonly');
    await expect(title).not.toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-readonly', 'true');
    await expect(canvas.queryByRole('button', { name: 'From URL' })).toBeNull();
    await expect(canvas.getByRole('note')).toHaveTextContent('You can view this brand but not change it.');
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    save.focus();
    const reason = canvas.getByRole('tooltip', { hidden: true });
    await waitFor(() => expect(reason).toBeVisible());
    await expect(reason).toHaveTextContent("Viewers can't update brands.");
  },
};

/** An editor on the team list: reads it, but may not add people or change them. */
export const EditorReadsUsers: ScreenStoryObj = {
  args: { recordings: signedInAs('EDITOR') },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Users' });
    await within(table).findByRole('row', { name: /Eli Editor/ });
    await expect(canvas.queryByRole('link', { name: 'New user' })).toBeNull();
    await expect(within(table).queryByRole('button', { name: 'Deactivate' })).toBeNull();
  },
};
