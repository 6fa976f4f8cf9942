import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page, screenMeta, type ScreenStoryObj, screenReady } from '../../stories/screenMeta';

export default { title: 'Screens/Dashboard', ...screenMeta('/'), tags: ['!autodocs'] };

export const Overview: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const products = await canvas.findByRole('region', { name: 'Products' });
    await expect(within(products).getByRole('link', { name: /inactive/ })).toHaveAttribute(
      'href',
      '/products?active=false',
    );
    const expiring = canvas.getByRole('region', { name: 'Deals expiring soon' });
    await expect(within(expiring).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/products?expiring=7&sort=EXPIRES_AT:ASC',
    );
    await expect(canvas.getByRole('region', { name: 'Products added per day' })).toBeVisible();
    // Each failed run names its job and links to that run; View all lists the jobs that failed this week.
    const failed = canvas.getByRole('region', { name: 'Failed job runs' });
    const runLinks = within(failed).getAllByRole('link', { name: /^(?!View all)/ });
    await expect(runLinks.length).toBeGreaterThan(0);
    for (const link of runLinks) {
      await expect(link.getAttribute('href')).toMatch(/^\/jobscheduler\/\d+\/details\?run=\d+$/);
      await expect(link.textContent).not.toBe('');
    }
    await expect(
      within(failed).getByRole('link', { name: 'View all jobs with failed runs this week' }),
    ).toHaveAttribute('href', '/jobscheduler?failed=7');
  },
};

export const CommandPalette: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await canvas.findByRole('region', { name: 'Products' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const palette = await page(canvasElement).findByRole('dialog', { name: 'Command palette' });
    await userEvent.keyboard('ever');
    // Products and the brand found by title, in one request.
    await waitFor(() =>
      expect(within(palette).getAllByRole('menuitem', { name: /Everglow/ }).length).toBeGreaterThan(1),
    );
    await expect(within(palette).getByText('Brands')).toBeVisible();
    // Escape clears the search first, then closes the palette.
    await userEvent.keyboard('{Escape}');
    await expect(within(palette).getByRole('searchbox')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
