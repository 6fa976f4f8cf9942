import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { recordPreviewEvents, type PreviewEvent } from './previewEvents';
import { readBuiltIndex, type IndexEntry } from './storybookIndex';
import { reviewViewports } from '../viewports';

const buildDir = process.env.STORYBOOK_CHECK_DIR
  ? `${process.env.STORYBOOK_CHECK_DIR.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../../storybook-static/', import.meta.url));
// STORYBOOK_CHECK_ONLY (a regular expression on story ids) checks a part of the build, e.g. `screens-brands`.
const only = process.env.STORYBOOK_CHECK_ONLY ? new RegExp(process.env.STORYBOOK_CHECK_ONLY) : null;
const entries = readBuiltIndex(`${buildDir}index.json`).filter((entry) => !only || only.test(entry.id));
const require = createRequire(import.meta.url);
// axe-core as @axe-core/playwright ships it: the same engine and rules as the stories' a11y checks.
const axePath = createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js');
/**
 * Left out of the docs pages' axe run: react-aria's spent live announcements (as the stories' a11y parameters leave
 * them out), the colour page's samples, which draw failing pairs on purpose to show them, and Storybook's props and
 * controls table (`.docblock-argstable`: its toggles and object editor are Storybook's markup, not the product's).
 */
const axeExclude = ['[data-live-announcer]', '[data-contrast-sample]', '.docblock-argstable'];
/**
 * A docs page shows several stories of one component, so a landmark it names itself (a conflict review's region, a
 * titled card) or a whole screen's banner and main appear more than once by design; each story's own axe run checks
 * them alone, these rules included.
 */
const docsAxeRules = Object.fromEntries(
  [
    'landmark-unique',
    'landmark-no-duplicate-banner',
    'landmark-no-duplicate-main',
    'landmark-no-duplicate-contentinfo',
    // A story's own headings (a screen's h1) sit between the page's h2 and the next story's h3.
    'heading-order',
  ].map((rule) => [rule, { enabled: false }]),
);
const desktop = { width: 1280, height: 900 };
const STAND_IN_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#7635dc"/></svg>';
const NON_PROBLEM_EVENTS = ['storyFinished', 'docsRendered', 'globalsUpdated'];
/** How long one entry may take, its render's own 120 s wait included, before its page is given up on. */
const ENTRY_DEADLINE_MS = 180_000;

test('the build lists docs pages and stories', () => {
  test.skip(only !== null, 'a part of the build is checked');
  expect(entries.filter((entry) => entry.type === 'docs').length).toBeGreaterThan(0);
  expect(entries.filter((entry) => entry.type === 'story').length).toBeGreaterThan(0);
});

test('the manager opens on the introduction without an error', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await expect(
    page
      .getByRole('link', { name: 'Introduction' })
      .or(page.getByRole('button', { name: 'Introduction' }))
      .first(),
  ).toBeVisible({ timeout: 60_000 });
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('heading', { level: 1, name: 'The deals back-office' })).toBeVisible({
    timeout: 60_000,
  });
  expect(problems.list).toEqual([]);
});

/**
 * What the built site adds to the story tests (which run every story's play function and axe check, the design
 * system's and the screens' in both schemes and the screens' states in the scheme and width each names): that the
 * build as a static host serves it opens. So every docs page is opened, with its own axe check (the prose, the
 * props tables, the stories drawn together), and every stories file without a docs page (the screens) once, by its
 * first story: each of the build's chunks is loaded and run. Docs pages in both schemes (`STORYBOOK_CHECK_SCHEMES`
 * narrows it); `STORYBOOK_CHECK_ALL_STORIES=1` opens every story, not one per file.
 */
const checkSchemes = (process.env.STORYBOOK_CHECK_SCHEMES ?? 'light,dark').split(',') as Scheme[];

test('every docs page and story of the build', async ({ browser }) => {
  test.setTimeout(Number(process.env.STORYBOOK_CHECK_TIMEOUT_MS ?? 30 * 60_000));
  const lanes = Number(process.env.STORYBOOK_CHECK_PAGES ?? 4);
  const docs = entries.filter((entry) => entry.type === 'docs');
  const onADocsPage = new Set(docs.flatMap((entry) => [entry.importPath, ...(entry.storiesImports ?? [])]));
  const allStories = process.env.STORYBOOK_CHECK_ALL_STORIES === '1';
  const opened = new Set<string>();
  const stories = entries.filter((entry) => {
    if (entry.type !== 'story') return false;
    if (allStories) return true;
    if (onADocsPage.has(entry.importPath) || opened.has(entry.importPath)) return false;
    opened.add(entry.importPath);
    return true;
  });
  // Stories (in light: a screen's file is loaded to show it works; its states ran in the story tests) before docs
  // pages, and those in each scheme of the check (axe on the prose and tables in both themes).
  const queue = [
    ...stories.map((entry) => ({ entry, scheme: 'light' as Scheme })),
    ...checkSchemes.flatMap((scheme) => docs.map((entry) => ({ entry, scheme }))),
  ];
  const total = queue.length;
  const problems: string[] = [];
  const retried: string[] = [];
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      const context = await browser.newContext({ viewport: desktop });
      let lane = await openLane(await context.newPage());
      // Each attempt has a deadline: a preview that stops answering (a docs page's switch that never reported, seen
      // twice in a full run, never alone) must not hold its lane until the whole test times out.
      const attempt = async (entry: IndexEntry, scheme: Scheme) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const deadline = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${ENTRY_DEADLINE_MS / 1000} s`)), ENTRY_DEADLINE_MS);
        });
        try {
          return await Promise.race([check(lane, entry, scheme), deadline]);
        } catch (error) {
          // A page that navigated under a check (its execution context gone) or stopped answering: the next attempt
          // gets a new page, the stuck one is left to close on its own.
          const stuck = lane.page;
          lane = await openLane(await context.newPage());
          void stuck.close().catch(() => undefined);
          return [`${entry.id} (${scheme}): ${String(error).split('\n')[0]}`];
        } finally {
          clearTimeout(timer);
        }
      };
      for (let item = queue.shift(); item; item = queue.shift()) {
        let found = await attempt(item.entry, item.scheme);
        // A render that stalls on a machine busy with other work: opened once more, afresh, before it counts.
        if (found.length) {
          retried.push(found[0]!);
          lane.loaded = null;
          found = await attempt(item.entry, item.scheme);
        }
        problems.push(...found);
      }
      // A page given up on may hold its context's close: the browser goes at the end of the test anyway.
      await Promise.race([
        context.close().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 10_000)),
      ]);
    }),
  );
  console.info(`${total} entries opened (${stories.length} stories, ${docs.length} docs pages) in ${lanes} pages.`);
  if (retried.length) console.info(`Opened again after a problem:\n${retried.join('\n')}`);
  expect(problems).toEqual([]);
});

