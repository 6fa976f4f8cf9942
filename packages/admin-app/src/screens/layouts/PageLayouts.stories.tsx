import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenMeta, type ScreenStoryObj, screenReady } from '../../stories/screenMeta';

export default { title: 'Screens/Page layouts', ...screenMeta('/page-layout'), tags: ['!autodocs'] };

export const VersionsWithTheLiveOneMarked: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Page layouts' });
    await waitFor(() => expect(within(table).getAllByText('Live').length).toBeGreaterThan(0));
    const earlier = within(table).getByText('Earlier version').closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(earlier).getByRole('button', { name: /^Make live: / }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('alertdialog', { name: 'Are you sure?' }));
    await expect(dialog.getByText(/replaces the live layout of the home page/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * A row's actions look alike (bordered, one size) and the live layout's "Make live" says why it cannot be pressed.
 */
export const RowActionsAlikeWithReasons: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Page layouts' });
    await waitFor(() => expect(within(table).getAllByText('Earlier version').length).toBeGreaterThan(0));
    const earlier = within(table).getByText('Earlier version').closest('[role="row"]') as HTMLElement;
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.borderTopStyle, style.borderTopWidth, style.borderTopColor, style.height].join(' ');
    };
    const makeLive = within(earlier).getByRole('button', { name: /^Make live: / });
    const newVersion = within(earlier).getByRole('link', { name: /^New version from / });
    await expect(look(makeLive)).not.toMatch(/^none/);
    await expect(look(newVersion)).toBe(look(makeLive));
    const live = within(table).getAllByText('Live')[0]!.closest('[role="row"]') as HTMLElement;
    const refused = within(live).getByRole('button', { name: 'Make live' });
    await expect(refused).toHaveAttribute('aria-disabled', 'true');
    await expect(refused).toHaveAccessibleDescription('This layout is already live.');
    await expect(look(refused)).toBe(look(makeLive));
  },
};

export const BuilderFromAnEarlierVersion: ScreenStoryObj = {
  args: { url: '/page-layout/new?from=1' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const sections = await canvas.findByRole('grid', { name: 'Sections, top of the page first' });
    const preview = canvas.getByRole('region', { name: 'Page preview' });
    const count = within(sections).getAllByRole('row').length;
    await expect(within(preview).getAllByRole('listitem')).toHaveLength(count);
    await userEvent.click(within(sections).getAllByRole('button', { name: /^Remove / })[0]!);
    await expect(within(preview).getAllByRole('listitem')).toHaveLength(count - 1);
  },
};

export const BuilderNeedsASection: ScreenStoryObj = {
  args: { url: '/page-layout/new' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Cyber week');
    await userEvent.click(canvas.getByRole('button', { name: 'Create layout' }));
    await expect(await canvas.findByText('Add at least one section.')).toBeVisible();
    await expect(canvas.getByText('Add sections to see the page take shape.')).toBeVisible();
  },
};
