import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApi, type TestApi } from '../../testing/testApi';

describe('carousels, menus and page layouts', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 40 } });
  });
  afterAll(() => api.close());

  it('stores banner slides in order and reorders them in one write', async () => {
    const slides = ['a', 'b', 'c'].map((name) => ({
      imageUrl: `https://img.example/${name}.png`,
      linkUrl: `/deals/${name}`,
      altText: `Slide ${name}`,
    }));
    const { createBannerCarousel } = await api.asAdmin<{ createBannerCarousel: { id: string } }>(
      `mutation($input: BannerCarouselInput!) { createBannerCarousel(input: $input) { id } }`,
      { input: { title: 'Test hero', placement: 'HOME_HERO', slides } },
    );
    const { updateBannerCarousel } = await api.asAdmin<{ updateBannerCarousel: { slides: { altText: string }[] } }>(
      `mutation($id: ID!, $input: BannerCarouselInput!) { updateBannerCarousel(id: $id, input: $input) { slides { altText } } }`,
      {
        id: createBannerCarousel.id,
        input: { title: 'Test hero', placement: 'HOME_HERO', slides: [slides[2], slides[0], slides[1]] },
      },
    );
    expect(updateBannerCarousel.slides.map((slide) => slide.altText)).toEqual(['Slide c', 'Slide a', 'Slide b']);
  });

  it('refuses a slide without alt text, naming the slide', async () => {
    const result = await api.request(
      `mutation { createBannerCarousel(input: { title: "X", placement: SIDEBAR, slides: [{ imageUrl: "https://i.example/a.png", linkUrl: "/a", altText: " " }] }) { id } }`,
      {},
      api.adminToken,
    );
    expect(firstError(result)).toMatchObject({
      message: 'Describe the image for people who cannot see it.',
      field: 'slides.0.altText',
    });
  });

  it('holds 1 to 30 products in a product carousel', async () => {
    const make = (ids: string[]) =>
      api.request<{ createProductCarousel: { products: { id: string }[] } }>(
        `mutation($ids: [ID!]!) { createProductCarousel(input: { title: "Picks", placement: DEALS_TOP, productIds: $ids }) { products { id } } }`,
        { ids },
        api.adminToken,
      );
    expect(firstError(await make([])).message).toBe('Add at least one product.');
    expect(firstError(await make(Array.from({ length: 31 }, (_, i) => String(i + 1)))).message).toBe(
      'At most 30 products are allowed.',
    );
    expect(firstError(await make(['1', '99999'])).message).toBe('Some of the chosen products no longer exist.');
    expect((await make(['5', '2', '9'])).data?.createProductCarousel.products.map((p) => p.id)).toEqual([
      '5',
      '2',
      '9',
    ]);
  });

  it('keeps featured menu items in order', async () => {
    const { createFeaturedMenu } = await api.asAdmin<{ createFeaturedMenu: { items: { label: string }[] } }>(
      `mutation { createFeaturedMenu(input: { title: "Footer", items: [{ label: "TVs", url: "/c/tv" }, { label: "Laptops", url: "https://deals.example/laptops" }] }) { items { label } } }`,
    );
    expect(createFeaturedMenu.items.map((item) => item.label)).toEqual(['TVs', 'Laptops']);
  });

  it('makes a new layout the active one for its page and can re-activate an older one', async () => {
    const layouts = async () =>
      (
        await api.asAdmin<{ findPageLayouts: { items: { id: string; name: string; active: boolean }[] } }>(
          `{ findPageLayouts(filter: { page: HOME }) { items { id name active } } }`,
        )
      ).findPageLayouts.items;
    const before = await layouts();
    const previouslyActive = before.find((layout) => layout.active)!;
    const { createPageLayout } = await api.asAdmin<{
      createPageLayout: { id: string; active: boolean; sections: { refTitle: string }[] };
    }>(
      `mutation { createPageLayout(input: { name: "Home — test", page: HOME, sections: [{ kind: BANNER_CAROUSEL, ref: "1" }, { kind: SALES, ref: "2" }] }) { id active sections { refTitle } } }`,
    );
    expect(createPageLayout.active).toBe(true);
    expect(createPageLayout.sections.every((section) => section.refTitle)).toBe(true);
    expect((await layouts()).filter((layout) => layout.active).map((layout) => layout.id)).toEqual([
      createPageLayout.id,
    ]);
    await api.asAdmin(`mutation($id: ID!) { activatePageLayout(id: $id) { id } }`, { id: previouslyActive.id });
    expect((await layouts()).filter((layout) => layout.active).map((layout) => layout.id)).toEqual([
      previouslyActive.id,
    ]);
  });

  it('refuses a layout section that points at nothing', async () => {
    const result = await api.request(
      `mutation { createPageLayout(input: { name: "Broken", page: DEALS, sections: [{ kind: FEATURED_MENU, ref: "777" }] }) { id } }`,
      {},
      api.adminToken,
    );
    expect(firstError(result)).toMatchObject({
      message: 'Section 1 points at a featured menu that does not exist.',
      field: 'sections.0.ref',
    });
  });

  it('creates, edits and deletes an organization, naming a clashing slug', async () => {
    const { createOrganization } = await api.asAdmin<{ createOrganization: { id: string } }>(
      `mutation { createOrganization(input: { name: "Test Org", slug: "test-org", website: "https://test.example", contactEmail: "hi@test.example" }) { id } }`,
    );
    const clash = await api.request(
      `mutation { createOrganization(input: { name: "Other", slug: "test-org" }) { id } }`,
      {},
      api.adminToken,
    );
    expect(firstError(clash)).toMatchObject({
      message: 'The slug "test-org" is already used by another organization.',
      field: 'slug',
    });
    const badEmail = await api.request(
      `mutation { createOrganization(input: { name: "Other", slug: "other", contactEmail: "nope" }) { id } }`,
      {},
      api.adminToken,
    );
    expect(firstError(badEmail).field).toBe('contactEmail');
    const { deleteOrganization } = await api.asAdmin<{ deleteOrganization: { statusCode: number } }>(
      `mutation($id: ID!) { deleteOrganization(id: $id) { statusCode } }`,
      { id: createOrganization.id },
    );
    expect(deleteOrganization.statusCode).toBe(200);
  });
});
