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
    changes: [
      { label: 'Title', before: 'Acme', after: 'Acme Corporation' },
      { label: 'Description', before: longDescription, after: '<p>Anvils and <strong>rockets</strong>.</p>' },
      { label: 'Active', before: true, after: false },
      { label: 'Logo', before: null, after: 'https://ik.imagekit.io/deals/brands/acme.png' },
    ],
    actions: (
      <Button size="sm" variant="secondary" onPress={restore}>
        Restore this version
      </Button>
    ),
  },
  {
    id: '1',
    who: 'Eddie Editor',
    when: '2026-11-20T09:30:00Z',
    actionLabel: 'Created',
    actionTone: 'success',
    changes: [{ label: 'Title', before: null, after: 'Acme' }],
  },
];

const meta = {
  title: 'Data/HistoryTimeline',
  component: HistoryTimeline,
  args: { status: 'ready', entries: recordEntries },
} satisfies Meta<typeof HistoryTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A record's history: who, when, the kind of change and each field before → after; long values are cut. */
export const RecordHistory: Story = {
  play: async ({ canvas }) => {
    const [latest] = canvas.getAllByRole('listitem');
    const entry = within(latest!);
    await expect(entry.getByText('Updated')).toBeVisible();
    await expect(entry.getByText('Ada Admin')).toBeVisible();
    await expect(entry.getByText('Title')).toBeVisible();
    await expect(entry.getAllByRole('deletion')[0]!.textContent).toBe('was Acme');
    await expect(entry.getByText('Acme Corporation')).toBeVisible();
    // The long description is cut with an ellipsis; the whole text is in its tooltip.
    const cut = entry.getByTitle(longDescription.replace(/\s+/g, ' ').trim());
    await expect(cut.textContent!.endsWith('…')).toBe(true);
    await expect(cut.textContent!.length).toBeLessThan(160);
    await expect(entry.getAllByRole('insertion')[1]!.textContent).toBe('now Anvils and rockets.');
    await userEvent.click(entry.getByRole('button', { name: 'Restore this version' }));
    await expect(restore).toHaveBeenCalled();
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
          { label: 'Active', before: true, after: null },
        ],
      },
      {
        id: '8',
        who: 'Eddie Editor',
        when: '2026-11-23T15:10:00Z',
        actionLabel: 'Updated',
        actionTone: 'info',
        subject: <TextLink href="#">Product "Rocket skates"</TextLink>,
        changes: Array.from({ length: 10 }, (_, index) => ({
          label: `Field ${index + 1}`,
          before: index,
          after: index + 1,
        })),
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Brand "Globex"')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Brand "Globex"' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Product "Rocket skates"' })).toBeVisible();
    await expect(canvas.getByText('and 2 more fields')).toBeVisible();
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
