import { expect, test, type Locator, type Page } from '@playwright/test';
import { graphqlAs } from './staff';
import { expectDashboard, signIn, VIEWER } from './session';

/** Lazy screens on a busy machine: wait as long as a person would for the page to arrive. */
const SCREEN = { timeout: 20_000 };

// Every edit form a viewer may open, each tried control by control.
test.describe.configure({ timeout: 300_000 });

const DRAFT_PREFIX = 'deals-admin:draft:';

/** The edit form of the first record of every resource a viewer may read (jobs and users are closed to them). */
async function viewerForms(page: Page) {
  const first = '(limit: 1) { items { id } }';
  const data = await graphqlAs<Record<string, { items: { id?: string; slug?: string }[] }>>(
    page,
    `{ products: findProducts${first} brands: findBrands${first} categories: findCategories${first}
      stores: findStores${first} organizations: findOrganizations${first} banners: findBannerCarousels${first}
      productCarousels: findProductCarousels${first} menus: findFeaturedMenus${first} posts: findBlogPosts${first}
      sales: findSales(limit: 1) { items { slug } } }`,
  );
  const id = (key: string) => data[key]!.items[0]!.id!;
  return [
    `/products/${id('products')}/edit`,
    `/brands/${id('brands')}/edit`,
    `/categories/${id('categories')}/edit`,
    `/stores/${id('stores')}/edit`,
    `/organizations/${id('organizations')}/edit`,
    `/sales/${data.sales!.items[0]!.slug}/edit`,
    `/carousel/banner-carousel/${id('banners')}/edit`,
    `/carousel/product-carousel/${id('productCarousels')}/edit`,
    `/featured-menu/${id('menus')}/edit`,
    `/blog/${id('posts')}/edit`,
  ];
}

async function openReadOnlyForm(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await expect(page.getByRole('note')).toContainText('but not change it', SCREEN);
  const form = page.locator('main form');
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeVisible();
  // The rich-text editor arrives in a chunk of its own, and a picker may still be loading what it shows.
  await expect(form.getByText(/^Loading the .* editor$/)).toHaveCount(0, SCREEN);
  await expect(form.locator('[placeholder="Loading…"]')).toHaveCount(0, SCREEN);
  return form;
}

/** What every control of the form shows, to compare before and after a person tried to change it. */
const snapshot = (form: Locator) =>
  form.evaluate((element) =>
    [...element.querySelectorAll('input, textarea, [contenteditable], [role="spinbutton"], [aria-haspopup="listbox"]')]
      .map((control) => {
        if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
          return String(control.checked);
        if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) return control.value;
        return control.textContent ?? '';
      })
      .join('\n'),
  );

/**
 * The snapshot once the form has finished drawing: a control mounted late (the rich-text editor of a tab panel arrives
 * in a chunk of its own, after the panel) must not be read half-drawn. Nothing loading, and three equal reads.
 */
async function settledSnapshot(form: Locator) {
  const reads: string[] = [];
  await expect
    .poll(
      async () => {
        const loading = await form.locator('[placeholder="Loading…"]').count();
        const editors = await form.getByText(/^Loading the .* editor$/).count();
        reads.push(loading + editors > 0 ? `loading ${reads.length}` : await snapshot(form));
        return reads.length >= 3 && new Set(reads.slice(-3)).size === 1;
      },
      { ...SCREEN, intervals: [250] },
    )
    .toBe(true);
  return reads.at(-1)!;
}

/** Read-only as assistive technology hears it: the native attribute, or aria-readonly on it or its group. */
const isReadOnly = (control: Locator) =>
  control.evaluate(
    (element) =>
      element.hasAttribute('readonly') ||
      element.getAttribute('aria-readonly') === 'true' ||
      element.closest('[aria-readonly="true"]') !== null,
  );

/** Focus, End, typing, a paste-like insert and the arrows: nothing of it may reach the value. */
async function typeInto(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('Zq');
  await page.keyboard.insertText('pasted');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Delete');
}

/** A paste from the clipboard, as the browser delivers it (ProseMirror reads the event, not the keys). */
const pasteInto = (control: Locator) =>
  control.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'pasted text');
    data.setData('text/html', '<p>pasted text</p>');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });

