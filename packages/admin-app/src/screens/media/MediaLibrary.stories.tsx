import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  expectToast,
  expectDialogClosed,
  page,
  screenMeta,
  type ScreenStoryObj,
  screenReady,
} from '../../stories/screenMeta';

export default { title: 'Screens/Media library', ...screenMeta('/media-library'), tags: ['!autodocs'] };

/** The top level holds only folders: they are shown as places to open, with no "No files yet" beside them. */
export const TopLevelShowsItsFolders: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const folders = await canvas.findByRole('group', { name: 'Folders' });
    await expect(within(folders).getByRole('button', { name: 'products' })).toBeVisible();
    await expect(within(folders).getAllByRole('button').length).toBeGreaterThanOrEqual(5);
    await expect(canvas.queryByText('No files yet')).toBeNull();
  },
};

export const BrowseAFolder: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const folders = await canvas.findByRole('group', { name: 'Folders' });
    await userEvent.click(within(folders).getByRole('button', { name: 'products' }));
    const grid = await canvas.findByRole('grid', { name: 'Files in /products' });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(3));
  },
};

export const SelectAndDelete: ScreenStoryObj = {
  args: { url: '/media-library?folder=%2Fproducts' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Files in /products' });
    const [first] = await within(grid).findAllByRole('checkbox');
    await userEvent.click(first!);
    const bar = canvas.getByRole('toolbar', { name: 'Selected files' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Are you sure you want to delete?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast(canvasElement, 'Files deleted');
    await expectDialogClosed(canvasElement);
  },
};
