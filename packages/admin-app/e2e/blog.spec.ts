import { expect, test, type Page } from '@playwright/test';
import { API_ORIGIN, signIn } from './session';

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

/** Sends one GraphQL operation to the e2e API with the signed-in user's token, as another client would. */
async function graphql(page: Page, query: string, variables: Record<string, unknown>) {
  return page.evaluate(
    async ([origin, query, variables]) => {
      const response = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('accessToken')}`,
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: Record<string, { id: string; content: string }> };
    },
    [API_ORIGIN, query, variables] as const,
  );
}

test('a post is written as a draft, published, found by status and tag, and deleted', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E: ten kettles under €40');
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('e2e-ten-kettles-under-40');
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Our pick of cheap, quiet kettles.');

  const editor = page.getByRole('textbox', { name: 'Content', exact: true });
  await editor.click();
  await page.keyboard.type('Quiet kettles');
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await editor.press('End');
  await editor.press('Enter');
  await page.keyboard.type('Start with the ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Arclight');
  await expect(editor.getByRole('heading', { name: 'Quiet kettles' })).toBeVisible();
  await expect(editor.locator('strong')).toHaveText('Arclight');

  await page.getByRole('textbox', { name: 'Tags' }).fill('kitchen');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(page).toHaveURL(/\/blog\/\d+\/edit$/);
  await expect(page.getByText('Post created')).toBeVisible();

  await page.getByText('Published', { exact: true }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Post saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Content', exact: true }).getByRole('heading')).toHaveText(
    'Quiet kettles',
  );
  await expect(page.getByRole('radio', { name: 'Published' })).toBeChecked();

  await page.goto('/blog?status=PUBLISHED&tag=kitchen');
  const table = page.getByRole('grid', { name: 'Blog' });
  await expect(table.getByRole('row', { name: /ten kettles/ })).toContainText('Published');
  await table.getByRole('rowheader', { name: /ten kettles/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to delete?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByText('Post deleted')).toBeVisible();
});

test('a stored XSS payload never runs in the editor or the preview', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.dismiss();
  });
  const payload = [
    '<h2>Innocent title</h2>',
    '<p>Read <a href="javascript:window.__xss=1">this</a> now.</p>',
    '<img src="/nope.png" onerror="window.__xss=2;alert(2)">',
    '<script>window.__xss=3</script>',
    '<p onclick="window.__xss=4" style="position:fixed;inset:0">Overlay</p>',
  ].join('');
  const created = await graphql(
    page,
    'mutation ($input: BlogPostInput!) { createBlogPost(input: $input) { id content } }',
    { input: { title: 'E2E hostile post', status: 'PUBLISHED', content: payload } },
  );
  const post = created.data!.createBlogPost!;
  expect(post.content).not.toMatch(/onerror|<script|javascript:|onclick|style=/i);

  await page.goto(`/blog/${post.id}/edit`);
  const editor = page.getByRole('textbox', { name: 'Content', exact: true });
  await expect(editor.getByRole('heading', { name: 'Innocent title' })).toBeVisible();
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('document', { name: 'Post preview' });
  await expect(preview).toContainText('Overlay');
  await preview.getByText('Overlay').click();
  await expect(preview.locator('[onerror], [onclick], script, [style], a[href^="javascript"]')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(alerts).toEqual([]);

  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to delete?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL('/blog');
});
