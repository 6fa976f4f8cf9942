import type { Locator, Page } from '@playwright/test';

/** A count of a summary (`Dry run counts`, `Import counts`) by its label. */
export const countIn = (page: Page, summary: string, label: string): Locator =>
  page
    .getByLabel(summary)
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
