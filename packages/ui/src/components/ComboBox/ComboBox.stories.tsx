import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, type ComboBoxOption } from './ComboBox';

const brands = [
  'Arclight',
  'Ashgrove',
  'Blue Heron',
  'Bramble',
  'Brightwell',
  'Cobalt Audio',
  'Copperline',
  'Crestwave',
  'Driftwood',
  'Everglow',
  'Fernvale',
  'Goldcrest',
  'Halcyon',
  'Hearthstone',
  'Ironleaf',
  'Juniper Home',
  'Kestrel',
  'Lanternfish',
  'Lumio',
  'Marrow & Co',
  'Mistral',
  'Nordhaus',
  'Northwind',
  'Oakridge',
  'Orchard & Oak',
  'Pebble',
  'Pinecrest',
  'Polaris Gear',
  'Quillon',
  'Riverstone',
].map((label, index): ComboBoxOption => ({ id: String(index + 1), label }));

const onSelectionChange = fn();
const onLoadMore = fn();

/** A server-like source: filters by the typed text and pages by 10. */
function AsyncBrandPicker() {
  const [inputValue, setInputValue] = useState('');
  const [pages, setPages] = useState(1);
  const matching = useMemo(
    () => brands.filter((brand) => brand.label.toLowerCase().includes(inputValue.toLowerCase())),
    [inputValue],
  );
  const items = matching.slice(0, pages * 10);
  return (
    <ComboBox
      label="Brand"
      placeholder="Search brands"
      items={items}
      inputValue={inputValue}
      onInputChange={(value) => {
        setInputValue(value);
        setPages(1);
      }}
      onSelectionChange={onSelectionChange}
      onLoadMore={
        items.length < matching.length
          ? () => {
              onLoadMore();
              setPages((count) => count + 1);
            }
          : undefined
      }
    />
  );
}

const meta = { title: 'Forms/ComboBox', component: AsyncBrandPicker } satisfies Meta<typeof AsyncBrandPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndPick: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Brand' });
    await userEvent.type(input, 'crest');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Crestwave', 'Goldcrest', 'Pinecrest']),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(onSelectionChange).toHaveBeenLastCalledWith('12');
    await expect(input).toHaveValue('Goldcrest');
  },
};

export const NoMatches: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Brand' }), 'zzz');
    await expect(await within(canvasElement.ownerDocument.body).findByText('No matches')).toBeVisible();
  },
};

export const LoadsMoreOnScroll: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Brand' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThanOrEqual(10));
    listbox.closest('[data-trigger]')?.scrollTo({ top: 10_000 });
    (listbox.parentElement as HTMLElement).scrollTop = 10_000;
    await waitFor(() => expect(onLoadMore).toHaveBeenCalled());
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(10));
  },
};

export const Disabled: Story = {
  render: () => <ComboBox label="Brand" items={brands} isDisabled defaultInputValue="Lumio" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Brand' })).toBeDisabled();
  },
};

export const WithError: Story = {
  render: () => <ComboBox label="Brand" items={brands} isInvalid errorMessage="The chosen brand does not exist." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Brand' })).toHaveAccessibleDescription(
      'The chosen brand does not exist.',
    );
  },
};

export const Loading: Story = {
  render: () => <ComboBox label="Brand" items={[]} isLoading />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Brand' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Loading…')).toBeVisible();
  },
};

const onPick = fn();

/** A form's picker (as the app's brand picker): the chosen brand is the value, the text searches. */
function ChosenBrandPicker() {
  const [chosen, setChosen] = useState<ComboBoxOption | null>(null);
  const [search, setSearch] = useState<string | null>(null);
  const items = brands.filter((brand) => brand.label.toLowerCase().includes((search ?? '').toLowerCase()));
  return (
    <ComboBox
      label="Brand"
      placeholder="No brand"
      items={items}
      inputValue={search ?? chosen?.label ?? ''}
      onInputChange={setSearch}
      selectedKey={chosen?.id ?? null}
      onSelectionChange={(key) => {
        setSearch(null);
        if (key === (chosen?.id ?? null)) return;
        const next = brands.find((brand) => brand.id === key) ?? null;
        onPick(next?.label ?? null);
        setChosen(next);
      }}
    />
  );
}

/**
 * Empty is empty: a placeholder, no pretend "None" to type after. A choice clears with the ✕ or by deleting its text,
 * and leaving the field after a search that chose nothing keeps the choice.
 */
export const EmptyWithAPlaceholderAndClearable: Story = {
  render: () => <ChosenBrandPicker />,
  play: async ({ canvas, canvasElement }) => {
    onPick.mockClear();
    const input = canvas.getByRole('combobox', { name: 'Brand' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'No brand');
    await expect(canvas.queryByRole('button', { name: 'Clear brand' })).toBeNull();
    await userEvent.type(input, 'Lum');
    await expect(input).toHaveValue('Lum');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Lumio' }));
    await expect(onPick).toHaveBeenLastCalledWith('Lumio');

    // A search that picks nothing leaves the choice as it was.
    await userEvent.type(input, 'zzz');
    await userEvent.tab();
    await expect(input).toHaveValue('Lumio');
    await expect(onPick).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Clear brand' }));
    await expect(onPick).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue('');

    // From the keyboard: choose again, then delete the text.
    await userEvent.type(input, 'Kest');
    await userEvent.click(
      within(await within(canvasElement.ownerDocument.body).findByRole('listbox')).getByRole('option', {
        name: 'Kestrel',
      }),
    );
    await expect(input).toHaveValue('Kestrel');
    await userEvent.clear(input);
    await expect(onPick).toHaveBeenLastCalledWith(null);
    await userEvent.tab();
    await expect(input).toHaveValue('');
  },
};
