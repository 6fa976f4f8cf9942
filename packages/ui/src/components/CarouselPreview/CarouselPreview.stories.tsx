import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CarouselPreview } from './CarouselPreview';

const picture = (label: string, color: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="250"><rect width="100%" height="100%" fill="${color}"/><text x="50%" y="55%" text-anchor="middle" font-family="sans-serif" font-size="48" fill="#fff">${label}</text></svg>`,
  )}`;

const meta = {
  title: 'Data/CarouselPreview',
  component: CarouselPreview,
  args: {
    label: 'Preview',
    slides: [
      {
        id: '1',
        imageUrl: picture('Black Friday', '#7c3aed'),
        title: 'Black Friday banner',
        caption: '/sales/black-friday',
      },
      { id: '2', imageUrl: picture('Spring Clean', '#0d9488'), title: 'Spring Clean banner', caption: '/sales/spring' },
      { id: '3', imageUrl: null, title: 'Slide without an image' },
    ],
  },
} satisfies Meta<typeof CarouselPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Black Friday banner' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('img', { name: 'Slide without an image (no image)' })).toBeVisible();
    await expect(canvas.getByText(/3 \/ 3/)).toBeVisible();
  },
};

export const ProductStrip: Story = {
  args: { kind: 'strip' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { slides: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to preview yet.')).toBeVisible();
  },
};
