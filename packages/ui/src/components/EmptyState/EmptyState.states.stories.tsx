import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { Button } from '../Button/Button';
import { LinkButton } from '../Button/LinkButton';
import { EmptyState, ErrorState } from './EmptyState';

const meta = { title: 'Feedback/EmptyState', component: EmptyState, ...statesMeta } satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const ignore = () => undefined;

export const States: Story = {
  args: { title: '' },
  render: () => (
    <StateGrid minColumnWidth={300}>
      <State name="Nothing yet" note="What to do first">
        <EmptyState
          title="No brands yet"
          description="Brands group products on the storefront."
          actions={<LinkButton href="#new">New brand</LinkButton>}
        />
      </State>
      <State name="No results" note="Says what was searched, and the way out">
        <EmptyState
          title='No brands match "zzz"'
          description="Try another search, or clear the filters."
          actions={<Button variant="secondary">Clear filters</Button>}
        />
      </State>
      <State name="Load failed" note="ErrorState: the API's words, Try again">
        <ErrorState message="The server did not answer. Check your connection." onRetry={ignore} />
      </State>
      <State name="Very long text">
        <EmptyState
          title="No deals are expiring within the next seven days in any of the stores you follow"
          description="Deals that end soon show here, with the store and the time they end, so you can extend them in time."
        />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Nothing yet', 'No results', 'Load failed', 'Very long text'], 'Nothing yet'),
};
