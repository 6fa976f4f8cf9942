import {
  FeedImportDocument,
  FeedImportRowsDocument,
  FeedImportsDocument,
  FeedLimitsDocument,
  type FeedEntity,
  type FeedImportRowFilter,
} from '@deals/admin-core';
import type { Scenario } from './scenarios';

/**
 * The import wizard's recordings: real imports driven through the API (recordImports.ts), each left at one step of the
 * wizard, in the order the recorder makes them, so each has its own id and its own recorded answer.
 */
export const WIZARD_IMPORTS = {
  /** Applied: the report with its counts and rejected rows. */
  report: '1',
  /** Applied, then undone. */
  undone: '2',
  /** Checked: the dry run's findings, nothing written. */
  dryRun: '3',
  /** Uploaded: the columns to map. */
  mapping: '4',
  /** Applying under the recorder's write rate, recorded between two batches. */
  applying: '5',
} as const;

export type WizardStep = keyof typeof WIZARD_IMPORTS;

export const importOf = (id: string): Scenario => ({ document: FeedImportDocument, variables: { id } });

/** An import's rows as the wizard's tables ask for them: the first page of 25. */
export const rowsOf = (id: string, filter: FeedImportRowFilter): Scenario => ({
  document: FeedImportRowsDocument,
  variables: { id, filter, skip: 0, limit: 25 },
});

/** What each import's screen asks once it has reached its step. */
export const WIZARD_STEP_SCENARIOS: Record<WizardStep, Scenario[]> = {
  report: [importOf(WIZARD_IMPORTS.report), rowsOf(WIZARD_IMPORTS.report, { outcome: ['REJECT'] })],
  undone: [importOf(WIZARD_IMPORTS.undone), rowsOf(WIZARD_IMPORTS.undone, { outcome: ['REJECT'] })],
  dryRun: [importOf(WIZARD_IMPORTS.dryRun), rowsOf(WIZARD_IMPORTS.dryRun, { planned: ['REJECT'] })],
  mapping: [importOf(WIZARD_IMPORTS.mapping)],
  applying: [importOf(WIZARD_IMPORTS.applying)],
};

/** The start screen's list of one entity's recent imports, as it asks for its first page. */
export const recentImportsOf = (entity: FeedEntity): Scenario => ({
  document: FeedImportsDocument,
  variables: { filter: { entity }, skip: 0, limit: 10 },
});

/** The start screen's queries, recorded while the applying import is at work: its list shows how far it got. */
export const WIZARD_START_SCENARIOS: Scenario[] = [{ document: FeedLimitsDocument }, recentImportsOf('PRODUCT')];

const csvLine = (cells: readonly string[]) =>
  cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');

/** A CSV file as a partner's export writes it: a header line, then the rows, CRLF line ends. */
export const feedCsv = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  `${[header, ...rows].map(csvLine).join('\r\n')}\r\n`;

const HEADER = ['Name', 'Slug', 'Price', 'Sale price', 'Currency', 'Link', 'Brand'];
const GOODS = ['Pour-over kettle', 'Trail daypack', 'Desk lamp', 'Wool throw', 'Chef knife', 'Running cap'];
const BRANDS = ['Lumio', 'Nordhaus', 'Kestrel', 'Arclight', 'Brightwell'];

/**
 * A partner's feed of 30 products as they come: a price in words, a missing name, a brand the catalogue does not
 * have, a negative price and a sale price above the price, among 25 good rows. `prefix` keeps each import's slugs
 * its own, so one import's products are new to the next.
 */
export function messyPartnerFeed(prefix: string): string {
  const rows = Array.from({ length: 30 }, (_, index) => {
    const name = `${GOODS[index % GOODS.length]} ${index + 1}`;
    const slug = `${prefix}-${index + 1}`;
    const price = (19 + index * 3).toFixed(2);
    return [
      name,
      slug,
      price,
      index % 4 === 0 ? (15 + index * 2).toFixed(2) : '',
      'EUR',
      `https://partner.example/${slug}`,
      BRANDS[index % BRANDS.length]!,
    ];
  });
  rows[3]![2] = 'twenty';
  rows[8]![0] = '';
  rows[14]![6] = 'Nobody Inc';
  rows[19]![2] = '-4.00';
  rows[24]![3] = '999.00';
  return feedCsv(HEADER, rows);
}

/** `count` good rows: an import long enough to be seen at work between two batches. */
export function largePartnerFeed(prefix: string, count: number): string {
  const rows = Array.from({ length: count }, (_, index) => {
    const slug = `${prefix}-${index + 1}`;
    return [
      `Clearance item ${index + 1}`,
      slug,
      (5 + (index % 90)).toFixed(2),
      '',
      'EUR',
      `https://partner.example/${slug}`,
      'Lumio',
    ];
  });
  return feedCsv(HEADER, rows);
}
