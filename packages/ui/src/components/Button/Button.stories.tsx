import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant[0]!.toUpperCase() + variant.slice(1)}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Primary', 'Secondary', 'Danger', 'Ghost']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['sm', 'md', 'lg'].map((size) => canvas.getByRole('button', { name: `Size ${size}` }).offsetHeight);
    await expect(heights).toEqual([32, 40, 48]);
  },
};

export const WithIcon: Story = {
  args: { icon: <Plus />, children: 'New brand' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'New brand' });
    await expect(button.querySelector('svg')).not.toBeNull();
  },
};

export const IconOnly: Story = {
  args: { icon: <Trash2 />, children: undefined, 'aria-label': 'Delete brand', variant: 'ghost' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Delete brand' });
    await expect(button.offsetWidth).toBe(button.offsetHeight);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Save changes/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function SaveWithProgress() {
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(0);
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button
        isPending={saving}
        onPress={() => {
          setSaving(true);
          setTimeout(() => {
            setSaving(false);
            setSaved((count) => count + 1);
          }, 150);
        }}
      >
        Save
      </Button>
      <span>Saved: {saved}</span>
    </div>
  );
}

export const PendingWhileSaving: Story = {
  render: () => <SaveWithProgress />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Save/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(await canvas.findByText('Saved: 1')).toBeVisible();
    await expect(button).not.toHaveAttribute('data-pending');
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

export const LongLabel: Story = {
  args: { children: 'Save the product and publish it to every storefront' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button.scrollHeight).toBeLessThanOrEqual(button.clientHeight + 1);
  },
};

export const AsALink: Story = {
  render: () => (
    <LinkButton href="/brands/new" icon={<Plus />}>
      New brand
    </LinkButton>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'New brand' });
    await expect(link).toHaveAttribute('href', '/brands/new');
    await expect(link.offsetHeight).toBe(40);
  },
};
