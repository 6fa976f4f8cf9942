import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LinkState } from './fixtureFetch';
import type { ScreenStoryProps } from './ScreenStory';
import { expectFitsThePhone, phoneGlobals } from './phoneViewport';
import { signedInAs } from './roleRecording';
import { page, screenReady, SCREEN_TIMEOUT_MS, type ScreenStoryObj } from './screenMeta';

/**
 * Every route of the back-office in the states a designer reviews (issue "Designers review the product in
 * Storybook"), from one place: each state is the real screen over the recorded API answering in one way
 * (fixtureFetch's LinkState), as a viewer, or at a width or scheme. A screen's story file only names its routes:
 * `const list = listStates('/brands'); export const ListLoading = list.Loading; …` (Storybook indexes each story
 * from a named export, so the names are written out).
 *
 * Their files tag them `['!test', '!autodocs', 'screen-state']` (in the default export, where Storybook reads tags
 * without running the file): the story tests run each once, in the scheme and width it names, play and axe check
 * included but no screenshot (.storybook/vitest.setup.ts); Chromatic snapshots them when it is switched on. The hand-written screen stories beside them keep their screenshot baselines. No screen has a docs page: it would
 * run every state's whole app at once, and its props table (a URL, a scheme) tells a designer nothing.
 */

const tabletGlobals = { viewport: { value: 'tablet', isRotated: false } };
const darkGlobals = { scheme: 'dark' };
/**
 * Chromatic (.storybook/modes.ts snapshots every story light and dark at desktop and phone width): a state is
 * snapshotted at desktop width in both schemes, the phone story at phone width, the tablet story at 768 px, the dark
 * story in dark only. Story parameters merge into the project's, so the modes left out are switched off by name.
 */
const off = { disable: true };
const chromaticModes = {
  desktop: { 'light phone': off, 'dark phone': off },
  phone: { 'light desktop': off, 'dark desktop': off },
  tablet: {
    'light desktop': off,
    'dark desktop': off,
    'light phone': off,
    'dark phone': off,
    'light tablet': { scheme: 'light', viewport: 768 },
  },
  dark: { 'light desktop': off, 'light phone': off, 'dark phone': off },
};

/** What a route's stories share beyond its URL (the history capability for Activity, no session for Sign in). */
type RouteArgs = Partial<Omit<ScreenStoryProps, 'url' | 'scheme'>>;

function state(
  url: string,
  answering: LinkState,
  play: ScreenStoryObj['play'],
  extra: ScreenStoryObj = {},
  routeArgs: RouteArgs = {},
) {
  return {
    ...extra,
    args: { url, answering, ...routeArgs, ...extra.args },
    parameters: { chromatic: { modes: chromaticModes.desktop }, ...extra.parameters },
    play,
  } satisfies ScreenStoryObj;
}

/**
 * What a state shows beyond its heading (a row, an alert, a note) may arrive a while after it on a busy machine:
 * waited for as long as the screen itself, not the 15 s every story's waits get (preview.tsx).
 */
const afterTheHeading = { timeout: SCREEN_TIMEOUT_MS };

const ready: ScreenStoryObj['play'] = async ({ canvasElement }) => screenReady(canvasElement);

/** Loaded, at 390 and 768 px and in dark: what every route shows (the sign-in page too, with `signedIn: false`). */
export function widthAndSchemeStates(url: string, args: RouteArgs = {}) {
  return {
    Loaded: state(url, 'recorded', ready, {}, args),
    Phone: state(
      url,
      'recorded',
      async ({ canvasElement }) => {
        await screenReady(canvasElement);
        await expectFitsThePhone(canvasElement);
      },
      { globals: phoneGlobals, parameters: { chromatic: { modes: chromaticModes.phone } } },
      args,
    ),
    Tablet: state(
      url,
      'recorded',
      async ({ canvasElement }) => {
        await screenReady(canvasElement);
        await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(768);
      },
      { globals: tabletGlobals, parameters: { chromatic: { modes: chromaticModes.tablet } } },
      args,
    ),
    Dark: state(
      url,
      'recorded',
      async ({ canvasElement }) => {
        await screenReady(canvasElement);
        await expect(canvasElement.ownerDocument.querySelector('[data-color-scheme]')).toHaveAttribute(
          'data-color-scheme',
          'dark',
        );
      },
      { globals: darkGlobals, parameters: { chromatic: { modes: chromaticModes.dark } } },
      args,
    ),
  };
}

/** Waiting for its data: the screen's skeleton, announced as busy. */
const loading = (url: string, args: RouteArgs) =>
  state(
    url,
    'pending',
    async ({ canvasElement }) => {
      await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), {
        timeout: SCREEN_TIMEOUT_MS,
      });
    },
    {},
    args,
  );

