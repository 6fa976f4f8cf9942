import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { MetadataFieldset, type MetadataValue } from './MetadataFieldset';

function Demo({ errors }: { errors?: Partial<Record<keyof MetadataValue, string>> }) {
  const [value, setValue] = useState<MetadataValue>({
    title: 'Lumio deals',
    description: 'The best current deals on Lumio, checked daily by our editors.',
    keywords: ['lumio', 'lighting'],
    content: '',
  });
  return <MetadataFieldset value={value} onChange={setValue} errors={errors} />;
}

const meta = { title: 'Forms/MetadataFieldset', component: Demo } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditsAndCounts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Search engines' })).toBeVisible();
    const title = canvas.getByRole('textbox', { name: 'SEO title' });
    await userEvent.type(title, ' 2026');
    await expect(canvas.getByText('16 / 70 characters')).toBeVisible();
    // Counted, never cut: a pasted title past the limit stays whole and says how much is too much.
    await userEvent.paste(' — the best lighting deals of the year, checked daily by editors');
    await expect(title).toHaveValue('Lumio deals 2026 — the best lighting deals of the year, checked daily by editors');
    await expect(title).not.toHaveAttribute('maxlength');
    await expect(title).toHaveAccessibleDescription('80 / 70 characters, 10 too many');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerErrors: Story = {
  args: { errors: { description: 'SEO description must be 160 characters or fewer.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SEO description must be 160 characters or fewer.')).toBeVisible();
  },
};
