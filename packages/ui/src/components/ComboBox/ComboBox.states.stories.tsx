import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { framedOnDocs, statesMeta } from '../../docs/blocks/statesMeta';
import { ComboBox, type ComboBoxOption } from './ComboBox';

const meta = { title: 'Forms/ComboBox', component: ComboBox, ...statesMeta } satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const brands: ComboBoxOption[] = ['Crestwave', 'Everglow', 'Goldcrest', 'Lumio', 'Pinecrest'].map((label, index) => ({
  id: String(index + 1),
  label,
}));

export const States: Story = {
  args: { label: 'Brand', items: brands },
  render: () => (
    <StateGrid minColumnWidth={220}>
      <State name="Default">
        <ComboBox label="Brand" items={brands} placeholder="Search brands" />
      </State>
      <State name="Hover" force="hovered" target="input">
        <ComboBox label="Brand" items={brands} placeholder="Search brands" />
      </State>
      <State name="Focus visible" force="focus-visible" target="input">
        <ComboBox label="Brand" items={brands} placeholder="Search brands" />
      </State>
      <State name="Chosen">
        <ComboBox label="Brand" items={brands} defaultSelectedKey="4" />
      </State>
      <State name="Invalid">
        <ComboBox
          label="Brand"
          items={brands}
          defaultInputValue="Lumio"
          errorMessage="The chosen brand does not exist."
        />
      </State>
      <State name="Disabled">
        <ComboBox label="Brand" items={brands} defaultSelectedKey="4" isDisabled />
      </State>
      <State name="Very long text">
        <ComboBox
          label="Category"
          items={[{ id: 'long', label: 'Home & garden › Kitchen › Small appliances › Coffee machines and grinders' }]}
          defaultSelectedKey="long"
        />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, [
      'Default',
      'Hover',
      'Focus visible',
      'Chosen',
      'Invalid',
      'Disabled',
      'Very long text',
    ]),
};

/** Open on a search: matching options, more arriving as the list scrolls. */
export const Open: Story = {
  args: { label: 'Brand', items: brands.filter((brand) => brand.label.includes('rest')), defaultInputValue: 'rest' },
  parameters: framedOnDocs(300),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Brand' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
  },
};

/** Nothing matches, or the first page is on its way: the list says so instead of closing. */
export const EmptyAndLoading: Story = {
  args: { label: 'Brand', items: [], isLoading: true },
  parameters: framedOnDocs(240),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Brand' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Loading…')).toBeVisible();
  },
};
