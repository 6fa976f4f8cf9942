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
