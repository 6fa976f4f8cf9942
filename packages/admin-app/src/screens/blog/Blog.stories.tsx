import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenMeta, type ScreenStoryObj, screenReady } from '../../stories/screenMeta';

export default { title: 'Screens/Blog', ...screenMeta('/blog'), tags: ['!autodocs'] };

export const List: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Blog' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(5));
    await expect(canvas.getByRole('button', { name: /Tag/ })).toBeVisible();
    // Posts are drafts or published: the post status filter replaces the catalogue's active filter.
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const options = await within(await within(canvasElement.ownerDocument.body).findByRole('listbox')).findAllByRole(
      'option',
    );
    await expect(options.map((option) => option.textContent)).toEqual(['All statuses', 'Draft', 'Published']);
    await userEvent.keyboard('{Escape}');
  },
};

export const EditWithPreview: ScreenStoryObj = {
  args: { url: '/blog/1/edit' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Content' }, { timeout: 10_000 });
    await expect(editor.textContent?.length).toBeGreaterThan(20);
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    const preview = await canvas.findByRole('document', { name: 'Post preview' });
    await expect(preview.querySelector('script, [onerror]')).toBeNull();
  },
};

export const PublishingNeedsContent: ScreenStoryObj = {
  args: { url: '/blog/new' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Title' }), 'Ten gifts under €20');
    await expect(canvas.getByRole('textbox', { name: 'Slug' })).toHaveValue('ten-gifts-under-20');
    await userEvent.click(canvas.getByRole('radio', { name: 'Published' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create post' }));
    await expect(await canvas.findByText('Write the post before publishing it.')).toBeVisible();
  },
};
