import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SortableList } from './SortableList';

interface Slide {
  id: string;
  altText: string;
  linkUrl: string;
}

const onReorder = fn();

function Demo({ initial, more = [] }: { initial: Slide[]; more?: Slide[] }) {
  const [slides, setSlides] = useState(initial);
  const next = more.find((slide) => !slides.includes(slide));
  return (
    <>
      <SortableList
        aria-label="Slides"
        items={slides}
        textValue={(slide) => slide.altText}
        renderItem={(slide) => (
          <div>
            <strong>{slide.altText}</strong>
            <div>{slide.linkUrl}</div>
          </div>
        )}
        onReorder={(next) => {
          onReorder(next.map((slide) => slide.id));
          setSlides(next);
        }}
        onRemove={(slide) => setSlides((current) => current.filter((item) => item.id !== slide.id))}
        emptyText="No slides yet"
      />
      {next ? <button onClick={() => setSlides([...slides, next])}>Add {next.altText}</button> : null}
    </>
  );
}

const slides: Slide[] = [
  { id: 'a', altText: 'Black Friday', linkUrl: '/sales/black-friday-2026' },
  { id: 'b', altText: 'Tech Week', linkUrl: '/sales/tech-week-2026' },
  { id: 'c', altText: 'Winter Warmers', linkUrl: '/sales/winter-warmers-2026' },
];

const meta = { title: 'Data/SortableList', component: Demo, args: { initial: slides } } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReorderWithButtons: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move Winter Warmers up' }));
    await expect(onReorder).toHaveBeenLastCalledWith(['a', 'c', 'b']);
    await expect(canvas.getAllByRole('row').map((row) => row.getAttribute('data-key'))).toEqual(['a', 'c', 'b']);
    await expect(canvas.getByRole('button', { name: 'Move Black Friday up' })).toBeDisabled();
  },
};

export const ReorderWithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'Move Black Friday down' });
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onReorder).toHaveBeenLastCalledWith(['b', 'a', 'c']);
  },
};

export const RemoveAndEmpty: Story = {
  args: { initial: slides.slice(0, 1) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Black Friday' }));
    await expect(canvas.getByText('No slides yet')).toBeVisible();
  },
};

export const GrowsOneByOne: Story = {
  args: { initial: slides.slice(0, 1), more: slides.slice(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Move Black Friday down' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Tech Week' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Winter Warmers' }));
    // Rows already shown learn that they are no longer last.
    await expect(canvas.getByRole('button', { name: 'Move Black Friday down' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Move Tech Week down' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Move Winter Warmers down' })).toBeDisabled();
  },
};
