import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComboBox } from '../ComboBox/ComboBox';
import { DatePicker, DateRangePicker } from '../DatePicker/DatePicker';
import { NumberField } from '../NumberField/NumberField';
import { Select } from '../Select/Select';
import { TagField } from '../TagField/TagField';
import { TextField } from '../TextField/TextField';
import { expectFocusable, expectSelectable, ReadOnlyForm, tryToType } from './readOnlyStory';

/**
 * A Form with `isReadOnly` (a viewer's edit screen): every text-like control inside shows its value, takes focus and
 * lets it be copied, and changes by no click, key or paste. Each control reads the form's read-only state itself.
 */
const meta = {
  title: 'Forms/Read-only form',
  component: ReadOnlyForm,
  args: { children: null },
} satisfies Meta<typeof ReadOnlyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const changed = fn();

/** The document around a popover: a read-only control never opens one. */
const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const TextFields: Story = {
  render: () => (
    <ReadOnlyForm>
      <TextField label="Title" value="Arclight Outdoor" onChange={changed} maxLength={120} isRequired />
      <TextField label="Description" multiline rows={3} value="Tents and stoves." onChange={changed} />
    </ReadOnlyForm>
  ),
  play: async ({ canvas }) => {
    changed.mockClear();
    for (const [name, value] of [
      [/Title/, 'Arclight Outdoor'],
      ['Description', 'Tents and stoves.'],
    ] as const) {
      const input = canvas.getByRole<HTMLInputElement>('textbox', { name });
      await expect(input).toHaveAttribute('readonly');
      await expectFocusable(input);
      await tryToType(input);
      await expect(input).toHaveValue(value);
      await expectSelectable(input);
    }
    await expect(changed).not.toHaveBeenCalled();
  },
};

export const NumberFieldStaysPut: Story = {
  render: () => (
    <ReadOnlyForm>
      <NumberField
        label="Price"
        value={1299}
        onChange={changed}
        formatOptions={{ style: 'currency', currency: 'EUR' }}
        minValue={0}
      />
    </ReadOnlyForm>
  ),
  play: async ({ canvas }) => {
    changed.mockClear();
    const price = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Price' });
    await expect(price).toHaveAttribute('readonly');
    await expectFocusable(price);
    // The arrows and the wheel step an editable number field.
    await tryToType(price);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{PageUp}{Home}');
    price.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
    await userEvent.tab();
    await expect(price).toHaveValue('€1,299.00');
    await expectSelectable(price);
    await expect(changed).not.toHaveBeenCalled();
  },
};

const currencies = ['EUR', 'USD', 'GBP'].map((code) => ({ id: code, label: code }));

export const SelectShowsItsChoice: Story = {
  render: () => (
    <ReadOnlyForm>
      <Select label="Currency" options={currencies} selectedKey="USD" onSelectionChange={changed} />
    </ReadOnlyForm>
  ),
  play: async ({ canvas, canvasElement }) => {
    changed.mockClear();
    // Read-only, the choice is a read-only text: announced as such, and copyable.
    const currency = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Currency' });
    await expect(currency).toHaveAttribute('readonly');
    await expect(currency).toHaveValue('USD');
    await expectFocusable(currency);
    await userEvent.keyboard('{ArrowDown}{ArrowRight}e{Enter} ');
    await userEvent.click(currency);
    await expect(body(canvasElement).queryByRole('listbox')).toBeNull();
    await expect(currency).toHaveValue('USD');
    await expect(changed).not.toHaveBeenCalled();
  },
};

const brands = ['Arclight', 'Brightwell', 'Lumio'].map((label, index) => ({ id: String(index + 1), label }));

