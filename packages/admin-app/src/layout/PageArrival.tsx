import { useEffect, useRef } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';

/**
 * What every in-app navigation does, in one place. A new page starts at its top (a created record's edit screen
 * opened 69 px down, its breadcrumb and title under the top bar), and back/forward return to where the page was
 * (react-router's ScrollRestoration; updates of a list's own URL — search, filters, sort — keep their place).
 * When the page that held focus is gone (the button that saved, the row that opened), focus moves to the new page's
 * main region, so keyboard and screen-reader users carry on from its top instead of from nowhere.
 */
export function PageArrival() {
  const { pathname } = useLocation();
  const arrived = useRef(false);
  useEffect(() => {
    // The first page of a visit keeps the browser's own start (and any autofocus).
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return <ScrollRestoration />;
}
