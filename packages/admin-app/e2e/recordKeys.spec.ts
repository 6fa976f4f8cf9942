import { expect, test } from '@playwright/test';
import { EDITOR } from './session';
import { graphqlAs as graphql, staffInBrowser as signedInPage } from './staff';

/**
 * A category's by-id answer (a `CategoryDetail`) once left out its version, so a save went out blind and overwrote a
 * colleague's. Found when the screens' state stories ran (a sale's edit screen, keyed by its slug, missing its
 * colleague's save was found there too; its state story `Screens/Sales › Edit Live Change` keeps it).
 */
const SCREEN = { timeout: 20_000 };
const SAVED = { timeout: 20_000 };

test.describe.configure({ timeout: 150_000 });

test('a category saved by a colleague since it was opened is not overwritten: the save is refused with a review', async ({
  browser,
}) => {
  const ada = await signedInPage(browser);
  const eli = await signedInPage(browser, EDITOR);
  const name = `Keyed Lanterns ${test.info().retry}`;
  const { createCategory } = await graphql<{ createCategory: { id: string } }>(
    ada,
    'mutation ($title: String!) { createCategory(input: { title: $title, active: false }) { id } }',
    { title: name },
  );
  const id = createCategory.id;
  await eli.goto(`/categories/${id}/edit`);
  const title = eli.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue(name, SCREEN);
  // Ada renames it while Eli's form is open and being changed.
  await title.fill(`${name} Eli`);
  await graphql(
    ada,
    'mutation ($id: ID!, $title: String!) { updateCategory(id: $id, input: { title: $title, active: false }) { id } }',
    { id, title: `${name} Ada` },
  );
  await eli.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    eli.getByRole('heading', { name: /^Ada Admin changed this category at .+ while you were editing$/ }),
  ).toBeVisible(SAVED);
  const { findCategoryById } = await graphql<{ findCategoryById: { title: string } }>(
    ada,
    'query ($id: ID!) { findCategoryById(id: $id) { title } }',
    { id },
  );
  expect(findCategoryById.title).toBe(`${name} Ada`);
  await graphql(ada, 'mutation ($id: ID!) { deleteCategory(id: $id) { statusCode } }', { id });
  await ada.context().close();
  await eli.context().close();
});
