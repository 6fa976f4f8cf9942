import { createAdminCore, preloadSession } from '@deals/admin-core';
import { createToaster } from '@deals/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { appConfig } from './config';
import { firstQueryOf } from './firstQueries';
import { createAppRouter } from './routes';
import { guardedScreenFor } from './routeTable';

/** The back-office: one admin core, toaster and router for the whole session. */
export async function mountApp(container: HTMLElement) {
  // When the app's code began to run: the e2e suite checks that the current screen was already being fetched.
  performance.mark('deals:app-start');
  // Its modules have just run, in the task that loaded them: the requests below start in a task of their own.
  await nextTask();
  const core = createAdminCore({
    uri: appConfig.graphqlUrl,
    media: appConfig.media,
    pageSize: appConfig.pageSize,
    // The reference API serves MyAccess: the app hides and disables what the role may not do.
    access: true,
    // It also keeps history: the edit screens' History panel, restore, and the admins' Activity screen.
    history: true,
    // And record versions: a stale save shows the colleague's change to review instead of overwriting it.
    versions: true,
    // And live updates: lists refresh what others change on screen, edit screens learn who changed their record.
    live: true,
  });
  // A guarded page checks the session (WhoAmI) and asks for its first data as the app starts, beside loading the
  // screen's code, not once the route is in (issue 17).
  const screen = guardedScreenFor(window.location.pathname);
  if (screen) {
    preloadSession(core);
    firstQueryOf(screen)?.(core, new URL(window.location.href));
  }
  // The page's longest task was the app's code running, then its first render, in one go (issue 17): the requests
  // above are out now, so the browser gets a turn here, and the first render is a transition React splits into
  // short slices (the shell still commits before the screen, see GuardedLayout).
  await nextTask();
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App core={core} toaster={createToaster()} router={createAppRouter(core)} />
      </StrictMode>,
    ),
  );
}

/**
 * Ends the current task. Chromium's `scheduler.yield()` continues ahead of other queued work (the screen's chunks
 * arriving), so the requests and the render are not pushed back by it; elsewhere a zero timeout.
 */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};
