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
    fields: [
      { key: 'title', label: 'Title', theirs: 'Nordhaus Outdoor', mine: 'Nordhaus Mountain Gear' },
      { key: 'active', label: 'Active', theirs: 'No', mine: 'Yes' },
      {
        key: 'metadata',
        label: 'Metadata',
        theirs: 'Description: Jackets, tents and boots for every season.',
        mine: 'Description: Mountain gear.',
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
      canvas.getByRole('heading', { name: /^Ada Admin changed this brand at 10:41\sAM while you were editing$/ }),
    ).toBeVisible();
    const title = canvas.getByRole('row', { name: /^Title/ });
    await expect(within(title).getByText('Nordhaus Outdoor')).toBeVisible();
    await expect(within(title).getByText('Nordhaus Mountain Gear')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Keep for Title' })).toBeVisible();
    await expect(within(title).getByRole('radio', { name: 'Mine' })).toBeChecked();
    for (const name of ['Save merged', 'Keep mine', 'Take theirs'])
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
  },
};

/** Theirs for the title by keyboard, then "Save merged" hands over one choice per field. */
export const ChooseTheirsAndSaveMerged: Story = {
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('radiogroup', { name: 'Keep for Title' });
    await userEvent.click(within(title).getByRole('radio', { name: 'Mine' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(title).getByRole('radio', { name: 'Theirs' })).toBeChecked();
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
