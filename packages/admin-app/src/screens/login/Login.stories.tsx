import { expect, userEvent } from 'storybook/test';
import { screenMeta, type ScreenStoryObj, screenReady } from '../../stories/screenMeta';

export default { title: 'Screens/Sign in', ...screenMeta('/login'), tags: ['!autodocs'] };

export const WrongPassword: ScreenStoryObj = {
  args: { signedIn: false, url: '/login?redirectTo=%2Fbrands' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'admin@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('admin@example.com');
  },
};

export const UnknownPage: ScreenStoryObj = {
  args: { url: '/no-such-page' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Page not found' });
    await expect(heading).toBeVisible();
    await expect(heading.tagName).toBe('H1');
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  },
};
