import type { Meta, StoryObj } from '@storybook/react-vite';
import { usedIcons } from 'virtual:used-icons';
import { expect, userEvent, within } from 'storybook/test';
import { foundationParameters } from './foundationMeta';
import { IconGallery } from './IconGallery';

const meta = { title: 'Foundations/Icons', tags: ['!autodocs'], parameters: foundationParameters } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  render: () => <IconGallery />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Icons' });
    await expect(list.children.length).toBe(usedIcons.length);
    // The gallery is read from the product's source: icons the ui draws itself are in it.
    for (const name of ['Search', 'ChevronDown', 'Trash2']) await expect(within(list).getByText(name)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(`${usedIcons.length} icons`);
  },
};

export const Search: Story = {
  render: () => <IconGallery />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find an icon' }), 'chevron');
    const names = within(canvas.getByRole('list', { name: 'Icons' }))
      .getAllByText(/^[A-Z]\w+$/)
      .map((element) => element.textContent);
    await expect(names.length).toBeGreaterThan(1);
    for (const name of names) await expect(name?.toLowerCase()).toContain('chevron');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Find an icon' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find an icon' }), 'nothing-like-this');
    await expect(canvas.getByText(/No icon is called/)).toBeVisible();
  },
};
