import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextLink } from '../TextLink/TextLink';
import { HistoryTimeline, type HistoryTimelineEntry } from './HistoryTimeline';

const restore = fn();
const longDescription =
  'Acme makes anvils, rockets, giant rubber bands and portable holes for coyotes with ambitious plans. '.repeat(4);

const recordEntries: HistoryTimelineEntry[] = [
  {
    id: '3',
    who: 'Ada Admin',
    when: '2026-11-23T14:05:00Z',
    actionLabel: 'Updated',
    actionTone: 'info',
    tag: 'Latest',
    changes: [
      { label: 'Title', before: 'Acme', after: 'Acme Corporation' },
      { label: 'Description', before: longDescription, after: 'Anvils and rockets.' },
      { label: 'Price', before: '€129.90', after: '€99.00' },
      { label: 'Brand', before: 'Acme', after: 'Globex' },
      { label: 'Status', before: 'Draft', after: 'Published' },
      { label: 'Active', before: 'Yes', after: 'No' },
      { label: 'Logo', before: null, after: 'acme.png' },
      // A create lists every field: an empty one on both sides is not shown.
      { label: 'Sale price', before: null, after: null },
    ],
    actions: (
      <Button size="sm" variant="secondary" onPress={restore}>
        Restore to before this change
      </Button>
    ),
  },
  {
    id: '1',
    who: 'Eddie Editor',
    when: '2026-11-20T09:30:00Z',
    actionLabel: 'Created',
    actionTone: 'success',
    valuesOnly: true,
    changes: [
      { label: 'Title', before: null, after: 'Acme' },
      { label: 'Website', before: null, after: 'https://acme.example' },
    ],
  },
];

const meta = {
  title: 'Data/HistoryTimeline',
  component: HistoryTimeline,
  args: { status: 'ready', entries: recordEntries },
} satisfies Meta<typeof HistoryTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A record's history: who, when, the kind of change and each field before → after, in words; long values are cut. */
export const RecordHistory: Story = {
  play: async ({ canvas }) => {
    const [latest] = canvas.getAllByRole('listitem');
    const entry = within(latest!);
    await expect(entry.getByText('Updated')).toBeVisible();
    await expect(entry.getByText('Latest')).toBeVisible();
    await expect(entry.getByText('Ada Admin')).toBeVisible();
    await expect(entry.getAllByRole('deletion')[0]!.textContent).toBe('was Acme');
    await expect(entry.getByText('Acme Corporation')).toBeVisible();
    await expect(entry.getByText('€99.00')).toBeVisible();
    await expect(entry.getByText('Globex')).toBeVisible();
    await expect(entry.getByText('Published')).toBeVisible();
    // The long description is cut with an ellipsis; the whole text is in its tooltip.
    const cut = entry.getByTitle(longDescription.replace(/\s+/g, ' ').trim());
    await expect(cut.textContent!.endsWith('…')).toBe(true);
    await expect(cut.textContent!.length).toBeLessThan(160);
    // "empty → empty" says nothing: the sale price line is left out.
    await expect(entry.queryByText('Sale price')).toBeNull();
    await userEvent.click(entry.getByRole('button', { name: 'Restore to before this change' }));
    await expect(restore).toHaveBeenCalled();
    // A create lists the first values, with no "empty →" before each.
    const created = within(canvas.getAllByRole('listitem')[1]!);
    await expect(created.getAllByRole('insertion').map((value) => value.textContent)).toEqual([
      'now Acme',
      'now https://acme.example',
    ]);
    await expect(created.queryAllByRole('deletion')).toHaveLength(0);
  },
};

/** Lists read as their entries' names, with what was added, removed or reordered. */
export const Lists: Story = {
  args: {
    entries: [
      {
        id: '5',
        who: 'Ada Admin',
        when: '2026-11-23T16:00:00Z',
        actionLabel: 'Updated',
        actionTone: 'info',
        changes: [
          {
            label: 'Slides',
            list: {
              noun: { one: 'slide', other: 'slides' },
              before: [
                { key: 'a', label: 'Summer sale' },
                { key: 'b', label: 'Autumn picks' },
                { key: 'c', label: 'Back to school' },
              ],
              after: [
                { key: 'c', label: 'Back to school' },
                { key: 'd', label: 'Winter deals' },
                { key: 'a', label: 'Summer sale' },
              ],
            },
          },
          {
            label: 'Products',
            list: {
              noun: { one: 'product', other: 'products' },
              before: [{ key: '1', label: 'Rocket skates' }],
              after: [],
            },
          },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 slides: Back to school, Winter deals, Summer sale')).toBeVisible();
    await expect(canvas.getByRole('insertion')).toHaveTextContent('Added Winter deals');
    await expect(canvas.getAllByRole('deletion')[0]).toHaveTextContent('Removed Autumn picks');
    await expect(canvas.getByText('Order changed')).toBeVisible();
    await expect(canvas.getByText('No products')).toBeVisible();
    await expect(canvas.getAllByRole('deletion')[1]).toHaveTextContent('Removed Rocket skates');
  },
};

/** A change another change caused says so: the products of a deleted category. */
export const CausedByAnotherChange: Story = {
  args: {
    entries: [
      {
        id: '7',
        who: 'Ada Admin',
        when: '2026-11-23T16:10:00Z',
        actionLabel: 'Updated',
        actionTone: 'info',
        note: 'Because the category "Phones" was deleted.',
        changes: [{ label: 'Category', before: 'Phones', after: null }],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Because the category "Phones" was deleted.')).toBeVisible();
    await expect(canvas.getByRole('deletion')).toHaveTextContent('was Phones');
    await expect(canvas.getByRole('insertion')).toHaveTextContent('now empty');
  },
};

/** The activity feed: each entry names its record (a link, or plain text once the record is deleted). */
export const ActivityFeed: Story = {
  args: {
    entries: [
      {
        id: '9',
        who: 'Ada Admin',
        when: '2026-11-23T16:00:00Z',
        actionLabel: 'Deleted',
        actionTone: 'danger',
        subject: 'Brand "Globex"',
        changes: [
          { label: 'Title', before: 'Globex', after: null },
          { label: 'Active', before: 'Yes', after: null },
        ],
      },
      {
        id: '8',
        who: 'Eddie Editor',
        when: '2026-11-23T15:10:00Z',
        actionLabel: 'Updated',
        actionTone: 'info',
        subject: <TextLink href="#">Product &quot;Rocket skates&quot;</TextLink>,
        changes: Array.from({ length: 18 }, (_, index) => ({
          label: `Field ${index + 1}`,
          before: `Old ${index + 1}`,
          after: `New ${index + 1}`,
        })),
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Brand "Globex"')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Brand "Globex"' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Product "Rocket skates"' })).toBeVisible();
    // Every field can be opened, with the keyboard too.
    const more = canvas.getByRole('button', { name: 'Show 10 more fields' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Field 18')).toBeNull();
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Field 18')).toBeVisible();
    const fewer = canvas.getByRole('button', { name: 'Show fewer fields' });
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(fewer);
    await expect(canvas.queryByText('Field 18')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading history' })).toBeVisible();
  },
};

const retry = fn();
export const LoadFailed: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.', onRetry: retry },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server did not answer.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No changes recorded yet.')).toBeVisible();
  },
};
