import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MultiComboBox, type MultiComboBoxOption } from './MultiComboBox';

const stores: MultiComboBoxOption[] = ['Bolt Outlet', 'Cart & Co', 'Deal Depot', 'Harbor Market', 'Maple Mart'].map(
  (label, index) => ({ id: String(index + 1), label }),
);
const onSelectedChange = fn();

function StoreFilter() {
  const [search, setSearch] = useState('');
  const [ids, setIds] = useState<string[]>(['4']);
  return (
    <MultiComboBox
      label="Stores"
      options={stores.filter((store) => store.label.toLowerCase().includes(search.toLowerCase()))}
      selected={stores.filter((store) => ids.includes(store.id))}
      onSelectedChange={(next) => {
        onSelectedChange(next);
        setIds(next);
      }}
      onSearch={setSearch}
    />
  );
}

const meta = { title: 'Forms/MultiComboBox', component: StoreFilter } satisfies Meta<typeof StoreFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PickAndRemove: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('row', { name: 'Harbor Market' })).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Stores' }), 'mar');
    const popup = within(canvasElement.ownerDocument.body);
    const listbox = await popup.findByRole('listbox');
    // The chosen store is not offered again.
    await expect(within(listbox).queryByRole('option', { name: 'Harbor Market' })).toBeNull();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Maple Mart' }));
    await expect(onSelectedChange).toHaveBeenLastCalledWith(['4', '5']);
    await expect(canvas.getByRole('combobox', { name: 'Stores' })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popup.queryByRole('listbox')).toBeNull());
    await userEvent.click(
      within(canvas.getByRole('row', { name: 'Harbor Market' })).getByRole('button', { name: /Remove/ }),
    );
    await expect(onSelectedChange).toHaveBeenLastCalledWith(['5']);
    await waitFor(() => expect(canvas.queryByRole('row', { name: 'Harbor Market' })).toBeNull());
  },
};
