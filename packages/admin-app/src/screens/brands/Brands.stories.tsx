import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  expectToast,
  expectDialogClosed,
  page,
  screenMeta,
  type ScreenStoryObj,
  screenReady,
} from '../../stories/screenMeta';
import { expectFitsThePhone, phoneGlobals } from '../../stories/phoneViewport';

export default { title: 'Screens/Brands', ...screenMeta('/brands'), tags: ['!autodocs'] };

export const List: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Brands' });
    await waitFor(() => expect(canvas.getByText(/^\d+ brands$/)).toBeVisible());
    await expect(table).toHaveTextContent('Arclight');
    await expect(canvas.getByRole('link', { name: 'New brand' })).toHaveAttribute('href', '/brands/new');
  },
};

/** On a phone: the navigation is a drawer, "New brand" and the user menu are on screen, the table scrolls in its box. */
export const ListOnAPhone: ScreenStoryObj = {
  globals: phoneGlobals,
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Brands' })).toHaveTextContent('Arclight');
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New brand' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ada Admin' })).toBeVisible();
    await expectFitsThePhone(canvasElement);
  },
};

export const NewOnAPhone: ScreenStoryObj = {
  args: { url: '/brands/new' },
  globals: phoneGlobals,
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(canvas.getAllByRole('textbox', { name: 'Title' })[0]).toBeVisible();
    await expectFitsThePhone(canvasElement);
  },
};

export const NoMatches: ScreenStoryObj = {
  args: { url: '/brands?search=zzz' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(await canvas.findByText('No brands match "zzz"')).toBeVisible();
  },
};

export const Edit: ScreenStoryObj = {
  args: { url: '/brands/1/edit' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const title = await canvas.findByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Arclight Outdoor');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Are you sure you want to save?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Brand saved');
    await expectDialogClosed(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled());
  },
};

export const NewWithoutTitle: ScreenStoryObj = {
  args: { url: '/brands/new' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create brand' }));
    await expect(await canvas.findByText('Title is required.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A draft kept from an earlier visit (say, a reload): the form opens with it, says so, and can let it go. */
const keptDraft = { 'deals-admin:draft:/brands/1/edit': JSON.stringify({ title: 'Nordhaus Outdoor' }) };

export const DraftKeptFromAnEarlierVisit: ScreenStoryObj = {
  args: { url: '/brands/1/edit', kept: keptDraft },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Title' })).toHaveValue('Nordhaus Outdoor');
    await expect(
      canvas.getByText('Your unsaved changes from an earlier visit are back.', { exact: false }),
    ).toBeVisible();
    // The fields the draft did not change are the brand's as loaded.
    await expect(canvas.getByRole('textbox', { name: 'SEO title' })).toHaveValue('Nordhaus deals');
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

export const DraftDiscardedOnAPhone: ScreenStoryObj = {
  args: { url: '/brands/1/edit', kept: keptDraft },
  globals: phoneGlobals,
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const title = await canvas.findByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('Nordhaus Outdoor');
    await expectFitsThePhone(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Discard them' }));
    await expect(title).toHaveValue('Nordhaus');
    await expect(
      canvas.queryByText('Your unsaved changes from an earlier visit are back.', { exact: false }),
    ).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};
