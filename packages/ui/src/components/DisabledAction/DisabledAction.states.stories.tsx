import type { Meta, StoryObj } from '@storybook/react-vite';
import { Save, Trash2 } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { framedOnDocs, statesMeta } from '../../docs/blocks/statesMeta';
import { buttonVariants } from '../Button/Button';
import { DisabledAction } from './DisabledAction';

const meta = {
  title: 'Forms/DisabledAction',
  component: DisabledAction,
  ...statesMeta,
} satisfies Meta<typeof DisabledAction>;

export default meta;
type Story = StoryObj<typeof meta>;

const reason = "Viewers can't update brands.";

export const States: Story = {
  args: { children: 'Save changes', reason },
  render: () => (
    <StateGrid minColumnWidth={170}>
      {buttonVariants.map((variant) => (
        <State key={variant} name={variant[0]!.toUpperCase() + variant.slice(1)}>
          <DisabledAction
            variant={variant}
            reason={reason}
            icon={variant === 'danger' ? <Trash2 size={16} /> : undefined}
          >
            {variant === 'danger' ? 'Delete' : 'Save changes'}
          </DisabledAction>
        </State>
      ))}
      <State name="With icon">
        <DisabledAction reason={reason} icon={<Save size={16} />}>
          Save changes
        </DisabledAction>
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Primary', 'Secondary', 'Danger', 'Ghost', 'With icon'], 'Primary'),
};

/** Focused from the keyboard: the ring, and the reason above it. */
export const ReasonShown: Story = {
  args: { children: 'Save changes', reason, icon: <Save size={16} /> },
  parameters: framedOnDocs(160),
  render: (args) => (
    <div style={{ paddingTop: 48 }}>
      <DisabledAction {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tip = within(canvasElement).getByRole('tooltip');
    await waitFor(() => expect(tip).toBeVisible());
  },
};
