import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { Button, buttonVariants } from './Button';
import { LinkButton } from './LinkButton';

const meta = { title: 'Actions/Button', component: Button, ...statesMeta } satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateNames = ['Default', 'Hover', 'Focus visible', 'Pressed', 'Disabled', 'Pending'];
const label = (variant: string) => variant[0]!.toUpperCase() + variant.slice(1);

export const States: Story = {
  args: { children: 'Save changes' },
  render: () => (
    <div>
      {buttonVariants.map((variant) => (
        <StateGrid key={variant} title={label(variant)} minColumnWidth={140}>
          <State name="Default">
            <Button variant={variant}>Save</Button>
          </State>
          <State name="Hover" force="hovered">
            <Button variant={variant}>Save</Button>
          </State>
          <State name="Focus visible" force="focus-visible">
            <Button variant={variant}>Save</Button>
          </State>
          <State name="Pressed" force="pressed">
            <Button variant={variant}>Save</Button>
          </State>
          <State name="Disabled">
            <Button variant={variant} isDisabled>
              Save
            </Button>
          </State>
          <State name="Pending">
            <Button variant={variant} isPending>
              Save
            </Button>
          </State>
        </StateGrid>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const row of canvasElement.querySelectorAll<HTMLElement>('[role="group"]'))
      await expectStates(row, stateNames);
  },
};

export const Content: Story = {
  args: { children: 'Save changes' },
  render: () => (
    <StateGrid minColumnWidth={180}>
      <State name="With icon">
        <Button icon={<Plus />}>New brand</Button>
      </State>
      <State name="Icon only" note="Named by aria-label">
        <Button variant="ghost" icon={<Trash2 />} aria-label="Delete brand" />
      </State>
      <State name="As a link" note="LinkButton: navigation">
        <LinkButton href="#new-brand" icon={<Plus />}>
          New brand
        </LinkButton>
      </State>
      <State name="Very long text" note="Never wraps: keep labels short">
        <Button>Save the product and publish it to every storefront</Button>
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['With icon', 'Icon only', 'As a link', 'Very long text']),
};
