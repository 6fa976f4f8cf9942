import { expect, waitFor, within } from 'storybook/test';
import { LIST_IMPORTS, type ListFeedEntity, type ListImportStep } from '../../stories/listImportScenarios';
import { expectFitsThePhone, phoneGlobals } from '../../stories/phoneViewport';
import { pageStates } from '../../stories/routeStates';
import { screenReady, type ScreenStoryObj } from '../../stories/screenMeta';
import { FEED_LISTS } from './feedEntities';

/**
 * What each list's partner feed (stories/listImportScenarios.ts) is refused for, row by row as the rejected rows'
 * table shows them: the row's number in the file, then the form's message.
 */
const REJECTED: Record<ListFeedEntity, { row: number; message: string }[]> = {
  BRAND: [
    { row: 4, message: 'Title is required.' },
    { row: 5, message: 'Image URL must be a web address starting with http:// or https://.' },
    { row: 7, message: 'Active must be Yes or No.' },
    { row: 9, message: 'Title must be 120 characters or fewer.' },
  ],
  CATEGORY: [
    { row: 3, message: 'No category is named "Pet Supplies".' },
    { row: 5, message: 'Title is required.' },
    { row: 6, message: 'Image URL must be a web address starting with http:// or https://.' },
  ],
  STORE: [
    { row: 4, message: 'Title is required.' },
    { row: 5, message: 'Active must be Yes or No.' },
    { row: 7, message: 'Title must be 120 characters or fewer.' },
  ],
};

/** The URL of a list's import at one step (`/brands/import/7`), or of its start page. */
export const listImportUrl = (entity: ListFeedEntity, step?: ListImportStep) =>
  `/${FEED_LISTS[entity].resource}/import${step ? `/${LIST_IMPORTS[entity][step]}` : ''}`;

/** The card of one step, by its name. */
const card = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

/** Each rejected row of the list's partner feed, in file order, with the form's message for it. */
async function expectRejectedRows(canvasElement: HTMLElement, entity: ListFeedEntity) {
  const table = await (await card(canvasElement, 'Rejected rows')).findByRole('grid', { name: 'Rejected rows' });
  const expected = REJECTED[entity];
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(expected.length + 1));
  const rows = within(table).getAllByRole('row').slice(1);
  for (const [index, { row, message }] of expected.entries()) {
    await expect(rows[index]).toHaveTextContent(new RegExp(`^${row}\\D`));
    await expect(rows[index]).toHaveTextContent(message);
  }
}

/**
 * The import wizard of brands, categories or stores, one story per step over the list's recorded imports: the start
 * page with its recent imports, the columns to map, the dry run and the report with the rejected rows, and the dry
 * run on a phone. A list's stories file names them: `const stories = listImportStories('BRAND'); export const Start
 * = stories.Start; …`.
 */
export function listImportStories(entity: ListFeedEntity): Record<string, ScreenStoryObj> {
  const { plural, singular } = FEED_LISTS[entity];
  const url = (step: ListImportStep) => ({ url: listImportUrl(entity, step) });
  return {
    Start: {
      play: async ({ canvas, canvasElement }) => {
        await screenReady(canvasElement);
        await expect(canvas.getByRole('heading', { level: 1, name: `Import ${plural}` })).toBeVisible();
        const recent = await canvas.findByRole('grid', { name: `Recent ${singular} imports` });
        // The three recorded imports, the newest first: uploaded, checked, applied.
        await waitFor(() => expect(within(recent).getAllByRole('row')).toHaveLength(4));
        await expect(recent).toHaveTextContent('Set up columns');
        await expect(recent).toHaveTextContent('Ready to apply');
        await expect(recent).toHaveTextContent('Applied');
      },
    },
    MapTheColumns: {
      args: url('mapping'),
      play: async ({ canvasElement }) => {
        await screenReady(canvasElement);
        const mapping = await card(canvasElement, 'Map the columns');
        // The file's Name column, filled with the field its header suggests.
        await expect(mapping.getByRole('button', { name: /^Title \(required\) Name$/ })).toBeVisible();
        await expect(within(canvasElement).getByRole('button', { name: 'Run the dry run' })).toBeEnabled();
      },
    },
    DryRun: {
      args: url('dryRun'),
      play: async ({ canvas, canvasElement }) => {
        await screenReady(canvasElement);
        await expect(await canvas.findByText('Nothing has been written yet.', { exact: false })).toBeVisible();
        await expect(canvas.getByRole('button', { name: 'Apply' })).toBeEnabled();
        await expectRejectedRows(canvasElement, entity);
      },
    },
    Report: {
      args: url('report'),
      play: async ({ canvas, canvasElement }) => {
        await screenReady(canvasElement);
        await expect(await canvas.findByLabelText('Import counts')).toHaveTextContent(/Created/);
        await expect(canvas.getByRole('button', { name: 'Undo this import' })).toBeEnabled();
        await expectRejectedRows(canvasElement, entity);
      },
    },
    /** On a phone: the rejected rows' table scrolls in its box; the page does not. */
    DryRunOnAPhone: {
      args: url('dryRun'),
      globals: phoneGlobals,
      play: async ({ canvasElement }) => {
        await screenReady(canvasElement);
        await expectRejectedRows(canvasElement, entity);
        await expectFitsThePhone(canvasElement);
      },
    },
  };
}

/** The list's import wizard in every state a designer reviews, as the products' (ProductImport.states.stories). */
export function listImportStates(entity: ListFeedEntity) {
  return {
    start: pageStates(listImportUrl(entity), {}, { viewerOpens: false }),
    mapping: pageStates(listImportUrl(entity, 'mapping')),
    dryRun: pageStates(listImportUrl(entity, 'dryRun')),
    report: pageStates(listImportUrl(entity, 'report')),
  };
}
