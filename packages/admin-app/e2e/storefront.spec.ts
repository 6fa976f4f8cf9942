import { expect, test, type Page } from '@playwright/test';
import { signIn } from './session';

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

async function confirm(page: Page, name: string, button: string) {
  await page.getByRole('alertdialog', { name }).getByRole('button', { name: button }).click();
}

/** Adds a slide through its dialog: image from the media library, link and alt text. */
async function addSlide(page: Page, link: string, alt: string) {
  await page.getByRole('button', { name: 'Add slide' }).click();
  const dialog = page.getByRole('dialog', { name: 'New slide' });
  await dialog.getByRole('button', { name: 'Media library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('grid').getByRole('row').first().dblclick();
  await expect(picker).toBeHidden();
  await dialog.getByRole('textbox', { name: 'Link' }).fill(link);
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill(alt);
  await dialog.getByRole('button', { name: 'Add slide' }).click();
  await expect(dialog).toBeHidden();
}

test('a banner carousel is created with reordered slides, edited and deleted', async ({ page }) => {
  await page.goto('/carousel/banner-carousel');
  await page.getByRole('link', { name: 'New banner carousel' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E spring hero');
  await page.getByRole('button', { name: 'Create banner carousel' }).click();
  await expect(page.getByText('Add at least one slide.')).toBeVisible();

  await addSlide(page, '/sales/e2e-one', 'First slide');
  await addSlide(page, 'https://shop.example/two', 'Second slide');
  const slides = page.getByRole('grid', { name: 'Slides' });
  await slides.getByRole('button', { name: 'Move Second slide up' }).click();
  await expect(slides.getByRole('row').first()).toContainText('Second slide');
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('1 / 2 · Second slide');

  await page.getByRole('button', { name: 'Create banner carousel' }).click();
  await expect(page).toHaveURL(/\/carousel\/banner-carousel\/\d+\/edit$/);
  await expect(page.getByText('Banner carousel created')).toBeVisible();
  await page.reload();
  await expect(slides.getByRole('row').first()).toContainText('Second slide');
  await expect(slides.getByRole('row').nth(1)).toContainText('First slide');

  await slides.getByRole('button', { name: 'Edit First slide' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit slide' });
  await edit.getByRole('textbox', { name: 'Alt text' }).fill('First slide, renamed');
  await edit.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await confirm(page, 'Are you sure you want to save?', 'Save');
  await expect(page.getByText('Banner carousel saved')).toBeVisible();
  await page.reload();
  await expect(slides).toContainText('First slide, renamed');

  await page.getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Are you sure you want to delete?', 'Delete');
  await expect(page).toHaveURL('/carousel/banner-carousel');
  await expect(page.getByRole('grid', { name: 'Banner carousels' })).not.toContainText('E2E spring hero');
});

test('a product carousel keeps its products in the chosen order', async ({ page }) => {
  await page.goto('/carousel/product-carousel/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E gift ideas');
  const search = page.getByRole('combobox', { name: 'Add a product' });
  for (const term of ['Kettle', 'Helmet', 'Backpack']) {
    await search.fill(term);
    await page.getByRole('option').first().click();
    // The search stays open for the next product; Escape closes it.
    await page.keyboard.press('Escape');
  }
  const products = page.getByRole('grid', { name: 'Products in display order' });
  await expect(products.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('3 of at most 30 products.')).toBeVisible();
  const firstTitle = (await products.getByRole('row').first().locator('strong').textContent()) ?? '';
  await products.getByRole('button', { name: `Move ${firstTitle} down` }).click();
  await expect(products.getByRole('row').nth(1)).toContainText(firstTitle);
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: 'Create product carousel' }).click();
  await expect(page).toHaveURL(/\/carousel\/product-carousel\/\d+\/edit$/);
  await page.reload();
  await expect(products.getByRole('row').nth(1)).toContainText(firstTitle);

  await products.getByRole('button', { name: `Remove ${firstTitle}` }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await confirm(page, 'Are you sure you want to save?', 'Save');
  await expect(page.getByText('Product carousel saved')).toBeVisible();
  await page.reload();
  await expect(products.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Are you sure you want to delete?', 'Delete');
  await expect(page).toHaveURL('/carousel/product-carousel');
});

test('a featured menu is created, edited and deleted', async ({ page }) => {
  await page.goto('/featured-menu/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E quick links');
  for (const [label, url] of [
    ['Deals', '/deals'],
    ['Gifts', 'https://shop.example/gifts'],
  ]) {
    await page.getByRole('button', { name: 'Add item' }).click();
    const dialog = page.getByRole('dialog', { name: 'New item' });
    await dialog.getByRole('textbox', { name: 'Label' }).fill(label!);
    await dialog.getByRole('textbox', { name: 'Link' }).fill(url!);
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByRole('button', { name: 'Create menu' }).click();
  await expect(page).toHaveURL(/\/featured-menu\/\d+\/edit$/);
  await expect(page.getByText('Menu created')).toBeVisible();

  const items = page.getByRole('grid', { name: 'Menu items' });
  await items.getByRole('button', { name: 'Move Gifts up' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await confirm(page, 'Are you sure you want to save?', 'Save');
  await expect(page.getByText('Menu saved')).toBeVisible();
  await page.goto('/featured-menu?search=E2E');
  await expect(page.getByRole('grid', { name: 'Featured menus' })).toContainText('Gifts · Deals');
  await page.getByRole('grid', { name: 'Featured menus' }).getByRole('rowheader', { name: 'E2E quick links' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Are you sure you want to delete?', 'Delete');
  await expect(page).toHaveURL('/featured-menu');
  await expect(page.getByText('Menu deleted')).toBeVisible();
});

test('a new page layout goes live, and an earlier version is made live again', async ({ page }) => {
  await page.goto('/page-layout?for=DEALS');
  const layouts = page.getByRole('grid', { name: 'Page layouts' });
  const previous = layouts.getByRole('row').filter({ hasText: 'Live' });
  await expect(previous).toHaveCount(1);
  const previousName = (await previous.getByRole('rowheader').textContent()) ?? '';
  const previousRow = layouts
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: previousName, exact: true }) });

  await page.getByRole('link', { name: 'New layout' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E deals week');
  await page.getByRole('button', { name: /Page/ }).click();
  await page.getByRole('option', { name: 'Deals page' }).click();
  await page.getByRole('combobox', { name: 'Add a banner carousel' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Section type/ }).click();
  await page.getByRole('option', { name: 'Sale' }).click();
  await page.getByRole('combobox', { name: 'Add a sale' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  const sections = page.getByRole('grid', { name: 'Sections, top of the page first' });
  await expect(sections.getByRole('row')).toHaveCount(2);
  await sections.getByRole('button', { name: /^Move Sale: .* up$/ }).click();
  await expect(sections.getByRole('row').first()).toContainText('Sale:');
  await expect(page.getByRole('region', { name: 'Page preview' }).getByRole('listitem').first()).toContainText('Sale');

  await page.getByRole('button', { name: 'Create layout' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to save?' });
  await expect(dialog).toContainText('becomes the live layout of the deals page');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/page-layout?for=DEALS');
  await expect(layouts.getByRole('row', { name: /E2E deals week/ })).toContainText('Live');
  await expect(previousRow).toContainText('Earlier version');

  await page.getByRole('button', { name: `Make live: ${previousName}` }).click();
  await confirm(page, 'Are you sure?', 'Confirm');
  await expect(page.getByText('Layout is live')).toBeVisible();
  await expect(previousRow).toContainText('Live');
  await expect(layouts.getByRole('row', { name: /E2E deals week/ })).toContainText('Earlier version');
});
