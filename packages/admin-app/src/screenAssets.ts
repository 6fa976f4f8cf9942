import { SCREEN_ASSETS_ELEMENT_ID, type ScreenAssets } from '../build/screenAssetsPlugin';
import { guardedScreenFor } from './routeTable';

/**
 * Fetches the current page's screen — its JS as module preloads, its CSS as stylesheets — while the app's own chunk
 * loads, instead of once the router has started and asks for it (issue 17). When the route then imports the screen,
 * its modules are in; Vite's own preloading finds the stylesheets already in the page. Nothing is executed here, and a
 * page the table does not know, or a build without the list, simply loads as before.
 */
export function fetchCurrentScreen(doc: Document = document, pathname = window.location.pathname): string[] {
  const route = guardedScreenFor(pathname);
  const element = doc.getElementById(SCREEN_ASSETS_ELEMENT_ID);
  if (!route || !element?.textContent) return [];
  const assets = JSON.parse(element.textContent) as ScreenAssets;
  const urls = (assets.screens[route.screen] ?? []).map((index) => assets.files[index]).filter(Boolean) as string[];
  for (const url of urls) {
    const link = doc.createElement('link');
    const css = url.endsWith('.css');
    link.rel = css ? 'stylesheet' : 'modulepreload';
    if (!css) link.as = 'script';
    // The same mode as Vite's own preloads and the module imports, so the browser reuses what it fetched.
    link.crossOrigin = '';
    // After the app's own chunks, which are needed first: with six connections per host they would otherwise queue
    // behind these.
    link.fetchPriority = 'low';
    link.href = url;
    doc.head.appendChild(link);
  }
  return urls;
}
