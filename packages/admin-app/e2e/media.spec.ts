import { expect, test } from '@playwright/test';
import { signIn } from './session';

// An 8×8 purple PNG: a real image the upload endpoint decodes and thumbnails.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mOosXqLFTEMLQkA0eBowQ14M9QAAAAASUVORK5CYII=',
  'base64',
);

test('files are uploaded into a folder with progress, then bulk-deleted behind the delete confirmation', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto('/media-library');
  await page.getByRole('group', { name: 'Folders' }).getByRole('button', { name: 'brands' }).click();
  await expect(page).toHaveURL('/media-library?folder=%2Fbrands');
  const grid = page.getByRole('grid', { name: 'Files in /brands' });
  await expect(grid.getByRole('row').first()).toBeVisible();
  const before = await grid.getByRole('row').count();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'e2e-logo-one.png', mimeType: 'image/png', buffer: PNG },
    { name: 'e2e-logo-two.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByText('2 files uploaded')).toBeVisible();
  const uploaded = grid.getByRole('row', { name: /e2e-logo/ });
  await expect(uploaded).toHaveCount(2);

  for (const row of await uploaded.all()) await row.getByRole('checkbox').check({ force: true });
  const bar = page.getByRole('toolbar', { name: 'Selected files' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete?' });
  await expect(dialog).toContainText('2 selected files will be deleted.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Files deleted', { exact: true })).toBeVisible();
  await expect(grid.getByRole('row', { name: /e2e-logo/ })).toHaveCount(0);
  await expect(grid.getByRole('row')).toHaveCount(before);
});

test('a brand logo is picked from the media library inside the form', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/brands/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Picked Logo Co');
  await page.getByRole('button', { name: 'Media library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an image' });
  await dialog.getByRole('grid').getByRole('row').first().dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Create brand' }).click();
  await expect(page.getByText('Brand created')).toBeVisible();
  // The toast comes before the move to the new brand's edit page: reload only once there, as a person would.
  await expect(page).toHaveURL(/\/brands\/\d+\/edit$/);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Logo' })).toContainText('/media/brands/');
});
