import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { TextLink } from './TextLink';

const meta = { title: 'Navigation/TextLink', component: TextLink, ...statesMeta } satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <StateGrid minColumnWidth={200}>
      <State name="Default">
        <TextLink href="#inactive">12 inactive</TextLink>
      </State>
      <State name="Hover" force="hovered">
        <TextLink href="#inactive">12 inactive</TextLink>
      </State>
      <State name="Focus visible" force="focus-visible">
        <TextLink href="#inactive">12 inactive</TextLink>
      </State>
      <State name="In running text">
        <p>
          340 brands, <TextLink href="#inactive">12 inactive</TextLink> of them hidden from shoppers.
        </p>
      </State>
      <State name="Very long text" note="Wraps like the text around it">
        <p>
          See{' '}
          <TextLink href="#report">
            the catalogue health report of this morning, with every deal that needs a look
          </TextLink>
          .
        </p>
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Default', 'Hover', 'Focus visible', 'In running text', 'Very long text']),
};
