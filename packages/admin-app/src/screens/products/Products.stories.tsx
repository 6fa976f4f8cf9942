import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsThePhone, phoneGlobals } from '../../stories/phoneViewport';
import {
  expectDialogClosed,
  expectToast,
  page,
  screenMeta,
  type ScreenStoryObj,
  screenReady,
} from '../../stories/screenMeta';

export default { title: 'Screens/Products', ...screenMeta('/products'), tags: ['!autodocs'] };

export const ListAndBulkDeactivate: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Products' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(10));
    const [first, second] = within(table)
      .getAllByRole('checkbox', { name: /Select/ })
      .slice(1);
    await userEvent.click(first!);
    await userEvent.click(second!);
    const bar = canvas.getByRole('toolbar');
    await expect(bar).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    await expectToast(canvasElement, 'Products deactivated');
  },
};

/** Selects the list's first two rows and opens their Delete confirmation, as a person would. */
async function openBulkDeleteOfFirstTwo(canvas: ReturnType<typeof within>, canvasElement: HTMLElement) {
  await screenReady(canvasElement);
  const table = await canvas.findByRole('grid', { name: 'Products' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(10));
  const [first, second] = within(table)
    .getAllByRole('checkbox', { name: /Select/ })
    .slice(1);
  await userEvent.click(first!);
  await userEvent.click(second!);
  await userEvent.click(within(canvas.getByRole('toolbar')).getByRole('button', { name: 'Delete' }));
  return within(await page(canvasElement).findByRole('alertdialog', { name: 'Are you sure you want to delete?' }));
}

/** Deleting two products says first what else changes: the sales and carousels that show them lose them. */
export const BulkDeleteSaysWhatElseChanges: ScreenStoryObj = {
  args: { history: true },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openBulkDeleteOfFirstTwo(canvas, canvasElement);
    // The API counts while the dialog opens.
    const sales = await dialog.findByText(
      '6 sales lose these products: "Winter Warmers 2026", "Kitchen Heroes 2026", "Fitness Kick-off 2026" and 3 more.',
    );
    await waitFor(() => expect(sales).toBeVisible());
    await expect(dialog.getByText('1 product carousel loses these products: "Trending now".')).toBeVisible();
    await expect(dialog.getByText('Each change is kept in their history.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expectDialogClosed(canvasElement);
  },
};

/**
 * While the API still counts what else the delete changes, Delete waits: nobody deletes before reading it. Cancel
 * stays available.
 */
export const BulkDeleteWaitsForWhatElseChanges: ScreenStoryObj = {
  args: {
    history: true,
    recordings: [
      {
        operationName: 'DeleteImpact',
        variables: { recordType: 'PRODUCT', ids: ['35', '3'] },
        held: true,
        response: {},
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openBulkDeleteOfFirstTwo(canvas, canvasElement);
    const checking = await dialog.findByText('Checking what else the delete changes…');
    const remove = dialog.getByRole('button', { name: 'Delete' });
    await expect(remove).toBeDisabled();
    // A press does nothing: the dialog stays, still checking.
    await userEvent.click(remove);
    await expect(checking).toBeVisible();
    await expect(remove).toBeDisabled();
    // The picture shows the dialog as the person sees it while the count is coming.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** On a phone: filters wrap, the table (with its thumbnails) scrolls inside its own box. */
export const ListOnAPhone: ScreenStoryObj = {
  globals: phoneGlobals,
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Products' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(10));
    await expect(canvas.getByRole('link', { name: 'New product' })).toBeVisible();
    await expectFitsThePhone(canvasElement);
  },
};

export const FilteredByBrand: ScreenStoryObj = {
  args: { url: '/products?brand=1' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const chosen = await canvas.findByRole('grid', { name: 'Chosen brands' });
    await waitFor(() => expect(within(chosen).getAllByRole('row')).toHaveLength(1));
    await waitFor(() => expect(canvas.getByText(/^\d+ products$/)).toBeVisible());
  },
};

export const EditRefusesABadPrice: ScreenStoryObj = {
  args: { url: '/products/1/edit' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const sale = await canvas.findByRole('textbox', { name: 'Sale price' });
    const dealUrl = canvas.getByRole('textbox', { name: 'Deal URL' });
    await userEvent.clear(dealUrl);
    await userEvent.type(dealUrl, 'javascript:alert(1)');
    await userEvent.clear(sale);
    await userEvent.type(sale, '999999');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(
      await canvas.findByText('Deal URL must be a web address starting with http:// or https://.'),
    ).toBeVisible();
    await expect(canvas.getByText('Sale price must not be higher than the price.')).toBeVisible();
  },
};

/** The brand picker's titles query fails: the person sees why the list is empty, at the field, instead of "None". */
export const EditShowsAFailedBrandSearch: ScreenStoryObj = {
  args: {
    url: '/products/1/edit',
    recordings: [
      {
        operationName: 'FindBrandTitles',
        variables: { limit: 25 },
        response: { data: null, errors: [{ message: 'The brands could not be searched. Try again.' }] },
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const brand = await canvas.findByRole('combobox', { name: 'Brand' });
    await expect(await canvas.findByText('The brands could not be searched. Try again.')).toBeVisible();
    await expect(brand).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * A long product edit on a wide screen: pictures and publishing beside the fields, and Save and Cancel in reach
 * without scrolling to the end.
 */
export const EditUsesTheWidthAndKeepsSaveInReach: ScreenStoryObj = {
  args: { url: '/products/1/edit' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const title = await canvas.findByRole('textbox', { name: 'Title' });
    const images = canvas.getByRole('heading', { name: 'Images' });
    await expect(images.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right);
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/products');
  },
};
