import { expect, userEvent, within } from 'storybook/test';
import { expectToast, screenMeta, type ScreenStoryObj, screenReady } from '../../stories/screenMeta';

export default { title: 'Screens/Users', ...screenMeta('/users'), tags: ['!autodocs'] };

export const ListAndDeactivate: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Users' });
    const me = await within(table).findByRole('row', { name: /Ada Admin/ });
    // Nobody deactivates their own account.
    await expect(within(me).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    const eli = within(table).getByRole('row', { name: /Eli Editor/ });
    await userEvent.click(within(eli).getByRole('button', { name: 'Deactivate' }));
    await expectToast(canvasElement, 'User deactivated');
  },
};

export const NewUserPasswordsMustMatch: ScreenStoryObj = {
  args: { url: '/users/new' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Nia Newcomer');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'nia@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'long-enough-1');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/, { selector: 'input' }), 'long-enough-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    await expect(await canvas.findByText('The passwords do not match.')).toBeVisible();
  },
};
