import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConflictReview } from './ConflictReview';

const meta = {
  title: 'Forms/ConflictReview',
  component: ConflictReview,
  args: {
    changedBy: 'Ada Admin',
    changedAt: '2026-11-23T10:41:07Z',
    timeZone: 'UTC',
    noun: 'brand',
    // As admin-core's conflictReviewFields hands them over: the side that changed a field is chosen at first, and
    // where both did, neither.
    fields: [
      { key: 'title', label: 'Title', theirs: 'Nordhaus Outdoor', mine: 'Nordhaus Mountain Gear', whoChanged: 'both' },
      { key: 'active', label: 'Active', theirs: 'No', mine: 'Yes', whoChanged: 'me', defaultChoice: 'mine' },
      {
        key: 'metadata',
        label: 'Metadata',
        theirs: 'Description: Jackets, tents and boots for every season.',
        mine: 'Description: Mountain gear.',
        whoChanged: 'them',
        defaultChoice: 'theirs',
      },
    ],
    onKeepMine: fn(),
    onTakeTheirs: fn(),
    onSaveMerged: fn(),
  },
} satisfies Meta<typeof ConflictReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who changed the record and when, each differing field with both values, and the three ways on. */
export const ConflictShown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveFocus();
    await expect(
      canvas.getByRole('heading', { name: 'Ada Admin changed this brand at 10:41 while you were editing' }),
    ).toBeVisible();
    const title = canvas.getByRole('row', { name: /^Title/ });
    await expect(within(title).getByText('Nordhaus Outdoor')).toBeVisible();
    await expect(within(title).getByText('Nordhaus Mountain Gear')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Keep for Title' })).toBeVisible();
    for (const name of ['Save merged', 'Keep mine', 'Take theirs'])
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
  },
};

/**
 * Nothing is lost by pressing "Save merged" without looking: a field only the colleague changed keeps theirs, one
 * only the person changed keeps mine, and one both changed has no side until the person picks one.
 */
export const SafeChoicesAtFirst: Story = {
  play: async ({ canvas }) => {
    const choice = (field: string, side: 'Theirs' | 'Mine') =>
      within(canvas.getByRole('radiogroup', { name: `Keep for ${field}` })).getByRole('radio', { name: side });
    await expect(choice('Metadata', 'Theirs')).toBeChecked();
    await expect(choice('Active', 'Mine')).toBeChecked();
    await expect(choice('Title', 'Theirs')).not.toBeChecked();
    await expect(choice('Title', 'Mine')).not.toBeChecked();
    await expect(within(canvas.getByRole('row', { name: /^Title/ })).getByText('You both changed it')).toBeVisible();
  },
};

/** "Save merged" with the title undecided saves nothing: it asks for the title's side there and takes the focus to it. */
export const AsksForAnUndecidedField: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save merged' }));
    await expect(args.onSaveMerged).not.toHaveBeenCalled();
    const title = canvas.getByRole('radiogroup', { name: 'Keep for Title' });
    await expect(within(title).getByText('Choose theirs or mine.')).toBeVisible();
    await expect(within(title).getByRole('radio', { name: 'Theirs' })).toHaveFocus();
    await expect(canvas.getByRole('radiogroup', { name: 'Keep for Active' })).not.toHaveAttribute('data-invalid');
  },
};

/** Theirs for the undecided title by keyboard, then "Save merged" hands over one choice per field. */
export const ChooseTheirsAndSaveMerged: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save merged' }));
    const title = canvas.getByRole('radiogroup', { name: 'Keep for Title' });
    await expect(within(title).getByRole('radio', { name: 'Theirs' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(within(title).getByRole('radio', { name: 'Theirs' })).toBeChecked();
    await expect(within(title).queryByText('Choose theirs or mine.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save merged' }));
    await expect(args.onSaveMerged).toHaveBeenCalledWith({ title: 'theirs', active: 'mine', metadata: 'theirs' });
    await expect(args.onKeepMine).not.toHaveBeenCalled();
  },
};

/** The other two ways on. */
export const KeepMineOrTakeTheirs: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Keep mine' }));
    await expect(args.onKeepMine).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Take theirs' }));
    await expect(args.onTakeTheirs).toHaveBeenCalledOnce();
  },
};

/** On a 390 px phone each field is a card: its name, then theirs and yours, each labelled, then the choice. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth + 1);
    await expect(canvas.getByRole('button', { name: 'Take theirs' })).toBeVisible();
  },
};
