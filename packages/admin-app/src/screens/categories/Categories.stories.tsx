import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  expectDialogClosed,
  page,
  SCREEN_TIMEOUT_MS,
  screenMeta,
  type ScreenStoryObj,
  screenReady,
} from '../../stories/screenMeta';

export default { title: 'Screens/Categories', ...screenMeta('/categories'), tags: ['!autodocs'] };

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

/** The list reads as the tree: a parent, then its children one step in, then theirs (not a flat A–Z of paths). */
export const ListShowsTheTree: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Categories' });
    await within(table).findByRole('rowheader', { name: 'Smartphones' });
    const headers = within(table).getAllByRole('rowheader');
    const titles = headers.map((cell) => cell.textContent);
    const left = (cell: HTMLElement) =>
      cell.querySelector('[data-depth] > span:last-child')!.getBoundingClientRect().left;
    const [electronics, phones, smartphones] = ['Electronics', 'Phones', 'Smartphones'].map((title) =>
      titles.indexOf(title),
    );
    await expect(electronics).toBeGreaterThanOrEqual(0);
    await expect(electronics).toBeLessThan(phones!);
    await expect(phones).toBeLessThan(smartphones!);
    await expect(left(headers[phones!]!)).toBeGreaterThan(left(headers[electronics!]!));
    await expect(left(headers[smartphones!]!)).toBeGreaterThan(left(headers[phones!]!));
    // Everything between Phones and Smartphones is Phones' subtree: one step in, not a sibling of Phones.
    for (const between of headers.slice(phones! + 1, smartphones)) {
      await expect(left(between)).toBeGreaterThan(left(headers[phones!]!));
    }
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

/**
 * A row of the move tree, waited for: the tree lays its rows out (virtualized) after it appears, which on a busy
 * machine is well after the treegrid itself — looking the row up at once failed under load.
 */
const rowOf = (tree: HTMLElement, name: string) => within(tree).findByRole('row', { name: new RegExp(`^${name}`) });

export const Move: ScreenStoryObj = {
  args: { url: '/categories/move-categories' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const tree = await canvas.findByRole('treegrid', { name: 'Categories' });
    await userEvent.click(within(await rowOf(tree, 'Skincare')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /Move 1 selected to/ }));
    const listbox = await page(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Top level' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Are you sure you want to save?' });
    await expect(dialog).toHaveTextContent('Move "Skincare" under the top level?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Whichever answer the screen gives, say it: a failed move keeps the dialog open with its message. The answer
    // is judged as it was found: the toast lives 4 s, and looking it up again under a load of 30 came too late.
    const answer = await waitFor(
      () => {
        const found = page(canvasElement).queryByText('Categories moved') ?? within(dialog).queryByRole('alert');
        expect(
          found,
          `no toast and no error; the dialog is ${dialog.isConnected ? 'still open' : 'closed'}`,
        ).not.toBeNull();
        return found!;
      },
      { timeout: SCREEN_TIMEOUT_MS },
    );
    await expect(answer).toHaveTextContent('Categories moved');
    await expectDialogClosed(canvasElement);
  },
};
