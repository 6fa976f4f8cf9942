import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenMeta, type ScreenStoryObj, screenReady } from '../../stories/screenMeta';

export default { title: 'Screens/Organizations', ...screenMeta('/organizations'), tags: ['!autodocs'] };

export const List: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Organizations' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3));
  },
};

export const EditRefusesABadWebsite: ScreenStoryObj = {
  args: { url: '/organizations/1/edit' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const website = await canvas.findByRole('textbox', { name: 'Website' });
    await userEvent.clear(website);
    await userEvent.type(website, 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(
      await canvas.findByText('Website must be a web address starting with http:// or https://.'),
    ).toBeVisible();
  },
};

/** A new organization's slug is made from its name as it is typed, until the person edits the slug. */
export const NewSlugFollowsTheName: ScreenStoryObj = {
  args: { url: '/organizations/new' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    const slug = canvas.getByRole('textbox', { name: /^Slug/ });
    await userEvent.type(name, 'Deals & Co');
    await expect(slug).toHaveValue('deals-co');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'our-deals');
    await userEvent.type(name, ' Ltd');
    await expect(slug).toHaveValue('our-deals');
  },
};