type Scheme = 'light' | 'dark';

interface Lane {
  page: Page;
  /** The scheme the loaded preview shows (from its URL). */
  scheme: Scheme;
  problems: ReturnType<typeof watchProblems>;
  /** What the preview shows now ('docs' or 'story'), null before it is loaded or after it left. */
  loaded: IndexEntry['type'] | null;
}

async function openLane(page: Page): Promise<Lane> {
  await page.addInitScript({ content: recordPreviewEvents });
  // Some stories show an image from a `.example` host (`images.example`, the sanitizer's `img.example`), a reserved
  // name that never resolves: answer with a picture, as the image host would, so the preview is what a person sees.
  await page.route(/^https?:\/\/[^/]+\.example\//, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: STAND_IN_IMAGE }),
  );
  return { page, scheme: 'light', problems: watchProblems(page), loaded: null };
}

/** Opens one entry in the lane's preview and returns what went wrong, each labelled with the entry and scheme. */
async function check(lane: Lane, entry: IndexEntry, scheme: Scheme): Promise<string[]> {
  const { page, problems } = lane;
  if (scheme !== lane.scheme) {
    lane.scheme = scheme;
    lane.loaded = null;
  }
  problems.current = `${entry.id} (${scheme})`;
  problems.list = [];
  const started = Date.now();
  if (!isDesktop(page)) {
    await page.setViewportSize(desktop);
    lane.loaded = null;
  }
  await open(lane, entry);
  const opened = Date.now();
  let outcome = await renderOutcome(page, entry);
  // A story about the phone layout asks for the phone in its globals: show it at that size, as the toolbar does.
  if (outcome.viewport) {
    const size = reviewViewports[outcome.viewport as keyof typeof reviewViewports].styles;
    await page.setViewportSize({ width: parseInt(size.width), height: parseInt(size.height) });
    // What the desktop-sized render logged says nothing about the story as it is meant to be seen.
    problems.list = [];
    lane.loaded = null;
    await open(lane, entry);
    outcome = await renderOutcome(page, entry);
  }
  const rendered = Date.now();
  problems.add(...outcome.problems);
  if (entry.type === 'docs') {
    problems.add(...(await framedStoryProblems(page)));
    problems.add(...(await axeViolations(page)), ...(await docsPictureChanges(page, entry, scheme)));
  }
  if (process.env.STORYBOOK_CHECK_DEBUG) {
    console.info(
      entry.id,
      lane.scheme,
      opened - started,
      rendered - opened,
      Date.now() - rendered,
      problems.list[0] ?? '',
    );
  }
  return problems.list;
}

