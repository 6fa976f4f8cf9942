import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright';
import { benchFeedCsv } from './feedFigures';

/**
 * The peers' way with feeds, measured in Chromium against the same API, for issue 29's comparison:
 * - import as Refine's `useImport` does it: papaparse reads the whole file on the page's main thread, then every row
 *   is one `create` call, all sent at once (its default batch size, on a data provider without `createMany` — the
 *   spec's API has none). No preview, no dry run, nothing kept if the tab closes. The parse is timed on the whole
 *   feed; the creates on a sample, whose rate gives the whole feed's time;
 * - export as react-admin's `ExportButton` does it: its first 1,000 records (its `maxResults`), read page by page
 *   through the list query (100 rows a page, the API's largest), and written to CSV with papaparse on the page.
 */
export interface BrowserSideFeedFigures {
  rows: number;
  parseSeconds: number;
  createSample: number;
  createsPerSecond: number;
  /** The whole feed's time at that rate: the parse plus every create. */
  importSeconds: number;
  exportRows: number;
  exportSeconds: number;
}

const benchDir = dirname(fileURLToPath(import.meta.url));
const papaparse = () => {
  const fromCore = createRequire(join(benchDir, '../packages/admin-core/package.json'));
  return readFileSync(fromCore.resolve('papaparse/papaparse.min.js'), 'utf8');
};

export async function measureBrowserSideFeeds(
  browser: Browser,
  api: string,
  token: string,
  { rows, createSample = 1000 }: { rows: number; createSample?: number },
): Promise<BrowserSideFeedFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    // On the API's own origin, so the page's requests need no CORS grant.
    await page.goto(`${api}/health`);
    await page.addScriptTag({ content: papaparse() });
    // The bench runs under tsx, whose functions call its `__name` helper: the page gets one that does nothing.
    await page.evaluate('globalThis.__name = (target) => target');
    const csv = benchFeedCsv(rows, `browser-side-${Date.now()}`);
    return await page.evaluate(
      async ({ csv, token, createSample }) => {
        type Papa = {
          parse: (text: string, options: object) => { data: Record<string, string>[] };
          unparse: (rows: object[]) => string;
        };
        const Papa = (globalThis as unknown as { Papa: Papa }).Papa;
        const graphql = async (query: string, variables: object = {}) => {
          const response = await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query, variables }),
          });
          const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
          if (!body.data) throw new Error(JSON.stringify(body.errors));
          return body.data;
        };
        const parseStarted = performance.now();
        const parsed = Papa.parse(csv, { header: true, skipEmptyLines: true }).data;
        const parseSeconds = (performance.now() - parseStarted) / 1000;
        // The person maps the brand column to an existing brand (useImport's `mapData`).
        const brands = (await graphql('{ findBrands(search: "Lumio", limit: 1) { items { id } } }')) as {
          findBrands: { items: { id: string }[] };
        };
        const brandId = brands.findBrands.items[0]?.id ?? null;
        const createStarted = performance.now();
        await Promise.all(
          parsed.slice(0, createSample).map((row) =>
            graphql('mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
              input: {
                title: row.Title,
                slug: row.Slug,
                price: Number(row.Price),
                currency: row.Currency,
                dealUrl: row['Deal URL'],
                brandId,
              },
            }),
          ),
        );
        const createsPerSecond = createSample / ((performance.now() - createStarted) / 1000);

        const exportStarted = performance.now();
        const records: object[] = [];
        for (let skip = 0; skip < 1000; skip += 100) {
          const page = (await graphql(
            `
              query ($skip: Int!) {
                findProducts(skip: $skip, limit: 100, sort: { field: CREATED_AT, order: DESC }) {
                  items {
                    id
                    title
                    slug
                    price
                    salePrice
                    currency
                    dealUrl
                    couponCode
                    active
                    featured
                    expiresAt
                  }
                }
              }
            `,
            { skip },
          )) as { findProducts: { items: object[] } };
          records.push(...page.findProducts.items);
        }
        const file = new Blob([Papa.unparse(records)], { type: 'text/csv' });
        const exportSeconds = (performance.now() - exportStarted) / 1000;
        return {
          rows: parsed.length,
          parseSeconds,
          createSample,
          createsPerSecond,
          importSeconds: parseSeconds + parsed.length / createsPerSecond,
          exportRows: records.length,
          exportSeconds: file.size > 0 ? exportSeconds : Number.NaN,
        };
      },
      { csv, token, createSample },
    );
  } finally {
    await context.close();
  }
}
