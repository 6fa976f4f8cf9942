import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { framedOnDocs, statesMeta } from '../../docs/blocks/statesMeta';
import { DatePicker, DateRangePicker } from './DatePicker';

const meta = { title: 'Forms/DatePicker', component: DatePicker, ...statesMeta } satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const ignore = () => undefined;
const expires = '2026-12-24T18:00:00.000Z';

export const States: Story = {
  args: { label: 'Expires', value: null, onChange: ignore },
  render: () => (
    <StateGrid minColumnWidth={260}>
      <State name="Default" note="Empty: the segments show the format">
        <DatePicker label="Expires" value={null} onChange={ignore} />
      </State>
      <State name="Hover" force="hovered" target="[role='group']">
        <DatePicker label="Expires" value={null} onChange={ignore} />
      </State>
      <State name="Segment focused" force="focus-visible" target="[data-type='day']">
        <DatePicker label="Expires" value={null} onChange={ignore} />
      </State>
      <State name="Filled" note="In the reader's time zone">
        <DatePicker label="Expires" value={expires} onChange={ignore} />
      </State>
      <State name="Invalid">
        <DateRangePicker
          label="Runs"
          value={{ start: '2026-11-30T00:00:00.000Z', end: '2026-11-27T00:00:00.000Z' }}
          onChange={ignore}
          errorMessage="The sale must end after it starts."
        />
      </State>
      <State name="Disabled">
        <DatePicker label="Published" value="2026-11-01T09:00:00.000Z" onChange={ignore} isDisabled />
      </State>
      <State name="Range">
        <DateRangePicker
          label="Runs"
          value={{ start: '2026-11-27T00:00:00.000Z', end: '2026-11-30T23:59:00.000Z' }}
          onChange={ignore}
        />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Default', 'Hover', 'Segment focused', 'Filled', 'Invalid', 'Disabled', 'Range']),
};

/** The calendar, opened from the field's button: today and the chosen day marked, other months' days hidden. */
export const Calendar: Story = {
  args: { label: 'Expires', value: expires, onChange: ignore },
  parameters: framedOnDocs(460),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('grid')).toBeVisible();
  },
};
