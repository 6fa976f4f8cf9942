import type { Browser } from 'playwright';
import type { ApiBodies } from './apiThroughput';
import { timePages, type PageTimings, type TimedPage } from './lib/pageTimings';
import { storeTokensScript } from './lib/session';

/** A data cell of a peer's list (both render plain table cells) reading `text`. */
const cellReads = (text: string) =>
  `[...document.querySelectorAll('td')].some((cell) => cell.textContent === '${text}')`;
/** A first data row of one of our DataTables: a row header in a body that is not the loading/empty state. */
export const ourFirstRow = (grid: string) =>
  `document.querySelector('[role="grid"][aria-label="${grid}"] tbody:not([data-empty]) [role="rowheader"]')?.checkVisibility()`;

export interface PageLoadFigures {
  ours: Record<'login' | 'dashboard' | 'brands' | 'products', PageTimings>;
  peers: Record<'reactAdminList' | 'reactAdminEdit' | 'refineList' | 'refineEdit', PageTimings>;
  /** The app's own WhoAmI, FindBrands and FindProducts requests, replayed by the API step. */
  bodies: ApiBodies;
}

/**
 * Our four pages (signed in, against the seeded API) and the react-admin and Refine peers' list and edit pages, five
 * loads each in turn: blocking time, longest task, navigation → first row shown, layout shift.
 */
export async function measurePageLoads(
  browser: Browser,
  origins: { app: string; reactAdmin: string; refine: string },
  tokens: { accessToken: string; refreshToken: string },
): Promise<PageLoadFigures> {
  const signedIn = storeTokensScript(tokens);
  const targets: Record<keyof PageLoadFigures['ours'] | keyof PageLoadFigures['peers'], TimedPage> = {
    login: {
      label: 'ours: /login',
      url: `${origins.app}/login`,
      shown: `[...document.querySelectorAll('button')].some((button) => button.textContent.trim() === 'Sign in')`,
    },
    dashboard: {
      label: 'ours: dashboard (/)',
      url: `${origins.app}/`,
      // The first count card (each has a "View all" link) is the dashboard's first row of data.
      shown: `document.querySelector('[aria-label^="View all"]')?.checkVisibility()`,
      before: signedIn,
    },
    brands: { label: 'ours: /brands', url: `${origins.app}/brands`, shown: ourFirstRow('Brands'), before: signedIn },
    products: {
      label: 'ours: /products',
      url: `${origins.app}/products`,
      shown: ourFirstRow('Products'),
      before: signedIn,
    },
    reactAdminList: { label: 'react-admin: list', url: `${origins.reactAdmin}/#/brands`, shown: cellReads('Brand 1') },
    reactAdminEdit: {
      label: 'react-admin: edit',
      url: `${origins.reactAdmin}/#/brands/1`,
      shown: `document.querySelector('input[name="title"]')?.value === 'Brand 1'`,
    },
    refineList: { label: 'Refine: list', url: `${origins.refine}/?view=list`, shown: cellReads('Brand 1') },
    refineEdit: {
      label: 'Refine: edit',
      url: `${origins.refine}/?view=edit`,
      shown: `document.querySelector('input#title')?.value === 'Brand 1'`,
    },
  };
  const captured: Partial<Record<string, string>> = {};
  const keys = Object.keys(targets) as (keyof typeof targets)[];
  const timings = await timePages(browser, Object.values(targets), 5, {
    onPage: (_, page) =>
      page.on('request', (request) => {
        if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
        const body = request.postData() ?? '';
        const name = (JSON.parse(body) as { operationName?: string }).operationName;
        if (name && !captured[name]) captured[name] = body;
      }),
  });
  const byKey = Object.fromEntries(keys.map((key, index) => [key, timings[index]!]));
  const bodyOf = (name: string) => {
    const body = captured[name];
    if (!body) throw new Error(`The app sent no ${name} request while its pages loaded.`);
    return body;
  };
  return {
    ours: { login: byKey.login!, dashboard: byKey.dashboard!, brands: byKey.brands!, products: byKey.products! },
    peers: {
      reactAdminList: byKey.reactAdminList!,
      reactAdminEdit: byKey.reactAdminEdit!,
      refineList: byKey.refineList!,
      refineEdit: byKey.refineEdit!,
    },
    bodies: { whoAmI: bodyOf('WhoAmI'), brandList: bodyOf('FindBrands'), productList: bodyOf('FindProducts') },
  };
}