/** The API could not answer: the error in place of the screen's content, with a way to try again. */
const loadFailed = (url: string, args: RouteArgs) =>
  state(
    url,
    'failing',
    async ({ canvas, canvasElement }) => {
      await screenReady(canvasElement);
      await expect(await canvas.findByRole('alert', {}, afterTheHeading)).toBeVisible();
    },
    {},
    args,
  );

/** A viewer: what their role may do here (read-only lists and forms, or the no-access page). */
const viewer = (url: string, args: RouteArgs, play: ScreenStoryObj['play'] = ready) =>
  state(url, 'recorded', play, { args: { recordings: signedInAs('VIEWER') } }, args);

/** A list screen (`/brands`): also before anything exists, and as a viewer. */
export function listStates(url: string, args: RouteArgs = {}) {
  return {
    ...widthAndSchemeStates(url, args),
    Loading: loading(url, args),
    Empty: state(
      url,
      'empty',
      async ({ canvas, canvasElement }) => {
        await screenReady(canvasElement);
        await expect(await canvas.findByText(/^No .+ yet$/, {}, afterTheHeading)).toBeVisible();
      },
      {},
      args,
    ),
    LoadFailed: loadFailed(url, args),
    Viewer: viewer(url, args),
  };
}

/**
 * A page drawn from what the session already holds (the profile: the signed-in person's name and email): it has no
 * loading or failed state of its own.
 */
export function sessionPageStates(url: string, args: RouteArgs = {}) {
  return { ...widthAndSchemeStates(url, args), Viewer: viewer(url, args) };
}

/** A viewer on a route their role may not open: the no-access page says so. */
const viewerWithoutAccess = (url: string, args: RouteArgs) =>
  viewer(url, args, async ({ canvas, canvasElement }) => {
    await screenReady(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "You don't have access" }, afterTheHeading),
    ).toBeVisible();
  });

/**
 * A page that is not a list or a form (the dashboard, the media library, a job's runs, an import's step).
 * `viewerOpens: false` for a page a viewer may not open (a list's import), where they get the no-access page.
 */
export function pageStates(url: string, args: RouteArgs = {}, { viewerOpens = true } = {}) {
  return {
    ...widthAndSchemeStates(url, args),
    Loading: loading(url, args),
    LoadFailed: loadFailed(url, args),
    Viewer: viewerOpens ? viewer(url, args) : viewerWithoutAccess(url, args),
  };
}

/** A create form (`/brands/new`): a viewer may not create, and is told so. */
export function newStates(url: string, args: RouteArgs = {}) {
  return { ...widthAndSchemeStates(url, args), Viewer: viewerWithoutAccess(url, args) };
}

/**
 * An edit form (`/brands/1/edit`): also a viewer's read-only form, a save refused because a colleague saved first
 * (the conflict review), and a colleague's save arriving while it is open (the live note). `viewerReads: false` for a
 * form a viewer may not open (a job's: readers have its details page; a colleague's account), where they get the
 * no-access page.
 */
export function editStates(url: string, args: RouteArgs = {}, { viewerReads = true } = {}) {
  return {
    ...widthAndSchemeStates(url, args),
    Loading: loading(url, args),
    LoadFailed: loadFailed(url, args),
    Viewer: viewerReads
      ? viewer(url, args, async ({ canvas, canvasElement }) => {
          await screenReady(canvasElement);
          await expect(await canvas.findByRole('note', {}, afterTheHeading)).toHaveTextContent(/but not change it\.$/);
        })
      : viewerWithoutAccess(url, args),
    Conflict: state(
      url,
      'conflict',
      async ({ canvas, canvasElement }) => {
        await screenReady(canvasElement);
        await waitFor(() => expect(canvasElement.querySelector('main form')).not.toBeNull(), afterTheHeading);
        const form = within(canvasElement.querySelector<HTMLElement>('main form')!);
        const [first] = await form.findAllByRole('textbox', {}, afterTheHeading);
        await userEvent.type(first!, ' 2');
        await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
        const review = { level: 2, name: /changed this .+ while you were editing$/ };
        const confirmation = { name: /Are you sure/ };
        // A live record asks first ("Are you sure you want to save?"); the refusal comes after the answer.
        await waitFor(
          () =>
            expect(
              page(canvasElement).queryByRole('alertdialog', confirmation) ?? canvas.queryByRole('heading', review),
            ).not.toBeNull(),
          afterTheHeading,
        );
        const confirm = page(canvasElement).queryByRole('alertdialog', confirmation);
        if (confirm) await userEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
        await expect(await canvas.findByRole('heading', review, afterTheHeading)).toBeVisible();
      },
      {},
      args,
    ),
    LiveChange: state(
      url,
      'live',
      async ({ canvas, canvasElement }) => {
        await screenReady(canvasElement);
        await expect(await canvas.findByText(/^Eli Editor changed this /, {}, afterTheHeading)).toBeVisible();
      },
      {},
      args,
    ),
  };
}