/** The control's accessible name, for messages. */
const nameOf = (control: Locator) =>
  control.evaluate((element) => {
    const labelledBy = element.getAttribute('aria-labelledby')?.split(' ');
    const byId = labelledBy?.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : undefined;
    return (element.getAttribute('aria-label') ?? label ?? byId ?? element.textContent ?? '').trim();
  });

const valueOf = (control: Locator) =>
  control.evaluate((element) =>
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : element.innerHTML,
  );

/**
 * Tries every control in the form by mouse, keyboard and paste, checking each stays focusable and unchanged. The
 * checks read the page as it is (the form has loaded), so each control's verdict is immediate.
 */
async function tryEveryControl(page: Page, form: Locator) {
  for (const box of await form.getByRole('textbox').all()) {
    const name = `textbox "${await nameOf(box)}"`;
    const before = await valueOf(box);
    // Readable and copyable: focusable, not disabled.
    expect.soft(await box.isDisabled(), `${name} is not disabled`).toBe(false);
    expect.soft(await box.isEditable(), `${name} is not editable`).toBe(false);
    expect.soft(await isReadOnly(box), `${name} says it is read-only`).toBe(true);
    await box.click({ force: true });
    await typeInto(page, box);
    await pasteInto(box);
    expect.soft(await valueOf(box), `${name} kept its value`).toBe(before);
  }

  for (const combobox of await form.getByRole('combobox').all()) {
    const name = `combobox "${await nameOf(combobox)}"`;
    const before = await combobox.inputValue();
    expect.soft(await combobox.isDisabled(), `${name} is not disabled`).toBe(false);
    expect.soft(await isReadOnly(combobox), `${name} says it is read-only`).toBe(true);
    await combobox.click({ force: true });
    await typeInto(page, combobox);
    await page.keyboard.press('ArrowDown');
    expect.soft(await page.getByRole('listbox').count(), `${name} opens no options`).toBe(0);
    await page.keyboard.press('Escape');
    expect.soft(await combobox.inputValue(), `${name} kept its value`).toBe(before);
  }

  for (const trigger of await form.locator('button[aria-haspopup="listbox"]').all()) {
    const name = `select "${await nameOf(trigger)}"`;
    const before = await trigger.textContent();
    expect.soft(await trigger.isDisabled(), `${name} is not disabled`).toBe(false);
    await trigger.click({ force: true });
    expect.soft(await page.getByRole('listbox').count(), `${name} opens no options on a click`).toBe(0);
    await page.keyboard.press('Escape');
    await trigger.focus();
    for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'u', 'e', 'Enter']) await page.keyboard.press(key);
    expect.soft(await page.getByRole('listbox').count(), `${name} opens no options from the keyboard`).toBe(0);
    await page.keyboard.press('Escape');
    expect.soft(await trigger.textContent(), `${name} kept its value`).toBe(before);
  }

  for (const toggle of [...(await form.getByRole('switch').all()), ...(await form.getByRole('checkbox').all())]) {
    const name = `switch or checkbox "${await nameOf(toggle)}"`;
    const before = await toggle.isChecked();
    expect.soft(await toggle.isDisabled(), `${name} is not disabled`).toBe(false);
    expect.soft(await toggle.getAttribute('aria-readonly'), `${name} says it is read-only`).toBe('true');
    // The label is what a person clicks.
    await toggle.locator('xpath=ancestor::label').click({ force: true });
    await toggle.focus();
    await page.keyboard.press('Space');
    expect.soft(await toggle.isChecked(), `${name} kept its state`).toBe(before);
  }

  for (const group of await form.getByRole('radiogroup').all()) {
    expect.soft(await group.getAttribute('aria-readonly'), 'a radio group says it is read-only').toBe('true');
    const radios = await group.getByRole('radio').all();
    const before = await Promise.all(radios.map((radio) => radio.isChecked()));
    for (const radio of radios) await radio.locator('xpath=ancestor::label').click({ force: true });
    await radios[0]!.focus();
    await page.keyboard.press('ArrowRight');
    expect
      .soft(await Promise.all(radios.map((radio) => radio.isChecked())), 'a radio group kept its choice')
      .toEqual(before);
  }

  for (const segment of await form.getByRole('spinbutton').all()) {
    const name = `date segment "${await nameOf(segment)}"`;
    const before = await segment.textContent();
    expect.soft(await segment.getAttribute('aria-readonly'), `${name} says it is read-only`).toBe('true');
    await segment.focus();
    for (const key of ['ArrowUp', 'ArrowDown', '1', 'Backspace']) await page.keyboard.press(key);
    expect.soft(await segment.textContent(), `${name} kept its value`).toBe(before);
  }

  // Nothing that adds, removes, moves, uploads, picks or formats is offered.
  const changing = form.getByRole('button', {
    name: /^(Upload|Media library|From URL|Remove|Add|Drag|Move|Clear|Open calendar|Show options|Edit|Bold|Undo)\b/,
  });
  const offered = await changing.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent),
  );
  expect.soft(offered, 'no button that changes the record').toEqual([]);
  expect.soft(await form.getByRole('toolbar').count(), 'no formatting toolbar').toBe(0);
}

