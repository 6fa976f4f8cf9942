import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenMeta, type ScreenStoryObj, screenReady } from '../../stories/screenMeta';

export default { title: 'Screens/Merchandising', ...screenMeta('/carousel/banner-carousel'), tags: ['!autodocs'] };

export const BannerCarousels: ScreenStoryObj = {
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Banner carousels' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    await expect(canvas.getByRole('button', { name: /Placement/ })).toBeVisible();
  },
};

export const BannerCarouselReorderAndPreview: ScreenStoryObj = {
  args: { url: '/carousel/banner-carousel/1/edit' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const slides = await canvas.findByRole('grid', { name: 'Slides' });
    const rows = within(slides).getAllByRole('row');
    const altText = (row: HTMLElement) => row.querySelector('strong')?.textContent ?? '';
    const first = altText(rows[0]!);
    const second = altText(rows[1]!);
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await expect(preview).toHaveTextContent(/^1 \//);
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /^Move .* down$/ }));
    const reordered = within(slides).getAllByRole('row');
    await expect(altText(reordered[0]!)).toBe(second);
    await expect(altText(reordered[1]!)).toBe(first);
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

export const BannerSlideNeedsAltText: ScreenStoryObj = {
  args: { url: '/carousel/banner-carousel/new' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add slide' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'New slide' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Link/ }), 'not a link');
    await userEvent.click(dialog.getByRole('button', { name: 'Add slide' }));
    await expect(dialog.getByText('Describe the image for people who cannot see it.')).toBeVisible();
    await expect(dialog.getByText('Enter a web address (https://…) or a path on the site (/sales/…).')).toBeVisible();
  },
};

export const ProductCarousel: ScreenStoryObj = {
  args: { url: '/carousel/product-carousel/1/edit' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const products = await canvas.findByRole('grid', { name: 'Products in display order' });
    const count = within(products).getAllByRole('row').length;
    await expect(canvas.getByText(`${count} of at most 30 products.`)).toBeVisible();
    await userEvent.click(within(products).getAllByRole('button', { name: /^Remove / })[0]!);
    await expect(within(products).getAllByRole('row')).toHaveLength(count - 1);
    await expect(canvas.getByText(`${count - 1} of at most 30 products.`)).toBeVisible();
  },
};

export const FeaturedMenus: ScreenStoryObj = {
  args: { url: '/featured-menu' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Featured menus' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
  },
};

export const FeaturedMenuEdit: ScreenStoryObj = {
  args: { url: '/featured-menu/1/edit' },
  play: async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    const items = await canvas.findByRole('grid', { name: 'Menu items' });
    await expect(within(items).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('button', { name: 'Add item' })).toBeEnabled();
  },
};
