import { expect, test, type Page } from '@playwright/test';
import { EDITOR } from './session';
import { graphqlAs as graphql, staffInBrowser } from './staff';

/** Lazy screens on a busy machine: wait as long as a person would for the page to arrive. */
const SCREEN = { timeout: 20_000 };
/** A change travels: the delete, the database's notification, the stream, the form's refetch. */
const LIVE = { timeout: 20_000 };

test.describe.configure({ timeout: 180_000 });

const historyCard = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'History' }) });

async function createCategoryWithProducts(admin: Page, title: string, count: number) {
  const { createCategory } = await graphql<{ createCategory: { id: string } }>(
    admin,
    `
      mutation ($title: String!) {
        createCategory(input: { title: $title }) {
          id
        }
      }
    `,
    { title },
  );
  const ids: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const { createProduct } = await graphql<{ createProduct: { id: string } }>(
      admin,
      `
        mutation ($input: ProductInput!) {
          createProduct(input: $input) {
            id
          }
        }
      `,
      {
        input: {
          title: `${title} deal ${String(index).padStart(2, '0')}`,
          price: 20 + index,
          currency: 'EUR',
          dealUrl: 'https://shop.example/deal',
          categoryId: createCategory.id,
          // Inactive: a save asks no "customers see this" question, so the flow is the same for every product.
          active: false,
        },
      },
    );
    ids.push(createProduct.id);
  }
  return { categoryId: createCategory.id, productIds: ids };
}

