import type { FeedEntity } from '@deals/admin-core';
import { feedCsv, importOf, recentImportsOf, rowsOf } from './importScenarios';
import type { Scenario } from './scenarios';

/** The lists imported beside products, in the sidebar's order. */
export type ListFeedEntity = Exclude<FeedEntity, 'PRODUCT'>;
export type ListImportStep = 'report' | 'dryRun' | 'mapping';

/**
 * The brands', categories' and stores' import recordings (recordImports.ts), made after the products' five: for each
 * list, one partner feed checked (the dry run, all new), then applied (the report), then uploaded (the columns to map),
 * in this order, so each has its own id and its own recorded answer.
 */
export const LIST_IMPORTS = {
  BRAND: { dryRun: '6', report: '7', mapping: '8' },
  CATEGORY: { dryRun: '9', report: '10', mapping: '11' },
  STORE: { dryRun: '12', report: '13', mapping: '14' },
} as const satisfies Record<ListFeedEntity, Record<ListImportStep, string>>;

/** What each step's screen asks once its import is there; the start screen's list once all three are made. */
export function listImportScenarios(entity: ListFeedEntity): Record<ListImportStep | 'start', Scenario[]> {
  const ids = LIST_IMPORTS[entity];
  return {
    dryRun: [importOf(ids.dryRun), rowsOf(ids.dryRun, { planned: ['REJECT'] })],
    report: [importOf(ids.report), rowsOf(ids.report, { outcome: ['REJECT'] })],
    mapping: [importOf(ids.mapping)],
    start: [recentImportsOf(entity)],
  };
}

const LONG_NAME = `Northern Lights Outdoor Equipment and Apparel Company of the Greater Scandinavian Region ${'Ltd '.repeat(12)}`;

/**
 * A partner's small feed per list, as it comes: good rows among a few bad ones, each refused with the message the
 * list's form gives (a missing name, a name past the title's 120 characters, a logo that is no web address, an
 * active flag that is neither yes nor no, a parent category the catalogue does not have).
 */
export const LIST_FEEDS: Record<ListFeedEntity, { feedName: string; csv: string }> = {
  BRAND: {
    feedName: 'Partner brands',
    csv: feedCsv(
      ['Name', 'Image URL', 'Active'],
      [
        ['Fjordline', 'https://partner.example/logos/fjordline.png', 'yes'],
        ['Copperleaf', 'https://partner.example/logos/copperleaf.png', 'yes'],
        ['', 'https://partner.example/logos/unnamed.png', 'yes'],
        ['Saltmarsh', 'logo-saltmarsh.png', 'yes'],
        ['Quillon', '', 'no'],
        ['Hearthstone', 'https://partner.example/logos/hearthstone.png', 'maybe'],
        ['Bramblewood', '', 'yes'],
        [LONG_NAME, '', 'yes'],
        ['Tidewater', 'https://partner.example/logos/tidewater.png', 'yes'],
        ['Ember & Oak', '', 'no'],
      ],
    ),
  },
  CATEGORY: {
    feedName: 'Partner categories',
    csv: feedCsv(
      ['Name', 'Parent', 'Image URL'],
      [
        ['Coffee Makers', 'home/kitchen', 'https://partner.example/categories/coffee.png'],
        ['Aquariums', 'Pet Supplies', ''],
        ['Gaming Laptops', 'electronics/computers', ''],
        ['', 'home/furniture', ''],
        ['Bookshelves', 'home/furniture', 'shelves.png'],
        ['Earbuds', 'electronics/audio', ''],
        ['Rain Jackets', 'fashion/women', ''],
        ['Desk Lamps', 'home/lighting', ''],
      ],
    ),
  },
  STORE: {
    feedName: 'Partner stores',
    csv: feedCsv(
      ['Name', 'Active'],
      [
        ['Harbour Outlet', 'yes'],
        ['Lantern Market', 'yes'],
        ['', 'yes'],
        ['Corner Deals', 'sometimes'],
        ['Riverside Shop', 'no'],
        [LONG_NAME, 'yes'],
        ['Meadow Store', 'yes'],
        ['Summit Outlet', 'yes'],
      ],
    ),
  },
};
