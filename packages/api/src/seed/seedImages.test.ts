import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/testApi';
import { slugFromTitle } from '@deals/domain/rules';

/** The demo's pictures match what they stand for: a sale, slide or menu entry shows its own theme's banner. */
describe('the demo images', () => {
  let api: TestApi;
  beforeAll(async () => {
    // Few products: the sales, carousels and menus do not depend on them; rendering the media takes the time.
    api = await startTestApi({ seed: { products: 20 }, withMedia: true });
  }, 240_000);
  afterAll(() => api?.close());

  // A banner's file is named after the theme drawn on it ("spring-clean.png" shows "Spring Clean").
  const bannerFile = (url: string | null) => decodeURIComponent(String(url).split('/').pop() ?? '');

  it('gives every sale the banner of its own theme', async () => {
    const { rows } = await api.services.db.query<{ title: string; imageUrl: string | null }>(
      `SELECT title, image_url AS "imageUrl" FROM sales ORDER BY id`,
    );
    expect(rows).toHaveLength(20);
    for (const sale of rows) {
      expect({ sale: sale.title, file: bannerFile(sale.imageUrl) }).toEqual({
        sale: sale.title,
        file: `${slugFromTitle(sale.title.replace(/ 2026$/, ''))}.png`,
      });
    }
  });

  it('shows on every banner slide the picture its alt text and link promise', async () => {
    const { rows } = await api.services.db.query<{ slides: { imageUrl: string; linkUrl: string; altText: string }[] }>(
      `SELECT slides FROM banner_carousels ORDER BY id`,
    );
    const slides = rows.flatMap((row) => row.slides);
    expect(slides.length).toBeGreaterThan(0);
    for (const slide of slides) {
      const theme = slugFromTitle(slide.altText.replace(/ banner$/, ''));
      expect({ alt: slide.altText, file: bannerFile(slide.imageUrl), link: slide.linkUrl }).toEqual({
        alt: slide.altText,
        file: `${theme}.png`,
        link: `/sales/${theme}-2026`,
      });
    }
  });

  it('pictures every seasonal menu entry with the banner of its sale', async () => {
    const { rows } = await api.services.db.query<{ items: { label: string; imageUrl: string | null }[] }>(
      `SELECT items FROM featured_menus WHERE title = 'Seasonal'`,
    );
    const items = rows.flatMap((row) => row.items);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(bannerFile(item.imageUrl)).toBe(`${slugFromTitle(item.label)}.png`);
  });
});