export const ComboBoxOpensNothing: Story = {
  render: () => (
    <ReadOnlyForm>
      <ComboBox
        label="Brand"
        items={brands}
        inputValue="Lumio"
        selectedKey="3"
        onInputChange={changed}
        onSelectionChange={changed}
      />
      <ComboBox label="Category" placeholder="No category" items={brands} inputValue="" selectedKey={null} />
    </ReadOnlyForm>
  ),
  play: async ({ canvas, canvasElement }) => {
    changed.mockClear();
    const brand = canvas.getByRole<HTMLInputElement>('combobox', { name: 'Brand' });
    await expect(brand).toHaveAttribute('readonly');
    await expectFocusable(brand);
    await tryToType(brand);
    await expect(body(canvasElement).queryByRole('listbox')).toBeNull();
    await expect(brand).toHaveValue('Lumio');
    // Neither the options button nor the clear button: nothing here changes the choice.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(changed).not.toHaveBeenCalled();
  },
};

export const DatesStayPut: Story = {
  render: () => (
    <ReadOnlyForm>
      <DatePicker label="Deal expires" value="2026-12-24T09:00:00Z" onChange={changed} />
      <DateRangePicker
        label="Runs"
        isRequired
        value={{ start: '2026-11-27T08:00:00Z', end: '2026-11-30T22:00:00Z' }}
        onChange={changed}
      />
    </ReadOnlyForm>
  ),
  play: async ({ canvas }) => {
    changed.mockClear();
    const segments = canvas.getAllByRole('spinbutton');
    const before = segments.map((segment) => segment.textContent);
    for (const segment of segments) {
      await expect(segment).toHaveAttribute('aria-readonly', 'true');
      await expectFocusable(segment);
      await userEvent.keyboard('{ArrowUp}{ArrowDown}1{Backspace}');
    }
    await expect(canvas.getAllByRole('spinbutton').map((segment) => segment.textContent)).toEqual(before);
    await expect(canvas.queryByRole('button', { name: 'Open calendar' })).toBeNull();
    // A required date range shows the required mark of every field.
    await expect(canvas.getByText('Runs').parentElement).toHaveTextContent('Runs*');
    await expect(changed).not.toHaveBeenCalled();
  },
};

export const TagsStayPut: Story = {
  render: () => (
    <ReadOnlyForm>
      <TagField label="Keywords" value={['tents', 'stoves']} onChange={changed} />
    </ReadOnlyForm>
  ),
  play: async ({ canvas }) => {
    changed.mockClear();
    const input = canvas.getByRole('textbox', { name: 'Keywords' });
    await expect(input).toHaveAttribute('readonly');
    await tryToType(input);
    await userEvent.keyboard('{Enter},{Backspace}{Backspace}');
    await userEvent.tab();
    const tags = canvas.getByRole('grid', { name: 'Keywords' });
    await expect(
      within(tags)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['tents', 'stoves']);
    await expect(within(tags).queryByRole('button')).toBeNull();
    // A tag is still reachable, to read; Delete does not remove it.
    await userEvent.click(within(tags).getByRole('row', { name: 'tents' }));
    await userEvent.keyboard('{Delete}{Backspace}');
    await expect(within(tags).getAllByRole('row')).toHaveLength(2);
    await expect(changed).not.toHaveBeenCalled();
  },
};

/** One of each control, read-only: the one look they share (a quiet sunken frame, the value in full-strength text). */
export const EveryControl: Story = {
  render: () => (
    <ReadOnlyForm>
      <TextField label="Title" isRequired value="Arclight Dome Tent" />
      <TextField label="Description" multiline rows={2} value="A two-person tent for three seasons." />
      <Select label="Currency" options={currencies} selectedKey="EUR" />
      <NumberField label="Price" value={249} formatOptions={{ style: 'currency', currency: 'EUR' }} />
      <ComboBox label="Brand" items={brands} inputValue="Arclight" selectedKey="1" />
      <ComboBox label="Category" placeholder="No category" items={brands} inputValue="" selectedKey={null} />
      <DatePicker label="Deal expires" value="2026-12-24T09:00:00Z" onChange={() => undefined} />
      <DateRangePicker
        label="Runs"
        isRequired
        value={{ start: '2026-11-27T08:00:00Z', end: '2026-11-30T22:00:00Z' }}
        onChange={() => undefined}
      />
      <TagField label="Keywords" value={['tents', 'camping']} onChange={() => undefined} />
    </ReadOnlyForm>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveAttribute('readonly');
    await expect(canvas.queryAllByRole('button')).toEqual([]);
  },
};
