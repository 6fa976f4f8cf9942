import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SALE_SLUG } from '../../stories/scenarios';
import { screenMeta, type ScreenStoryObj, screenReady } from '../../stories/screenMeta';

export default { title: 'Screens/Sales', ...screenMeta('/sales'), tags: ['!autodocs'] };

export const List: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Sales' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(5));
    await expect(canvas.getByRole('button', { name: /Timing/ })).toBeVisible();
  },
};

export const EditBySlug: ScreenStoryObj = {
  args: { url: `/sales/${SALE_SLUG}/edit` },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const slug = await canvas.findByRole('textbox', { name: 'Slug' });
    await expect(slug).toHaveValue(SALE_SLUG);
    await expect(slug).toHaveAttribute('readonly');
    await expect(canvas.getByRole('group', { name: 'Runs' })).toBeVisible();
  },
};

export const NewSaleSlugFollowsTitle: ScreenStoryObj = {
  args: { url: '/sales/new' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Title' }), 'Crème de la Crème Week');
    await expect(canvas.getByRole('textbox', { name: 'Slug' })).toHaveValue('creme-de-la-creme-week');
    await userEvent.click(canvas.getByRole('button', { name: 'Create sale' }));
    await expect(await canvas.findByText('Choose when the sale starts and ends.')).toBeVisible();
  },
};
