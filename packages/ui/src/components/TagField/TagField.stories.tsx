import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagField } from './TagField';

function Demo({ initial = ['tv', 'oled'], maxTags = 20 }: { initial?: string[]; maxTags?: number }) {
  const [tags, setTags] = useState(initial);
  return (
    <TagField
      label="Keywords"
      value={tags}
      onChange={setTags}
      maxTags={maxTags}
      description="Enter or comma adds a keyword."
    />
  );
}

const meta = { title: 'Forms/TagField', component: Demo } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddAndRemove: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Keywords' });
    await userEvent.type(input, '4k{Enter}deals,');
    const group = canvas.getByRole('grid', { name: 'Keywords' });
    await expect(
      within(group)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['tv', 'oled', '4k', 'deals']);
    const oled = within(group).getByRole('row', { name: /oled/ });
    await userEvent.click(within(oled).getByRole('button', { name: /Remove/ }));
    await expect(within(group).queryByText('oled')).not.toBeInTheDocument();
    await userEvent.type(input, '{Backspace}');
    await expect(within(group).queryByText('deals')).not.toBeInTheDocument();
  },
};

export const IgnoresDuplicates: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Keywords' }), 'tv{Enter}');
    await expect(within(canvas.getByRole('grid')).getAllByText('tv')).toHaveLength(1);
  },
};

export const Limit: Story = {
  args: { initial: ['a', 'b'], maxTags: 2 },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Keywords' }), 'c{Enter}');
    await expect(canvas.getByText('At most 2 entries.')).toBeVisible();
  },
};

const heard = fn();

/** The tag being typed already counts (a form has changes at once), and stops counting when typed away again. */
export const TypedTagCountsAtOnce: Story = {
  render: function Render() {
    const [tags, setTags] = useState(['tv']);
    return (
      <TagField
        label="Keywords"
        value={tags}
        onChange={(next) => {
          heard(next);
          setTags(next);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    heard.mockClear();
    const input = canvas.getByRole('textbox', { name: 'Keywords' });
    await userEvent.type(input, 'oled');
    await expect(heard).toHaveBeenLastCalledWith(['tv', 'oled']);
    // Shown as typed text until Enter makes it a tag.
    const group = canvas.getByRole('grid', { name: 'Keywords' });
    await expect(within(group).getAllByRole('row')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(
      within(group)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['tv', 'oled']);
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'x{Backspace}');
    await expect(heard).toHaveBeenLastCalledWith(['tv', 'oled']);
  },
};
