import {
  ApplyFeedImportDocument,
  CancelFeedImportDocument,
  CheckFeedImportDocument,
  FeedImportDocument,
  UndoFeedImportDocument,
  type FeedEntity,
  type FeedImportQuery,
} from '@deals/admin-core';
import type { TestApi } from '@deals/api/testing';
import { print, type DocumentNode } from 'graphql';
import {
  largePartnerFeed,
  messyPartnerFeed,
  WIZARD_IMPORTS,
  WIZARD_START_SCENARIOS,
  WIZARD_STEP_SCENARIOS,
  type WizardStep,
} from './importScenarios';
import { LIST_FEEDS, LIST_IMPORTS, listImportScenarios, type ListFeedEntity } from './listImportScenarios';
import type { Recording } from './recording';
import type { Scenario } from './scenarios';

/**
 * The recorder's write rate for imports: a batch (250 rows on PGlite) is followed by a rest of a few seconds, in
 * which the applying import is recorded at work, as a person watching its bar would see it.
 */
export const IMPORT_WRITE_ROWS_PER_SECOND = 100;
const LARGE_FEED_ROWS = 600;
const SETTLE_TIMEOUT_MS = 60_000;

type FeedImport = FeedImportQuery['feedImport'];

/** A request of the wizard's driver, as the seeded admin; any error stops the recording with its message. */
async function ask<Data>(api: TestApi, document: DocumentNode, variables: Record<string, unknown>): Promise<Data> {
  const result = await api.request<Data>(print(document), variables, api.adminToken);
  if (result.errors?.length || !result.data) throw new Error(`Recording imports: ${JSON.stringify(result.errors)}`);
  return result.data;
}

const feedImport = async (api: TestApi, id: string) =>
  (await ask<FeedImportQuery>(api, FeedImportDocument, { id })).feedImport;

/** Polls the import as its screen does until `done` holds (no fixed sleep). */
async function waitFor(api: TestApi, id: string, what: string, done: (feed: FeedImport) => boolean) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const feed = await feedImport(api, id);
    if (done(feed)) return feed;
    if (Date.now() > deadline) throw new Error(`Import ${id} is ${feed.status}, not ${what}, after a minute.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const WORKING = new Set(['CHECKING', 'APPLYING', 'UNDOING']);
const settled = (api: TestApi, id: string) => waitFor(api, id, 'settled', (feed) => !WORKING.has(feed.status));

/**
 * Uploads a feed through the API's upload route, as the wizard's first step does; answers its id, which must be the
 * one its stories address it by.
 */
async function upload(api: TestApi, entity: FeedEntity, expectedId: string, feedName: string, csv: string) {
  const fileName = `${feedName.replace(/ /g, '-')}.csv`;
  const query = new URLSearchParams({ entity: entity.toLowerCase(), feedName, fileName });
  const response = await api.api.handle(
    new Request(`http://localhost:4999/api/v1/feeds/imports?${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.adminToken}`, 'content-type': 'text/csv' },
      body: csv,
    }),
  );
  const answer = (await response.json()) as { import?: { id: string }; errors?: unknown[] };
  const id = answer.import?.id;
  if (id !== expectedId) {
    throw new Error(`The ${feedName} import got id ${id ?? JSON.stringify(answer.errors)}, not ${expectedId}.`);
  }
  return id;
}

/** A product import for one step of the wizard. */
const uploadProducts = (api: TestApi, step: WizardStep, feedName: string, csv: string) =>
  upload(api, 'PRODUCT', WIZARD_IMPORTS[step], feedName, csv);

/** The dry run with the columns as the API suggests them, rows with an unknown brand rejected. */
async function dryRun(api: TestApi, id: string) {
  const { suggestedSettings } = await feedImport(api, id);
  const mapping = suggestedSettings.mapping.map(({ column, field }) => ({ column, field }));
  const settings = { mapping, matchBy: suggestedSettings.matchBy, onMatch: 'UPDATE', missingReferences: 'REJECT' };
  await ask(api, CheckFeedImportDocument, { id, settings });
  const checked = await settled(api, id);
  if (checked.status !== 'CHECKED') throw new Error(`The dry run of import ${id} ended ${checked.status}.`);
}

