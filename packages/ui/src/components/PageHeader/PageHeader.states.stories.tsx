import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = { title: 'Layout/PageHeader', component: PageHeader, ...statesMeta } satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  args: { title: '' },
  render: () => (
    <StateGrid minColumnWidth={420}>
      <State name="Everything" note="Trail, title, subtitle, actions">
        <PageHeader
          title="Brands"
          subtitle="40 brands, 36 active"
          breadcrumbs={[{ label: 'Dashboard', href: '#dashboard' }, { label: 'Brands' }]}
          actions={<Button icon={<Plus />}>New brand</Button>}
        />
      </State>
      <State name="Title only" note="A top-level page">
        <PageHeader title="Dashboard" />
      </State>
      <State name="Very long text" note="Actions wrap under the title">
        <PageHeader
          title="Everglow 65-inch QLED television with wall bracket, soundbar and three years of cover"
          breadcrumbs={[{ label: 'Products', href: '#products' }, { label: 'Everglow 65-inch QLED television' }]}
          actions={
            <>
              <Button variant="secondary">Preview</Button>
              <Button>Save changes</Button>
            </>
          }
        />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Everything', 'Title only', 'Very long text'], 'Everything'),
};