/**
 * Shows an entry the way the manager does: a story by asking the loaded preview to switch from the story it shows,
 * else with a page load (the scheme from the URL): the first entry, a docs page (a switch between docs pages
 * sometimes reloaded the preview under the check: "execution context was destroyed"), or after a story left the page.
 */
async function open(lane: Lane, entry: IndexEntry): Promise<void> {
  const { page } = lane;
  const viewMode = entry.type === 'docs' ? 'docs' : 'story';
  const switchable = lane.loaded === 'story' && entry.type === 'story';
  lane.loaded = entry.type;
  if (switchable) {
    try {
      await page.evaluate(
        ({ storyId, viewMode }) => {
          const preview = window as unknown as {
            __previewEvents: unknown[];
            __STORYBOOK_ADDONS_CHANNEL__: { emit: (name: string, arg: unknown) => void };
          };
          preview.__previewEvents = [];
          preview.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode });
        },
        { storyId: entry.id, viewMode },
      );
      return;
    } catch (error) {
      // The previous story left the page (a link it followed): load this one afresh.
      if (process.env.STORYBOOK_CHECK_DEBUG) console.info('reloading for', entry.id, String(error).slice(0, 200));
    }
  }
  await page.goto(`/iframe.html?id=${entry.id}&viewMode=${viewMode}&globals=scheme:${lane.scheme}`);
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.addScriptTag({ path: axePath });
}

/** Waits for the preview's verdict on this entry and turns anything but a clean render into problems. */
async function renderOutcome(page: Page, entry: IndexEntry): Promise<{ problems: string[]; viewport: string | null }> {
  const done = entry.type === 'docs' ? 'docsRendered' : 'storyFinished';
  const handle = await page.waitForFunction(
    ({ id, done }) => {
      const events = (window as unknown as { __previewEvents?: PreviewEvent[] }).__previewEvents ?? [];
      const failed = events.find((event) =>
        ['storyErrored', 'storyThrewException', 'storyMissing'].includes(event.name),
      );
      const finished = events.find((event) => event.name === done && event.id === id);
      return failed || finished ? events : null;
    },
    { id: entry.id, done },
    { timeout: 120_000 },
  );
  const events = (await handle.jsonValue()) as PreviewEvent[];
  const problems = events
    .filter((event) => !NON_PROBLEM_EVENTS.includes(event.name))
    .map((event) => `${event.name}: ${event.message}`);
  const finished = events.find((event) => event.name === 'storyFinished' && event.id === entry.id);
  if (finished && finished.status !== 'success') problems.push(`story ${finished.status}`);
  problems.push(...(finished?.violations ?? []).map((violation) => `axe ${violation}`));
  const viewport = events.findLast((event) => event.name === 'globalsUpdated')?.viewport ?? null;
  return { problems, viewport: entry.type === 'story' && viewport && viewport in reviewViewports ? viewport : null };
}

/**
 * A docs page's framed stories (an overlay's, `framedOnDocs`) are previews of their own that load after the page
 * reports it is drawn, one after another (.storybook/docsPageFocus.ts): each is loaded now, even below the fold, and
 * its own verdict waited for, so the page is checked as it stands once they are done, their play functions included.
 * The page must also still be where the reader left it: no story scrolls it (a ConflictReview's focus did).
 */
