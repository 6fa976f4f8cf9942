import type { Meta, StoryObj } from '@storybook/react-vite';
import { Save, Trash2 } from 'lucide-react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button/Button';
import { DisabledAction } from './DisabledAction';

const meta = {
  title: 'Forms/DisabledAction',
  component: DisabledAction,
  args: { children: 'Save changes', reason: "Viewers can't update brands.", icon: <Save size={16} /> },
} satisfies Meta<typeof DisabledAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard users reach the control and hear (and see) why it can't be used. */
export const ReasonOnFocus: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, paddingTop: 48 }}>
      <Button variant="secondary">Back</Button>
      <DisabledAction {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const action = canvas.getByRole('button', { name: 'Save changes' });
    await expect(action).toHaveAttribute('aria-disabled', 'true');
    await expect(action).toHaveAccessibleDescription("Viewers can't update brands.");
    const tip = canvas.getByRole('tooltip', { hidden: true });
    await expect(tip).not.toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await waitFor(() => expect(tip).toBeVisible());
    await expect(tip).toHaveTextContent("Viewers can't update brands.");
    // Escape hides the reason without moving focus (WCAG 1.4.13).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tip).not.toBeVisible());
    await expect(action).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await waitFor(() => expect(tip).toBeVisible());
  },
};

/** Pointer users see the reason on hover; pressing does nothing. */
export const ReasonOnHover: Story = {
  args: { children: 'Delete', variant: 'danger', icon: <Trash2 size={16} />, reason: "Editors can't delete users." },
  render: (args) => (
    <div style={{ paddingTop: 48 }}>
      <DisabledAction {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const action = canvas.getByRole('button', { name: 'Delete' });
    const tip = canvas.getByRole('tooltip', { hidden: true });
    await expect(tip).not.toBeVisible();
    await userEvent.hover(action);
    await waitFor(() => expect(tip).toBeVisible());
    await expect(tip).toHaveTextContent("Editors can't delete users.");
    await userEvent.click(action);
    await expect(action).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * A page header's action sits right under the sticky top bar (the page's `scroll-padding-top`) at the right edge of the
 * screen: its reason opens below it and ends at its end, all of it on screen and uncovered.
 */
export const ReasonInViewUnderATopBar: Story = {
  args: { children: 'Pause', variant: 'secondary', reason: "Editors can't update jobs." },
  render: (args) => (
    <>
      <div
        style={{
          position: 'fixed',
          insetBlockStart: 0,
          insetInline: 0,
          height: 56,
          background: vars.color.surfaceSunken,
          color: vars.color.text,
          zIndex: 5,
        }}
      >
        Top bar
      </div>
      <style>{'html { scroll-padding-top: 56px; }'}</style>
      <div style={{ display: 'flex', justifyContent: 'flex-end', paddingTop: 64 }}>
        <DisabledAction {...args} />
      </div>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const action = canvas.getByRole('button', { name: 'Pause' });
    const tip = canvas.getByRole('tooltip', { hidden: true });
    await userEvent.hover(action);
    await waitFor(() => expect(tip).toBeVisible());
    const bubble = tip.getBoundingClientRect();
    await expect(bubble.top).toBeGreaterThanOrEqual(action.getBoundingClientRect().bottom);
    await expect(bubble.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    // Nothing covers it: it starts below the top bar.
    await expect(bubble.top).toBeGreaterThanOrEqual(canvas.getByText('Top bar').getBoundingClientRect().bottom);
  },
};
