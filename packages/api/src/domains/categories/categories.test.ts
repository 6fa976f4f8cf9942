import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApi, type TestApi } from '../../testing/testApi';

interface TreeNode {
  id: string;
  title: string;
  path: string;
  parentId: string | null;
  depth: number;
}

describe('categories', () => {
  let api: TestApi;
  const tree = async () =>
    (await api.asAdmin<{ categoryTree: TreeNode[] }>(`{ categoryTree { id title path parentId depth } }`)).categoryTree;
  const byTitle = async (title: string) => (await tree()).find((node) => node.title === title)!;
  const move = (id: string | string[], parentId: string | null) =>
    api.request<{ moveCategories: { statusCode: number; message: string; moved: TreeNode[] } }>(
      `mutation MoveCategories($id: [ID!]!, $parentId: ID) {
        moveCategories(id: $id, parentId: $parentId) { statusCode message moved { id path parentId } } }`,
      { id, parentId },
      api.adminToken,
    );

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('seeds a three-level tree with paths from the titles', async () => {
    const nodes = await tree();
    expect(Math.max(...nodes.map((node) => node.depth))).toBe(2);
    expect(nodes.find((node) => node.title === 'Smartphones')?.path).toBe('electronics/phones/smartphones');
  });

  it('returns parentId as an object with id, title and path when fetched by id', async () => {
    const phones = await byTitle('Phones');
    const smartphones = await byTitle('Smartphones');
    const { findCategoryById } = await api.asAdmin<{ findCategoryById: { parentId: unknown } }>(
      `query($id: ID!) { findCategoryById(id: $id) { parentId { id title path } } }`,
      { id: smartphones.id },
    );
    expect(findCategoryById.parentId).toEqual({ id: phones.id, title: 'Phones', path: 'electronics/phones' });
  });

  it('moves a category with its whole subtree and recomputes every path', async () => {
    const audio = await byTitle('Audio');
    const home = await byTitle('Home');
    const result = await move(audio.id, home.id);
    expect(result.data?.moveCategories).toMatchObject({ statusCode: 200, message: 'Category moved.' });
    const nodes = await tree();
    expect(nodes.find((node) => node.title === 'Audio')?.path).toBe('home/audio');
    expect(nodes.find((node) => node.title === 'Headphones')?.path).toBe('home/audio/headphones');
    expect(nodes.find((node) => node.title === 'Headphones')?.depth).toBe(2);
  });

  it('moves several categories at once, and to the root', async () => {
    const yoga = await byTitle('Yoga');
    const weights = await byTitle('Weights');
    const result = await move([yoga.id, weights.id], null);
    expect(result.data?.moveCategories.message).toBe('2 categories moved.');
    expect((await byTitle('Yoga')).path).toBe('yoga');
    expect((await byTitle('Weights')).parentId).toBeNull();
  });

  it('refuses to move a category under itself', async () => {
    const fashion = await byTitle('Fashion');
    expect(firstError(await move(fashion.id, fashion.id))).toMatchObject({
      message: `"Fashion" can't be moved under itself.`,
      field: 'parentId',
    });
  });

  it('refuses to move a category under one of its descendants', async () => {
    const fashion = await byTitle('Fashion');
    const watches = await byTitle('Watches');
    expect(firstError(await move(fashion.id, watches.id)).message).toBe(
      `"Fashion" can't be moved under "Watches", which is inside it.`,
    );
    expect((await byTitle('Fashion')).path).toBe('fashion');
  });

  it('moves nothing when one of several moves is refused', async () => {
    const camping = await byTitle('Camping');
    const cycling = await byTitle('Cycling');
    const before = await tree();
    const result = await move([camping.id, cycling.id], cycling.id);
    expect(result.errors).toBeDefined();
    expect(await tree()).toEqual(before);
  });

  it('refuses two siblings with the same name', async () => {
    const kitchen = await byTitle('Kitchen');
    const result = await api.request(
      `mutation($p: ID) { createCategory(input: { title: "Knives", parentId: $p }) { id } }`,
      { p: kitchen.id },
      api.adminToken,
    );
    expect(firstError(result)).toMatchObject({
      message: 'A category named "Knives" already exists at that place in the tree.',
      field: 'title',
    });
  });

  it('renaming a category re-paths its children', async () => {
    const bedding = await byTitle('Bedding');
    await api.asAdmin(
      `mutation($id: ID!, $p: ID) { updateCategory(id: $id, input: { title: "Bed & Bath", parentId: $p }) { id } }`,
      {
        id: bedding.id,
        p: bedding.parentId,
      },
    );
    expect((await byTitle('Duvets')).path).toBe('home/bed-bath/duvets');
  });

  it('refuses to delete a category that still has sub-categories, and deletes a leaf', async () => {
    const electronics = await byTitle('Electronics');
    const refused = await api.asAdmin<{ deleteCategory: { statusCode: number; message: string } }>(
      `mutation($id: ID!) { deleteCategory(id: $id) { statusCode message } }`,
      { id: electronics.id },
    );
    expect(refused.deleteCategory).toEqual({
      statusCode: 409,
      message: 'This category has sub-categories. Move or delete them first.',
    });
    const chargers = await byTitle('Chargers');
    const deleted = await api.asAdmin<{ deleteCategory: { statusCode: number } }>(
      `mutation($id: ID!) { deleteCategory(id: $id) { statusCode } }`,
      { id: chargers.id },
    );
    expect(deleted.deleteCategory.statusCode).toBe(200);
  });

  it('counts the products of a category and of every category below it', async () => {
    const home = await byTitle('Home');
    const { findCategoryById, findProducts } = await api.asAdmin<{
      findCategoryById: { productCount: number };
      findProducts: { count: number };
    }>(
      `query($id: ID!) { findCategoryById(id: $id) { productCount }
        findProducts(filter: { categoryIds: [$id] }, limit: 1) { count } }`,
      { id: home.id },
    );
    expect(findProducts.count).toBeGreaterThan(0);
    expect(findCategoryById.productCount).toBe(findProducts.count);
    const listed = await api.asAdmin<{ findCategories: { items: { title: string; productCount: number }[] } }>(
      `{ findCategories(search: "Home", limit: 100) { items { title productCount } } }`,
    );
    expect(listed.findCategories.items.find((item) => item.title === 'Home')?.productCount).toBe(findProducts.count);
  });

  it('lists only the children of a parent, or only the roots', async () => {
    const home = await byTitle('Home');
    const children = await api.asAdmin<{ findCategories: { items: { title: string }[] } }>(
      `query($p: ID) { findCategories(filter: { parentId: $p }, limit: 100) { items { title } } }`,
      { p: home.id },
    );
    expect(children.findCategories.items.map((item) => item.title)).toContain('Kitchen');
    const roots = await api.asAdmin<{ findCategories: { count: number } }>(
      `{ findCategories(filter: { rootOnly: true }) { count } }`,
    );
    expect(roots.findCategories.count).toBe(8);
  });

  it('lists in tree order: each category right before its own subtree, also next to a look-alike sibling', async () => {
    // "Electronics Deals" (electronics-deals) sorts between "electronics" and "electronics/phones" as a plain string.
    await api.asAdmin(`mutation { createCategory(input: { title: "Electronics Deals" }) { id } }`);
    const { findCategories } = await api.asAdmin<{ findCategories: { items: TreeNode[] } }>(
      `{ findCategories(sort: { field: TREE }, limit: 100) { items { id title path parentId depth } } }`,
    );
    const rows = findCategories.items;
    expect(rows.length).toBe((await tree()).length);
    rows.forEach((row, index) => {
      const subtree = rows.filter((other) => other.path.startsWith(`${row.path}/`));
      const following = rows.slice(index + 1, index + 1 + subtree.length);
      expect(following.map((other) => other.path)).toEqual(subtree.map((other) => other.path));
      if (row.parentId) expect(rows.findIndex((other) => other.id === row.parentId)).toBeLessThan(index);
    });
    const titles = rows.map((row) => row.title);
    expect(titles.indexOf('Electronics Deals')).toBeGreaterThan(titles.indexOf('Smartphones'));
  });
});
