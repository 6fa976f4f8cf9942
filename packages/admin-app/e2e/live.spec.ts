import { expect, test, type Browser } from '@playwright/test';
import { EDITOR } from './session';
import { graphqlAs as graphql, renameBrandFromList, staffInBrowser as signedInPage } from './staff';

/** Lazy screens on a busy machine: wait as long as a person would for the page to arrive. */
const SCREEN = { timeout: 20_000 };
/** A change travels: a save, the database's notification, the stream, the list's refetch. */
const LIVE = { timeout: 20_000 };

test.describe.configure({ timeout: 150_000 });

/**
 * Ada (admin) and an editor each in a browser of their own, and a brand Ada created, not live (active: false) so
 * saving asks nothing first; `rename` is Ada's save of it from elsewhere.
 */
async function colleaguesOnOneBrand(browser: Browser, title: string) {
  const ada = await signedInPage(browser);
  const other = await signedInPage(browser, EDITOR);
  const { createBrand } = await graphql<{ createBrand: { id: string } }>(
    ada,
    'mutation ($title: String!) { createBrand(input: { title: $title, active: false }) { id } }',
    { title },
  );
  const rename = (newTitle: string) =>
    graphql(
      ada,
      'mutation ($id: ID!, $title: String!) { updateBrand(id: $id, input: { title: $title, active: false }) { id } }',
      { id: createBrand.id, title: newTitle },
    );
  return { ada, other, brandId: createBrand.id, rename };
}

test("a list shows others' changes without reloading, and offers the records they create", async ({ browser }) => {
  const ada = await signedInPage(browser);
  const other = await signedInPage(browser, EDITOR);
  await other.goto('/brands');
  const table = other.getByRole('grid', { name: 'Brands' });
  const first = table.getByRole('rowheader').first();
  await expect(first).not.toBeEmpty(SCREEN);
  const title = (await first.textContent())!;
  const renamed = `${title} Live`;

  // Ada renames the first brand on that page through her own edit screen.
  const brandId = await renameBrandFromList(ada, title, renamed);

  // The other person's list shows the new title, marks the row and says who changed it — no reload. The mark lasts
  // 4 s, so it is looked for first, as the renamed row arrives (on a busy machine the status check can outlast it).
  await expect(table.getByRole('row', { name: new RegExp(renamed) })).toHaveAttribute('data-highlighted', 'true', LIVE);
  await expect(table.getByRole('rowheader', { name: renamed, exact: true })).toBeVisible();
  await expect(
    other.getByRole('status').filter({ hasText: `Brand '${renamed}' was changed by Ada Admin.` }),
  ).toBeVisible();

  // A brand Ada creates is offered, not slipped into the page under the other person.
  const created = await graphql<{ createBrand: { id: string } }>(
    ada,
    `
      mutation {
        createBrand(input: { title: "AAA Live Newcomer" }) {
          id
        }
      }
    `,
  );
  await expect(other.getByText('1 new brand')).toBeVisible(LIVE);
  await expect(table.getByRole('rowheader', { name: 'AAA Live Newcomer' })).toHaveCount(0);
  await other.getByRole('button', { name: 'Show' }).click();
  await expect(table.getByRole('rowheader', { name: 'AAA Live Newcomer' })).toBeVisible(LIVE);
  await expect(other.getByText('1 new brand')).toHaveCount(0);

  // Other specs count the seeded brands: put things back as they were.
  await graphql(
    ada,
    `
      mutation ($id: ID!) {
        deleteBrand(id: $id) {
          statusCode
        }
      }
    `,
    { id: created.createBrand.id },
  );
  await graphql(
    ada,
    `
      mutation ($id: ID!, $title: String!) {
        updateBrand(id: $id, input: { title: $title }) {
          id
        }
      }
    `,
    {
      id: brandId,
      title,
    },
  );
  await ada.context().close();
  await other.context().close();
});

test('an edit screen learns of a colleague’s save: untouched it shows theirs, with unsaved changes it offers a review', async ({
  browser,
}) => {
  const { ada, other, brandId, rename } = await colleaguesOnOneBrand(browser, 'Kestrel Optics');
  await other.goto(`/brands/${brandId}/edit`);
  const title = other.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Kestrel Optics', SCREEN);

  // Untouched: the form takes their version by itself and says whose it is.
  await rename('Kestrel Optics North');
  await expect(title).toHaveValue('Kestrel Optics North', LIVE);
  await expect(
    other
      .getByRole('status')
      .filter({ hasText: /^Ada Admin changed this brand at \d{1,2}:\d\d\s[AP]M\. The form shows their version\.$/ }),
  ).toBeVisible();

  // With unsaved changes: what was typed stays until the person reviews theirs and chooses.
  await title.fill('Kestrel Optics South');
  await rename('Kestrel Optics East');
  const note = other.getByRole('status').filter({ hasText: 'Review their changes before you save.' });
  await expect(note).toBeVisible(LIVE);
  await expect(title).toHaveValue('Kestrel Optics South');
  await note.getByRole('button', { name: 'Review changes' }).click();
  const review = other
    .locator('section')
    .filter({ has: other.getByRole('heading', { name: /while you were editing$/ }) });
  const titleRow = review.getByRole('row', { name: /^Title/ });
  await expect(titleRow).toContainText('Kestrel Optics East');
  await expect(titleRow).toContainText('Kestrel Optics South');
  await review.getByRole('button', { name: 'Take theirs' }).click();
  await expect(title).toHaveValue('Kestrel Optics East');
  await expect(other.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  await graphql(ada, 'mutation ($id: ID!) { deleteBrand(id: $id) { statusCode } }', { id: brandId });
  await ada.context().close();
  await other.context().close();
});

test('a colleague’s save made before the edit screen’s live stream opened is still shown (a slow stream)', async ({
  browser,
}) => {
  const { ada, other, brandId, rename } = await colleaguesOnOneBrand(browser, 'Osprey Lenses');
  // The other person's live stream is held back until Ada has saved: her save lands after the form read the brand
  // and before the server listens for that person — a slow network, a replica starting, a stream reconnecting.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await other.route('**/graphql', async (route) => {
    if ((await route.request().headerValue('accept'))?.includes('text/event-stream')) await held;
    await route.fallback();
  });
  await other.goto(`/brands/${brandId}/edit`);
  const title = other.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Osprey Lenses', SCREEN);
  await rename('Osprey Lenses North');
  release();

  await expect(title).toHaveValue('Osprey Lenses North', LIVE);
  await expect(
    other
      .getByRole('status')
      .filter({ hasText: /^Ada Admin changed this brand at \d{1,2}:\d\d\s[AP]M\. The form shows their version\.$/ }),
  ).toBeVisible();

  await graphql(ada, 'mutation ($id: ID!) { deleteBrand(id: $id) { statusCode } }', { id: brandId });
  await ada.context().close();
  await other.context().close();
});
