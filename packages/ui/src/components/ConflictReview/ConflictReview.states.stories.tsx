import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framedOnDocs, statesMeta } from '../../docs/blocks/statesMeta';
import { ConflictReview, type ConflictReviewProps } from './ConflictReview';

const meta = {
  title: 'Forms/ConflictReview',
  component: ConflictReview,
  ...statesMeta,
  // The review takes the focus as it appears, so a person hears it: on a docs page each sits in a frame of its own.
  parameters: {
    ...statesMeta.parameters,
    docs: { ...statesMeta.parameters.docs, ...framedOnDocs(420).docs },
  },
} satisfies Meta<typeof ConflictReview>;

export default meta;
type Story = StoryObj<typeof meta>;

const ignore = () => undefined;
const base: ConflictReviewProps = {
  changedBy: 'Ada Admin',
  changedAt: '2026-11-23T10:41:07Z',
  timeZone: 'UTC',
  noun: 'brand',
  fields: [{ key: 'title', label: 'Title', theirs: 'Nordhaus Outdoor', mine: 'Nordhaus Mountain Gear' }],
  onKeepMine: ignore,
  onTakeTheirs: ignore,
  onSaveMerged: ignore,
};

/** A save on its way: the three actions wait, so nobody presses twice. */
export const Saving: Story = {
  args: { ...base, isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Save merged/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Keep mine' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Take theirs' })).toBeDisabled();
  },
};

/** The history doesn't say who (an import, a deleted account): the heading still says when. */
export const UnknownAuthor: Story = {
  args: { ...base, changedBy: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/10:41/);
  },
};

/** Long values wrap inside their column; nothing is cut, since the person must compare them in full. */
export const VeryLongValues: Story = {
  args: {
    ...base,
    fields: [
      {
        key: 'description',
        label: 'Description',
        theirs: 'Jackets, tents and boots for every season, tested on the trails of the north by people who walk them.',
        mine: 'Mountain gear for every season: jackets, tents, boots and the small things that keep a walk going.',
      },
    ],
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /^Description/ });
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth + 1);
    await expect(within(row).getByText(/people who walk them/)).toBeVisible();
  },
};
