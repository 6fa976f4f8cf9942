import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { framedOnDocs, statesMeta } from '../../docs/blocks/statesMeta';
import { Select } from './Select';

const meta = { title: 'Forms/Select', component: Select, ...statesMeta } satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const placements = [
  { id: 'HOME_HERO', label: 'Home — hero' },
  { id: 'HOME_SECONDARY', label: 'Home — secondary' },
  { id: 'CATEGORY_TOP', label: 'Category — top' },
  { id: 'DEALS_TOP', label: 'Deals — top' },
];
const field = { label: 'Placement', options: placements, placeholder: 'Choose a placement' };

export const States: Story = {
  args: field,
  render: () => (
    <StateGrid minColumnWidth={220}>
      <State name="Default" note="The placeholder until a choice">
        <Select {...field} />
      </State>
      <State name="Hover" force="hovered" target="button">
        <Select {...field} />
      </State>
      <State name="Focus visible" force="focus-visible" target="button">
        <Select {...field} />
      </State>
      <State name="Chosen">
        <Select {...field} defaultSelectedKey="DEALS_TOP" />
      </State>
      <State name="Invalid">
        <Select {...field} isRequired errorMessage="Choose where the carousel shows." />
      </State>
      <State name="Disabled">
        <Select {...field} defaultSelectedKey="HOME_HERO" isDisabled />
      </State>
      <State name="Very long text" note="Cut with an ellipsis; the list shows it whole">
        <Select
          {...field}
          options={[{ id: 'LONG', label: 'Home — the secondary carousel under the hero, above the category strip' }]}
          defaultSelectedKey="LONG"
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

export const Open: Story = {
  args: { ...field, defaultSelectedKey: 'CATEGORY_TOP', defaultOpen: true },
  parameters: framedOnDocs(320),
  play: async ({ canvasElement }) => {
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Category — top' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
