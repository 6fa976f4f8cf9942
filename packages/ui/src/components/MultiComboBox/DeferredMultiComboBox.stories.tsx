import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeferredMultiComboBox } from './DeferredMultiComboBox';
import type { MultiComboBoxOption } from './MultiComboBox';

const brands: MultiComboBoxOption[] = ['Arclight', 'Bramble', 'Cobalt Audio', 'Maple Home', 'Marlow'].map(
  (label, index) => ({ id: String(index + 1), label }),
);
const onSelectedChange = fn();
const onSearch = fn();

function BrandFilter({ chosen = [] }: { chosen?: string[] }) {
  const [search, setSearch] = useState('');
  const [ids, setIds] = useState<string[]>(chosen);
  return (
    <DeferredMultiComboBox
      label="Brand"
      options={brands.filter((brand) => brand.label.toLowerCase().includes(search.toLowerCase()))}
      selected={brands.filter((brand) => ids.includes(brand.id))}
      onSelectedChange={(next) => {
        onSelectedChange(next);
        setIds(next);
      }}
      onSearch={(text) => {
        onSearch(text);
        setSearch(text);
      }}
    />
  );
}

const meta = { title: 'Forms/DeferredMultiComboBox', component: BrandFilter } satisfies Meta<typeof BrandFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before anyone reaches it: a labelled empty field, as the combobox shows it. */
export const Untouched: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Brand' })).toHaveAttribute('placeholder', 'Any');
  },
};

/**
 * A person tabs in and types at once: the combobox loads meanwhile, keeps the text and the focus, searches for it,
 * and the typing goes on in it.
 */
export const TypeAtOnce: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('ma');
    const popup = within(canvasElement.ownerDocument.body);
    const listbox = await popup.findByRole('listbox');
    await expect(onSearch).toHaveBeenLastCalledWith('ma');
    await expect(canvas.getByRole('combobox', { name: 'Brand' })).toHaveFocus();
    await userEvent.keyboard('r');
    await expect(canvas.getByRole('combobox', { name: 'Brand' })).toHaveValue('mar');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Marlow']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onSelectedChange).toHaveBeenLastCalledWith(['5']);
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('row', { name: 'Marlow' })).toBeVisible();
  },
};

/** The chevron (a pointer's way in: hidden from assistive technology, as the combobox's own) opens the list. */
export const OpenWithTheChevron: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Show options"]')!);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
  },
};

/** Chosen brands (from a shared URL) show as tags: the combobox loads at once for them. */
export const WithChosenBrands: Story = {
  args: { chosen: ['2', '4'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: 'Bramble' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Maple Home' })).toBeVisible();
  },
};