// Each size in one of the themes, so the screenshots attached to the run show both.
for (const viewport of [
  { name: 'desktop', width: 1280, height: 900, dark: false },
  { name: 'phone', width: 390, height: 844, dark: true },
]) {
  test(`${viewport.name}: an admin deletes the category of a product an editor has open; the editor is told, and saves`, async ({
    browser,
  }) => {
    const ada = await staffInBrowser(browser);
    const eli = await staffInBrowser(browser, EDITOR);
    for (const person of [ada, eli]) {
      await person.setViewportSize(viewport);
      if (viewport.dark) await person.getByRole('button', { name: 'Switch to dark theme' }).click();
    }
    const categoryTitle = `Cascade ${viewport.name} category`;
    const { categoryId, productIds } = await createCategoryWithProducts(ada, categoryTitle, 12);

    // Eli opens the first product and starts editing its title.
    await eli.goto(`/products/${productIds[0]}/edit`);
    const category = eli.getByRole('combobox', { name: 'Category' });
    await expect(category).toHaveValue(categoryTitle, SCREEN);
    const title = eli.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill(`${categoryTitle} deal 01, edited`);

    // Ada deletes the category: the dialog says first what else changes, counted by the API.
    await ada.goto(`/categories/${categoryId}/edit`);
    await ada.getByRole('button', { name: 'Delete' }).click();
    const dialog = ada.getByRole('alertdialog', { name: 'Are you sure you want to delete?' });
    await expect(
      dialog.getByText(
        `12 products lose this category: "${categoryTitle} deal 01", "${categoryTitle} deal 02", "${categoryTitle} deal 03" and 9 more.`,
      ),
    ).toBeVisible(SCREEN);
    await ada.screenshot({ path: test.info().outputPath(`delete-dialog-${viewport.name}.png`) });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(ada).toHaveURL('/categories', SCREEN);

    // Eli's form takes the emptied category in, keeps the edited title, and says who removed it.
    await expect(
      eli.getByRole('status').filter({ hasText: /Ada Admin deleted this product's category at .+\./ }),
    ).toContainText('The form shows the product without it, with your unsaved changes kept.', LIVE);
    // An empty picker is empty, with its placeholder.
    await expect(category).toHaveValue('');
    await expect(category).toHaveAttribute('placeholder', 'No category');
    await expect(title).toHaveValue(`${categoryTitle} deal 01, edited`);
    // The open History card shows the delete's entry without a reload.
    await expect(
      historyCard(eli)
        .getByRole('listitem')
        .filter({ hasText: `Because the category "${categoryTitle}" was deleted.` }),
    ).toHaveCount(1, LIVE);
    await eli.screenshot({ path: test.info().outputPath(`live-note-${viewport.name}.png`) });

    // Their save works: no "category does not exist", no conflict.
    await eli.getByRole('button', { name: 'Save changes' }).click();
    await expect(eli.getByText('Product saved')).toBeVisible(SCREEN);
    await expect(eli.getByRole('heading', { level: 1, name: `${categoryTitle} deal 01, edited` })).toBeVisible();

    // The product's history: Eli's save, and the delete's own entry naming the category as it was. (Found by their
    // text: the order of entries is another change's concern.)
    const entries = historyCard(eli).getByRole('listitem');
    await expect(entries.filter({ hasText: 'by Eli Editor' })).toHaveCount(1, SCREEN);
    const unlinked = entries.filter({ hasText: 'Because the category' });
    await expect(unlinked).toContainText('by Ada Admin');
    await expect(unlinked).toContainText(`Because the category "${categoryTitle}" was deleted.`);
    await expect(unlinked.getByRole('deletion')).toHaveText(`was ${categoryTitle}`);
    await expect(unlinked.getByRole('insertion')).toHaveText('now empty');
    await historyCard(eli).screenshot({ path: test.info().outputPath(`history-${viewport.name}.png`) });

    // Every other product of the category got its entry and a new version too.
    const { findProductById } = await graphql<{ findProductById: { version: number; category: null } }>(
      ada,
      `
        query ($id: ID!) {
          findProductById(id: $id) {
            version
            category {
              id
            }
          }
        }
      `,
      { id: productIds[11] },
    );
    expect(findProductById).toEqual({ version: 2, category: null });

    await ada.context().close();
    await eli.context().close();
  });
}

test('restoring to before a change says what it does, shows each field now → after, and does exactly that', async ({
  browser,
}) => {
  const ada = await staffInBrowser(browser);
  const { createProduct } = await graphql<{ createProduct: { id: string } }>(
    ada,
    `
      mutation ($input: ProductInput!) {
        createProduct(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        title: 'Edit number 1',
        price: 129.9,
        currency: 'EUR',
        dealUrl: 'https://shop.example/e',
        active: false,
      },
    },
  );
  const id = createProduct.id;
  const edit = (input: Record<string, unknown>) =>
    graphql(
      ada,
      `
        mutation ($id: ID!, $input: ProductInput!) {
          updateProduct(id: $id, input: $input) {
            id
          }
        }
      `,
      {
        id,
        input: { currency: 'EUR', dealUrl: 'https://shop.example/e', slug: 'edit-number-1', active: false, ...input },
      },
    );
  await edit({ title: 'Edit number 2', price: 99 });
  await edit({ title: 'Edit number 3', price: 99 });

  await ada.goto(`/products/${id}/edit`);
  const entries = historyCard(ada).getByRole('listitem');
  const latest = entries.first();
  await expect(latest).toContainText('Latest', SCREEN);
  await expect(latest.getByRole('deletion')).toHaveText('was Edit number 2');
  await expect(latest.getByRole('insertion')).toHaveText('now Edit number 3');
  // The latest change's restore undoes it, and says so; an older one's names what it puts back.
  await expect(latest.getByRole('button', { name: 'Undo this change' })).toBeVisible();
  const second = entries.nth(1);
  await expect(second.getByRole('deletion').first()).toHaveText('was Edit number 1');
  // Prices read as money in the product's currency, not bare numbers.
  await expect(second.getByRole('deletion').nth(1)).toHaveText('was €129.90');
  await expect(second.getByRole('insertion').nth(1)).toHaveText('now €99.00');

  await second.getByRole('button', { name: 'Restore to before this change' }).click();
  const dialog = ada.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(
    /The product goes back to how it was before Ada Admin's change of .+\. The change made after it is undone too\./,
  );
  await expect(dialog.getByRole('deletion').first()).toHaveText('now Edit number 3', SCREEN);
  await expect(dialog.getByRole('insertion').first()).toHaveText('after the restore Edit number 1');
  await expect(dialog.getByRole('insertion').nth(1)).toHaveText('after the restore €129.90');
  await ada.screenshot({ path: test.info().outputPath('restore-dialog.png') });
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(ada.getByText('Version restored')).toBeVisible(SCREEN);
  await expect(ada.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Edit number 1');
  const restored = entries.first();
  await expect(restored).toContainText('Restored', SCREEN);
  await expect(restored).toContainText('Latest');
  await expect(restored.getByRole('insertion').first()).toHaveText('now Edit number 1');

  // Undoing the restore (the latest change now) brings "Edit number 3" back.
  await restored.getByRole('button', { name: 'Undo this change' }).click();
  await expect(dialog).toContainText(/This undoes the latest change/);
  await expect(dialog.getByRole('insertion').first()).toHaveText('after the restore Edit number 3', SCREEN);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(ada.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Edit number 3', SCREEN);
  await ada.context().close();
});

test('a bulk delete says which carousels lose the products, and each carousel records it once', async ({ browser }) => {
  const ada = await staffInBrowser(browser);
  const { productIds } = await createCategoryWithProducts(ada, 'Bulk gone', 2);
  const { createProductCarousel } = await graphql<{ createProductCarousel: { id: string } }>(
    ada,
    `
      mutation ($ids: [ID!]!) {
        createProductCarousel(input: { title: "Bulk gone picks", placement: SIDEBAR, productIds: $ids }) {
          id
        }
      }
    `,
    { ids: productIds },
  );

  await ada.goto('/products?q=Bulk%20gone');
  const table = ada.getByRole('grid', { name: 'Products' });
  await expect(table.getByRole('row', { name: /Bulk gone deal 02/ })).toBeVisible(SCREEN);
  for (const name of ['Bulk gone deal 01', 'Bulk gone deal 02']) {
    await table
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('checkbox')
      .check({ force: true });
  }
  await ada.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  const dialog = ada.getByRole('alertdialog', { name: 'Are you sure you want to delete?' });
  await expect(dialog.getByText('1 product carousel loses these products: "Bulk gone picks".')).toBeVisible(SCREEN);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(ada.getByText('Products deleted').first()).toBeVisible(SCREEN);

  await ada.goto(`/carousel/product-carousel/${createProductCarousel.id}/edit`);
  const latest = historyCard(ada).getByRole('listitem').filter({ hasText: 'Because the product' });
  await expect(latest).toContainText(/Because the product "Bulk gone deal 0\d" and 1 more were deleted\./, SCREEN);
  await expect(latest).toContainText('No products');
  await expect(latest.getByRole('deletion')).toContainText('Removed Bulk gone deal 01, Bulk gone deal 02');
  await ada.context().close();
});
