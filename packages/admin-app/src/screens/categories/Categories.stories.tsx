import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  expectToast,
  expectDialogClosed,
  page,
  screenMeta,
  type ScreenStoryObj,
  screenReady,
} from '../../stories/screenMeta';

export default { title: 'Screens/Categories', ...screenMeta('/categories') };

export const List: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await canvas.findByRole('grid', { name: 'Categories' });
    await waitFor(() => expect(canvas.getByText(/^\d+ categories$/)).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Move categories' })).toHaveAttribute(
      'href',
      '/categories/move-categories',
    );
  },
};

export const Edit: ScreenStoryObj = {
  args: { url: '/categories/4/edit' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const parent = await canvas.findByRole('combobox', { name: 'Parent category' });
    await waitFor(() => expect(parent).toHaveValue('Electronics › Phones'));
  },
};

const rowOf = (tree: HTMLElement, name: string) => within(tree).getByRole('row', { name: new RegExp(`^${name}`) });

export const Move: ScreenStoryObj = {
  args: { url: '/categories/move-categories' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const tree = await canvas.findByRole('treegrid', { name: 'Categories' });
    await userEvent.click(within(rowOf(tree, 'Skincare')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /Move 1 selected to/ }));
    const listbox = await page(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Top level' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Are you sure you want to save?' });
    await expect(dialog).toHaveTextContent('Move "Skincare" under the top level?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Categories moved');
    await expectDialogClosed(canvasElement);
  },
};
