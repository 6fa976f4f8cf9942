import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { SearchField } from './SearchField';

const meta = { title: 'Forms/SearchField', component: SearchField, ...statesMeta } satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <StateGrid minColumnWidth={240}>
      <State name="Default" note="Named by aria-label; no visible label">
        <SearchField aria-label="Search brands" placeholder="Search brands…" />
      </State>
      <State name="Hover" force="hovered" target="input">
        <SearchField aria-label="Search brands" placeholder="Search brands…" />
      </State>
      <State name="Focus visible" force="focus-visible" target="input">
        <SearchField aria-label="Search brands" placeholder="Search brands…" />
      </State>
      <State name="With a query" note="The clear button appears">
        <SearchField aria-label="Search brands" defaultValue="lumio" />
      </State>
      <State name="With a label">
        <SearchField label="Find a brand" placeholder="Name or slug" />
      </State>
      <State name="Disabled">
        <SearchField aria-label="Search brands" defaultValue="lumio" isDisabled />
      </State>
      <State name="Very long text">
        <SearchField
          aria-label="Search products"
          defaultValue='Everglow 65" QLED television with wall bracket and soundbar'
        />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, [
      'Default',
      'Hover',
      'Focus visible',
      'With a query',
      'With a label',
      'Disabled',
      'Very long text',
    ]),
};
