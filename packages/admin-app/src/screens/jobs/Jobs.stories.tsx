import { expect, userEvent, within } from 'storybook/test';
import { expectToast, screenMeta, type ScreenStoryObj, screenReady } from '../../stories/screenMeta';

export default { title: 'Screens/Job scheduler', ...screenMeta('/jobscheduler'), tags: ['!autodocs'] };

export const List: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Job scheduler' });
    await expect(await within(table).findByRole('row', { name: /Deactivate expired deals/ })).toHaveTextContent(
      'Every 15 minutes',
    );
  },
};

export const DetailsRunNow: ScreenStoryObj = {
  args: { url: '/jobscheduler/1/details' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Deactivate expired deals' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Run log' })).toHaveTextContent('Started');
    await userEvent.click(canvas.getByRole('button', { name: 'Run now' }));
    await expectToast(canvasElement, 'Run started');
  },
};

/** The kind is the form's `kind`, chosen from the kinds the API runs, with what the chosen one does under it. */
export const NewChoosesWhatItDoes: ScreenStoryObj = {
  args: { url: '/jobscheduler/new' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const kind = await canvas.findByRole('button', { name: /What it does/ });
    await expect(kind).toHaveTextContent('Choose a kind of job');
    await userEvent.click(kind);
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'End past sales' }),
    );
    await expect(kind).toHaveTextContent('End past sales');
    await expect(canvas.getByText('Ends active sales whose end date has passed.')).toBeVisible();
  },
};
