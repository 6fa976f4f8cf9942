import { expect, userEvent, waitFor } from 'storybook/test';
import { expectToast, screenMeta, type ScreenStoryObj, screenReady } from '../../stories/screenMeta';

export default { title: 'Screens/Profile', ...screenMeta('/profile'), tags: ['!autodocs'] };

export const WrongCurrentPassword: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toHaveValue('Ada Admin');
    await userEvent.type(canvas.getByLabelText(/^Current password/, { selector: 'input' }), 'wrong-password');
    await userEvent.type(canvas.getByLabelText(/^New password/, { selector: 'input' }), 'a-new-password');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'a-new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const current = canvas.getByLabelText(/^Current password/, { selector: 'input' });
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    await expect(current).toHaveAccessibleDescription('The current password is incorrect.');
    await expectToast(canvasElement, 'Your password was not changed');
  },
};

/**
 * Each password field is the form's own, bound by its key like every other field (a password manager and the
 * form's messages read the same name), the new one under the API's name for it.
 */
export const PasswordFieldsAreTheForms: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const field = (label: RegExp) => canvas.getByLabelText(label, { selector: 'input' });
    await waitFor(() => expect(field(/^Current password/)).toHaveAttribute('name', 'currentPassword'));
    await expect(field(/^Current password/)).toBeRequired();
    await expect(field(/^New password/)).toHaveAttribute('name', 'newPassword');
    await expect(field(/^Confirm new password/)).toHaveAttribute('name', 'confirmPassword');
  },
};

/** Details and Password are two cards with the page's gap between them, not one double border. */
export const CardsStandApart: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const details = await canvas.findByRole('region', { name: 'Details' });
    const password = canvas.getByRole('region', { name: /Password/ });
    const gap = password.getBoundingClientRect().top - details.getBoundingClientRect().bottom;
    await expect(gap).toBeGreaterThanOrEqual(16);
  },
};