/**
 * The frames of the text-like controls (text, number, select, combobox, date, tags, rich text): one read-only look,
 * read as the first painted background from the control outwards.
 */
const frameBackgrounds = (form: Locator) =>
  form.evaluate((element) => {
    // A date segment paints itself only to show focus: its frame is what it sits in.
    const painted = (control: Element) => {
      const start = control.getAttribute('role') === 'spinbutton' ? control.parentElement : control;
      for (let node: Element | null = start; node && node !== element; node = node.parentElement) {
        const background = getComputedStyle(node).backgroundColor;
        if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') return background;
      }
      return 'none';
    };
    const controls = element.querySelectorAll(
      'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([tabindex="-1"]), textarea, [contenteditable], button[aria-haspopup="listbox"], [role="spinbutton"]',
    );
    return Object.fromEntries(
      [...controls].map((control, index) => [
        `${control.tagName.toLowerCase()}#${index} ${control.getAttribute('aria-label') ?? control.id}`,
        painted(control),
      ]),
    );
  });

async function walkEveryForm(page: Page) {
  await page.goto('/login');
  await signIn(page, VIEWER);
  await expectDashboard(page);
  for (const path of await viewerForms(page)) {
    await test.step(path, async () => {
      const form = await openReadOnlyForm(page, path);
      const before = await settledSnapshot(form);
      await tryEveryControl(page, form);
      const backgrounds = Object.entries(await frameBackgrounds(form));
      expect.soft(new Set(backgrounds.map(([, background]) => background)).size, JSON.stringify(backgrounds)).toBe(1);
      expect.soft(await snapshot(form), `${path}: the form shows what it loaded`).toBe(before);
      await expect.soft(form.getByRole('button', { name: 'Save changes' })).toHaveAttribute('aria-disabled', 'true');
      // Nothing is kept for someone who may not save, and a reload shows the record as the server has it.
      const drafts = await page.evaluate(
        (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
        DRAFT_PREFIX,
      );
      expect.soft(drafts, `${path}: no draft kept`).toEqual([]);
      await page.reload();
      const reloaded = await openReadOnlyForm(page, path);
      // What a person waits for after a reload: the record as it was, every control drawn.
      await expect.soft.poll(() => snapshot(reloaded), { ...SCREEN, message: `${path}: after a reload` }).toBe(before);
    });
  }
}

test('a viewer can read, focus and copy every control of every form, and change none of them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await walkEveryForm(page);
});

test('on a phone a viewer changes nothing either', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await walkEveryForm(page);
});

test('a draft kept before the role became read-only is not applied', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, VIEWER);
  await expectDashboard(page);
  const [productForm] = await viewerForms(page);
  const id = /\/products\/(\d+)\/edit/.exec(productForm!)![1];
  const { findProductById: product } = await graphqlAs<{ findProductById: { featured: boolean } }>(
    page,
    'query($id: ID!) { findProductById(id: $id) { featured } }',
    { id },
  );
  // A draft left on this browser while the person could still save (or by a colleague signed in before).
  await page.evaluate(
    ([key, draft]) => localStorage.setItem(key!, draft!),
    [DRAFT_PREFIX + productForm, JSON.stringify({ featured: !product.featured, title: 'Kept from before' })],
  );
  const form = await openReadOnlyForm(page, productForm!);
  await expect(form.getByRole('textbox', { name: 'Title', exact: true })).not.toHaveValue('Kept from before');
  const featured = form.getByRole('switch', { name: 'Featured' });
  await (product.featured ? expect(featured).toBeChecked() : expect(featured).not.toBeChecked());
  await expect(page.getByText('Your unsaved changes from an earlier visit are back')).toHaveCount(0);
});