async function apply(api: TestApi, id: string) {
  await ask(api, ApplyFeedImportDocument, { id });
}

/**
 * Makes one import per step of the wizard through the real API (upload, dry run, apply, undo, cancel) and records
 * what each step's screen asks once its import is there; the start screen's list while the last one is applying.
 */
export async function recordImports(
  api: TestApi,
  recordOne: (api: TestApi, scenario: Scenario) => Promise<Recording>,
): Promise<Recording[]> {
  const recordings: Recording[] = [];
  const record = async (scenarios: Scenario[]) => {
    for (const scenario of scenarios) recordings.push(await recordOne(api, scenario));
  };
  await api.services.jobs.start();

  const report = await uploadProducts(api, 'report', 'Partner deals', messyPartnerFeed('partner-deals'));
  await dryRun(api, report);
  await apply(api, report);
  await settled(api, report);
  await record(WIZARD_STEP_SCENARIOS.report);

  const undone = await uploadProducts(api, 'undone', 'Weekend offers', messyPartnerFeed('weekend-offers'));
  await dryRun(api, undone);
  await apply(api, undone);
  await settled(api, undone);
  await ask(api, UndoFeedImportDocument, { id: undone });
  await settled(api, undone);
  await record(WIZARD_STEP_SCENARIOS.undone);

  const checked = await uploadProducts(api, 'dryRun', 'Autumn partner', messyPartnerFeed('autumn-partner'));
  await dryRun(api, checked);
  await record(WIZARD_STEP_SCENARIOS.dryRun);

  await uploadProducts(api, 'mapping', 'Spring partner', messyPartnerFeed('spring-partner'));
  await record(WIZARD_STEP_SCENARIOS.mapping);

  const applying = await uploadProducts(api, 'applying', 'Clearance', largePartnerFeed('clearance', LARGE_FEED_ROWS));
  await dryRun(api, applying);
  await apply(api, applying);
  // Its first batch written, the job rests to keep the write rate: the import as its screen shows it at work.
  await waitFor(
    api,
    applying,
    'part-applied',
    (feed) => feed.status === 'APPLYING' && (feed.progress?.done ?? 0) > 0 && feed.progress?.rate != null,
  );
  await record([...WIZARD_STEP_SCENARIOS.applying, ...WIZARD_START_SCENARIOS]);
  // Left to finish, it would outlast the recording: cancelled, the API is closed with no job at work.
  await ask(api, CancelFeedImportDocument, { id: applying });
  await settled(api, applying);

  for (const entity of Object.keys(LIST_IMPORTS) as ListFeedEntity[]) await recordListImports(api, entity, record);
  return recordings;
}

/**
 * One list's imports (brands, categories, stores), after the products': its partner feed checked, applied and
 * uploaded, each recorded at its step, then the start screen's list of the three.
 */
async function recordListImports(
  api: TestApi,
  entity: ListFeedEntity,
  record: (scenarios: Scenario[]) => Promise<void>,
) {
  const ids = LIST_IMPORTS[entity];
  const { feedName, csv } = LIST_FEEDS[entity];
  const scenarios = listImportScenarios(entity);
  // Checked before anything of the feed is written: each good row is one to create.
  const checked = await upload(api, entity, ids.dryRun, `${feedName} preview`, csv);
  await dryRun(api, checked);
  await record(scenarios.dryRun);

  const report = await upload(api, entity, ids.report, feedName, csv);
  await dryRun(api, report);
  await apply(api, report);
  await settled(api, report);
  await record(scenarios.report);

  await upload(api, entity, ids.mapping, `${feedName} next`, csv);
  await record([...scenarios.mapping, ...scenarios.start]);
}
