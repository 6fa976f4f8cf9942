import { expect, test } from '@playwright/test';
import { EDITOR } from './session';
import { graphqlAs as graphql, staffInBrowser as signedInPage } from './staff';

/**
 * The edit screens whose record is not loaded like a brand's: a category's by-id answer (a `CategoryDetail`, which
 * once left out its version, so a save went out blind and overwrote a colleague's) and a sale, whose route is keyed
 * by its slug (its live note, history and delete count go by its id). Found when the screens' state stories ran.
 */
const SCREEN = { timeout: 20_000 };
const LIVE = { timeout: 20_000 };

test.describe.configure({ timeout: 150_000 });

test('a category saved by a colleague since it was opened is not overwritten: the save is refused with a review', async ({
  browser,
}) => {
  const ada = await signedInPage(browser);
  const eli = await signedInPage(browser, EDITOR);
  const { createCategory } = await graphql<{ createCategory: { id: string } }>(
    ada,
    'mutation { createCategory(input: { title: "Keyed Lanterns", active: false }) { id } }',
  );
  const id = createCategory.id;
  await eli.goto(`/categories/${id}/edit`);
  const title = eli.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Keyed Lanterns', SCREEN);
  // Ada renames it while Eli's form is open and being changed.
  await title.fill('Keyed Lanterns Eli');
  await graphql(
    ada,
    'mutation ($id: ID!) { updateCategory(id: $id, input: { title: "Keyed Lanterns Ada", active: false }) { id } }',
    {
      id,
    },
  );
  await eli.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    eli.getByRole('heading', { name: /^Ada Admin changed this category at .+ while you were editing$/ }),
  ).toBeVisible(LIVE);
  const { findCategoryById } = await graphql<{ findCategoryById: { title: string } }>(
    ada,
    'query ($id: ID!) { findCategoryById(id: $id) { title } }',
    { id },
  );
  expect(findCategoryById.title).toBe('Keyed Lanterns Ada');
  await graphql(ada, 'mutation ($id: ID!) { deleteCategory(id: $id) { statusCode } }', { id });
  await ada.context().close();
  await eli.context().close();
});

test("a sale's edit screen, opened by its slug, learns of a colleague's save", async ({ browser }) => {
  const ada = await signedInPage(browser);
  const eli = await signedInPage(browser, EDITOR);
  const runs = { startsAt: '2027-03-01T09:00:00.000Z', endsAt: '2027-03-08T09:00:00.000Z' };
  await graphql(
    ada,
    'mutation ($startsAt: DateTime!, $endsAt: DateTime!) { createSale(input: { slug: "keyed-spring-sale", title: "Keyed Spring Sale", active: false, startsAt: $startsAt, endsAt: $endsAt }) { id } }',
    runs,
  );
  await eli.goto('/sales/keyed-spring-sale/edit');
  const title = eli.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Keyed Spring Sale', SCREEN);
  await graphql(
    ada,
    'mutation ($startsAt: DateTime!, $endsAt: DateTime!) { updateSale(slug: "keyed-spring-sale", input: { title: "Keyed Spring Sale Extended", active: false, startsAt: $startsAt, endsAt: $endsAt }) { id } }',
    runs,
  );
  // Untouched, the form takes Ada's version and says whose it is.
  await expect(title).toHaveValue('Keyed Spring Sale Extended', LIVE);
  await expect(eli.getByRole('status').filter({ hasText: /^Ada Admin changed this sale at / })).toBeVisible();
  await graphql(ada, 'mutation { deleteSale(slug: "keyed-spring-sale") { statusCode } }');
  await ada.context().close();
  await eli.context().close();
});
