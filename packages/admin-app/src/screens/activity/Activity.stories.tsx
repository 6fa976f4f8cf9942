import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsThePhone, phoneGlobals } from '../../stories/phoneViewport';
import { signedInAs } from '../../stories/roleRecording';
import {
  expectDialogClosed,
  expectToast,
  page,
  screenMeta,
  screenReady,
  type ScreenStoryObj,
} from '../../stories/screenMeta';

const meta = screenMeta('/activity');
export default { title: 'Screens/History', ...meta, args: { ...meta.args, history: true }, tags: ['!autodocs'] };

/** Every change by everyone, newest first; a deleted brand shows what it was and who deleted it, with no link. */
export const Activity: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    const deleted = await canvas.findByText('Brand "Blue Heron"');
    const entry = within(deleted.closest('li')!);
    await expect(entry.getByText('Deleted')).toBeVisible();
    await expect(entry.getByText('Ada Admin')).toBeVisible();
    await expect(entry.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Brand "Arclight Outdoor"' })).toHaveAttribute(
      'href',
      '/brands/1/edit',
    );
    await expect(canvas.getByRole('link', { name: 'Activity' })).toHaveAttribute('aria-current', 'page');
  },
};

export const FilteredByKind: ScreenStoryObj = {
  args: { url: '/activity?kind=BRAND' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await canvas.findByText('Brand "Blue Heron"');
    const items = canvas.getAllByRole('listitem').filter((item) => item.closest('ol'));
    await waitFor(() => expect(items.every((item) => /Brand "/.test(item.textContent ?? ''))).toBe(true));
    await expect(canvas.getByRole('button', { name: /Kind of record/ })).toHaveTextContent('Brand');
  },
};

/** Eli Editor changed nothing: the filters explain the empty page. */
export const NoChangesMatch: ScreenStoryObj = {
  args: { url: '/activity?user=2' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(await canvas.findByText('No changes match these filters.')).toBeVisible();
  },
};

export const LoadFailed: ScreenStoryObj = {
  args: {
    recordings: [
      {
        operationName: 'Activity',
        variables: { filter: {}, page: 1, perPage: 25 },
        response: { errors: [{ message: 'The server did not answer.' }] },
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(await canvas.findByText('The server did not answer.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const OnAPhone: ScreenStoryObj = {
  globals: phoneGlobals,
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await canvas.findByText('Brand "Blue Heron"');
    // On a phone the filters wait behind their button, so the entries fill the first screen.
    await userEvent.click(canvas.getByRole('button', { name: /^Filters/ }));
    await expect(canvas.getByRole('button', { name: /Person/ })).toBeVisible();
    await expectFitsThePhone(canvasElement);
  },
};

/** Editors have no Activity entry in the sidebar, and the route refuses them. */
export const EditorIsRefused: ScreenStoryObj = {
  args: { recordings: signedInAs('EDITOR') },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: "You don't have access" })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Activity' })).toBeNull();
  },
};

/**
 * A brand's History card: the rename with who and when, in words; restoring asks first, showing each field as it is
 * now and as the restore will leave it, then the form shows the old values.
 */
export const BrandHistoryAndRestore: ScreenStoryObj = {
  args: { url: '/brands/1/edit' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const card = (await canvas.findByRole('heading', { level: 2, name: 'History' })).closest('section')!;
    const history = within(card);
    const [rename] = await history.findAllByRole('listitem');
    const entry = within(rename!);
    await expect(entry.getByText('Updated')).toBeVisible();
    await expect(entry.getByText('Latest')).toBeVisible();
    await expect(entry.getByText('Ada Admin')).toBeVisible();
    await expect(entry.getAllByRole('deletion')[0]).toHaveTextContent('was Nordhaus');
    await expect(entry.getAllByRole('insertion')[0]).toHaveTextContent('now Arclight Outdoor');
    // The logo reads as its file's name, the SEO metadata field by field: nothing reads as JSON or a URL.

    await expect(entry.getByText('SEO title')).toBeVisible();
    await expect(rename!.textContent).not.toMatch(/[{}]|http|data:/);
    // The latest change: restoring to before it undoes it, and the button says so.
    await userEvent.click(entry.getByRole('button', { name: 'Undo this change' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Are you sure?' });
    const confirm = within(dialog);
    await expect(dialog).toHaveTextContent(
      /This undoes the latest change: the brand goes back to how it was before Ada Admin's change of/,
    );
    await expect((await confirm.findAllByRole('deletion'))[0]).toHaveTextContent('now Arclight Outdoor');
    await expect(confirm.getAllByRole('insertion')[0]).toHaveTextContent('after the restore Nordhaus');
    await userEvent.click(confirm.getByRole('button', { name: 'Confirm' }));
    await expectToast(canvasElement, 'Version restored');
    // The toast names the record as the restore left it, not as the undone change had made it.
    await expect(page(canvasElement).getByText('Version restored').parentElement).toHaveTextContent('Nordhaus');
    await expectDialogClosed(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Title' })).toHaveValue('Nordhaus');
    // A settled picture: the toast closed and the restored title at the top (focus going back to the
    // restore button may or may not have scrolled the page, depending on when the form reloaded).
    const toast = page(canvasElement).getByText('Version restored').closest<HTMLElement>('[data-kind]')!;
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByText('Version restored')).toBeNull());
    canvasElement.ownerDocument.defaultView!.scrollTo(0, 0);
  },
};

/** A host that left the history capability off: the screen says so instead of asking the API. */
export const WithoutHistory: ScreenStoryObj = {
  args: { history: false },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(canvas.getByText('This back-office does not keep a history.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Activity' })).toBeNull();
  },
};
