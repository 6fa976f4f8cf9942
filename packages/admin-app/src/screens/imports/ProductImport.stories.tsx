import { expect, waitFor, within } from 'storybook/test';
import { WIZARD_IMPORTS } from '../../stories/importScenarios';
import { expectFitsThePhone, phoneGlobals } from '../../stories/phoneViewport';
import { screenMeta, screenReady, type ScreenStoryObj } from '../../stories/screenMeta';

// The product import wizard, one story per step, each over a real import the recorder drove through the API to that
// step (stories/recordImports.ts): a partner's 30-row feed with five bad rows, and a 600-row feed caught applying.
export default { title: 'Screens/Products/Import', ...screenMeta('/products/import'), tags: ['!autodocs'] };

const stepUrl = (step: keyof typeof WIZARD_IMPORTS) => `/products/import/${WIZARD_IMPORTS[step]}`;

/** The card of one step, by its name. */
const card = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

/** Each rejected row of the partner's feed with its row number, column and the form's message. */
async function expectRejectedRows(canvasElement: HTMLElement) {
  const rows = await card(canvasElement, 'Rejected rows');
  const table = await rows.findByRole('grid', { name: 'Rejected rows' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
  await expect(table).toHaveTextContent('Price must be a number.');
  await expect(table).toHaveTextContent('No brand is named "Nobody Inc".');
  const first = within(table).getAllByRole('row')[1]!;
  await expect(first).toHaveTextContent(/^5Price/);
}

export const Start: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
    const recent = await canvas.findByRole('grid', { name: 'Recent product imports' });
    await waitFor(() => expect(recent).toHaveTextContent('Clearance'));
    await expect(recent).toHaveTextContent('Applying… 250 / 600');
    await expect(recent).toHaveTextContent('Undone');
  },
};

export const MapTheColumns: ScreenStoryObj = {
  args: { url: stepUrl('mapping') },
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement);
    const mapping = await card(canvasElement, 'Map the columns');
    // Each column of the file, named by its header, filled with the field its header suggests.
    await expect(mapping.getByRole('button', { name: 'Title (required) Name' })).toBeVisible();
    await expect(mapping.getByRole('button', { name: 'Deal URL (required) Link' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Run the dry run' })).toBeEnabled();
  },
};

export const DryRun: ScreenStoryObj = {
  args: { url: stepUrl('dryRun') },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(await canvas.findByText('Nothing has been written yet.', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await expectRejectedRows(canvasElement);
  },
};

export const Applying: ScreenStoryObj = {
  args: { url: stepUrl('applying') },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const bar = await canvas.findByRole('progressbar', { name: 'Applying rows' });
    await expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^250 of 600 rows, /));
    await expect(canvas.getByRole('button', { name: 'Cancel the import' })).toBeEnabled();
  },
};

export const Report: ScreenStoryObj = {
  args: { url: stepUrl('report') },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(await canvas.findByLabelText('Import counts')).toHaveTextContent(/Created\s*25/);
    await expect(canvas.getByRole('button', { name: 'Undo this import' })).toBeEnabled();
    await expectRejectedRows(canvasElement);
  },
};

export const Undone: ScreenStoryObj = {
  args: { url: stepUrl('undone') },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(await canvas.findByLabelText('Undo counts')).toHaveTextContent(/Restored\s*25/);
    await expect(canvas.queryByRole('button', { name: 'Undo this import' })).toBeNull();
  },
};

/** On a phone: the columns stack one under the other, and nothing sticks out sideways. */
export const MapTheColumnsOnAPhone: ScreenStoryObj = {
  args: { url: stepUrl('mapping') },
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement);
    await card(canvasElement, 'Map the columns');
    await expectFitsThePhone(canvasElement);
  },
};

/** On a phone: the rejected rows' table scrolls in its box; the page does not. */
export const DryRunOnAPhone: ScreenStoryObj = {
  args: { url: stepUrl('dryRun') },
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement);
    await expectRejectedRows(canvasElement);
    await expectFitsThePhone(canvasElement);
  },
};

export const ApplyingOnAPhone: ScreenStoryObj = {
  args: { url: stepUrl('applying') },
  globals: phoneGlobals,
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Applying rows' })).toBeVisible();
    await expectFitsThePhone(canvasElement);
  },
};