async function framedStoryProblems(page: Page): Promise<string[]> {
  const framed = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLIFrameElement>('#storybook-docs iframe[id^="iframe--"]')].map((frame) => {
      frame.loading = 'eager';
      return frame.id.slice('iframe--'.length);
    }),
  );
  const problems: string[] = [];
  if (framed.length) {
    const handle = await page.waitForFunction(
      (ids) => {
        const events = (window as unknown as { __previewEvents?: PreviewEvent[] }).__previewEvents ?? [];
        const finished = ids.map((id) => events.find((event) => event.name === 'storyFinished' && event.id === id));
        return finished.every(Boolean) ? finished : null;
      },
      framed,
      { timeout: 120_000 },
    );
    const finished = (await handle.jsonValue()) as PreviewEvent[];
    problems.push(
      ...finished.flatMap((event) => [
        ...(event.status === 'success' ? [] : [`framed story ${event.id} ${event.status}`]),
        ...(event.violations ?? []).map((violation) => `framed story ${event.id}: axe ${violation}`),
      ]),
    );
  }
  const scrolled = await page.evaluate(() => Math.round(window.scrollY));
  if (scrolled !== 0) problems.push(`the page scrolled itself to y = ${scrolled} px while its stories were drawn`);
  return problems;
}

/**
 * The docs page's content (its prose, token tables and stories side by side, not Storybook's frame around it) against
 * its committed picture in the lane's scheme: `__screenshots__/<docs id>-<scheme>.png` beside this spec, refreshed by
 * `pnpm storybook:check --update-snapshots`. Taken once the fonts and pictures are drawn; animations stopped and the
 * caret hidden by the config's `toHaveScreenshot` options, with the story tests' tolerance.
 */
async function docsPictureChanges(page: Page, entry: IndexEntry, scheme: Scheme): Promise<string[]> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A lazy picture below the fold may never load: it is left out, and the wait is bounded.
    const drawn = [...document.images].filter((image) => image.loading !== 'lazy');
    await Promise.race([
      Promise.all(drawn.map((image) => image.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
  const name = `${entry.id}-${scheme}.png`;
  try {
    const content = page.locator('#storybook-docs .sbdocs-content');
    // A story framed on the page (an overlay's, `framedOnDocs`) is a preview of its own, checked by the wait above; its
    // box is masked: its own story test keeps its picture.
    await expect(content).toHaveScreenshot(name, { mask: [content.locator('iframe')] });
    return [];
  } catch (error) {
    // The line that says how it differs (how many pixels, another size, or no stable picture in time).
    const lines = String(error).split('\n');
    const how = lines.find((line) => /pixels|size|stable|Timeout/i.test(line)) ?? lines[0];
    return [`picture ${name} differs: ${how?.trim()}`];
  }
}

function isDesktop(page: Page) {
  return page.viewportSize()?.width === desktop.width;
}

async function axeViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(
    async ({ exclude, rules }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: unknown,
            ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const root = document.querySelector('#storybook-docs');
      const result = await axe.run(
        { include: [root], exclude: exclude.map((selector) => [selector]) },
        { resultTypes: ['violations'], rules },
      );
      return result.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
    },
    { exclude: axeExclude, rules: docsAxeRules },
  );
  return violations.map((violation) => `axe ${violation}`);
}

/** Console errors, uncaught exceptions and failed requests, each labelled with the entry that was showing. */
function watchProblems(page: Page) {
  const problems = {
    current: 'page',
    list: [] as string[],
    add(...found: string[]) {
      problems.list.push(...found.map((problem) => `${problems.current}: ${problem}`));
    },
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // admin-core logs every GraphQL error it receives, by design (its error link); screen stories of a failure (a
    // wrong password, a list that can't load) replay such answers on purpose, and their play functions check what
    // the person is shown.
    if (message.text().startsWith('[GraphQL error] ')) return;
    problems.add(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.add(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Leaving a page (the preview reloads itself to go from a docs page to a story, or the next group starts) cancels
    // its requests in flight; a file that is really missing answers 404 below.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.add(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.add(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}
