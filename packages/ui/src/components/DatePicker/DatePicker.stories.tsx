import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker, DateRangePicker } from './DatePicker';

const onChange = fn();
const onRangeChange = fn();

function Demo() {
  const [expiresAt, setExpiresAt] = useState<string | null>('2026-12-24T18:00:00.000Z');
  const [running, setRunning] = useState<{ start: string; end: string } | null>({
    start: '2026-11-27T00:00:00.000Z',
    end: '2026-11-30T23:59:00.000Z',
  });
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 420 }}>
      <DatePicker
        label="Expires"
        value={expiresAt}
        onChange={(value) => {
          setExpiresAt(value);
          onChange(value);
        }}
      />
      <DateRangePicker
        label="Runs"
        value={running}
        onChange={(value) => {
          setRunning(value);
          onRangeChange(value);
        }}
      />
    </div>
  );
}

const meta = { title: 'Forms/DatePicker', component: Demo } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeIntoSegments: Story = {
  play: async ({ canvas }) => {
    const expires = canvas.getByRole('group', { name: 'Expires' });
    const day = within(expires).getByRole('spinbutton', { name: /day/i });
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowUp}');
    await expect(onChange).toHaveBeenLastCalledWith('2026-12-25T18:00:00.000Z');
  },
};

export const PickFromTheCalendar: Story = {
  play: async ({ canvas, canvasElement }) => {
    const expires = canvas.getByRole('group', { name: 'Expires' });
    await userEvent.click(within(expires).getByRole('button', { name: /Open calendar/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /Choose a date/ });
    await userEvent.click(within(dialog).getByRole('button', { name: /December 31, 2026/ }));
    await expect(onChange).toHaveBeenLastCalledWith('2026-12-31T18:00:00.000Z');
  },
};

export const RangeShowsStartAndEnd: Story = {
  play: async ({ canvas }) => {
    const runs = canvas.getByRole('group', { name: 'Runs' });
    await expect(within(runs).getAllByRole('spinbutton', { name: /day/i })).toHaveLength(2);
  },
};

export const DisabledAndError: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 420 }}>
      <DatePicker label="Published" value="2026-11-01T09:00:00.000Z" onChange={() => undefined} isDisabled />
      <DateRangePicker
        label="Runs"
        value={{ start: '2026-11-30T00:00:00.000Z', end: '2026-11-27T00:00:00.000Z' }}
        onChange={() => undefined}
        isInvalid
        errorMessage="The sale must end after it starts."
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The sale must end after it starts.')).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Published' })).getAllByRole('spinbutton')[0],
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * On a phone an empty range (a new sale's "Runs": two dates and times in placeholders, wider than filled ones) goes
 * onto two lines inside its box instead of pushing the page sideways.
 */
export const EmptyRangeOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <DateRangePicker label="Runs" value={null} onChange={() => undefined} isRequired />,
  play: async ({ canvas, canvasElement }) => {
    const runs = canvas.getByRole('group', { name: 'Runs' });
    await expect(runs.scrollWidth).toBeLessThanOrEqual(runs.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // The calendar button stays inside the box, at its end.
    await expect(within(runs).getByRole('button').getBoundingClientRect().right).toBeLessThanOrEqual(
      runs.getBoundingClientRect().right,
    );
  },
};
