import { median } from './lib/browser';
import { groupResidentMb } from './lib/processes';

/**
 * Issue 29's figures for one API (one database): a feed of `rows` new products uploaded, dry-run, applied (history
 * included) while a colleague reads the product list, then every product exported — with the API's resident memory
 * sampled through each phase.
 */
export interface FeedFigures {
  rows: number;
  uploadMb: number;
  uploadSeconds: number;
  dryRunSeconds: number;
  applySeconds: number;
  colleagueListMs: { idle: number; duringApply: number };
  export: { mb: number; firstByteSeconds: number; seconds: number };
  /**
   * Resident MB of the API: before the upload, its peak until the apply ended (and within it, until the upload and
   * the dry run ended), before and at peak of the export.
   */
  memoryMb: {
    before: number;
    uploadPeak: number;
    dryRunPeak: number;
    importPeak: number;
    beforeExport: number;
    exportPeak: number;
  };
}

const COLLEAGUE_LIST = `{ findProducts(limit: 25, sort: { field: UPDATED_AT, order: DESC }) { count items { id title } } }`;

async function graphql<T>(api: string, token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A partner feed of `rows` new deals, one brand the seed holds. */
export function benchFeedCsv(rows: number, prefix = 'feed-bench') {
  const lines = ['Title,Slug,Price,Currency,Deal URL,Brand'];
  for (let index = 0; index < rows; index += 1)
    lines.push(
      `Feed bench ${index},${prefix}-${index},${(index % 500) + 1}.99,EUR,https://shop.example/${prefix}-${index},Lumio`,
    );
  return `${lines.join('\n')}\n`;
}

/** Samples the group's resident memory every 250 ms: `sofar()` answers the peak until now, `stop()` ends it. */
function memoryPeak(groupId: number) {
  let peak = groupResidentMb(groupId);
  const timer = setInterval(() => (peak = Math.max(peak, groupResidentMb(groupId))), 250);
  const sofar = () => (peak = Math.max(peak, groupResidentMb(groupId)));
  return Object.assign(
    () => {
      clearInterval(timer);
      return sofar();
    },
    { sofar },
  );
}

export async function measureFeeds(
  api: string,
  token: string,
  { rows, apiGroup }: { rows: number; apiGroup: number },
): Promise<FeedFigures> {
  const call = <T>(query: string, variables?: Record<string, unknown>) => graphql<T>(api, token, query, variables);
  const colleague = async () => {
    const began = performance.now();
    await call(COLLEAGUE_LIST);
    return performance.now() - began;
  };
  /** Seconds until the import leaves `working`, while `meanwhile` runs beside it. */
  const until = async (id: string, working: string, meanwhile?: () => Promise<number>) => {
    const started = performance.now();
    const samples: number[] = [];
    let done = false;
    const beside = (async () => {
      while (!done && meanwhile) samples.push(await meanwhile());
    })();
    for (;;) {
      const { feedImport } = await call<{ feedImport: { status: string; error: string | null } }>(
        'query ($id: ID!) { feedImport(id: $id) { status error } }',
        { id },
      );
      if (feedImport.status !== working) {
        done = true;
        await beside;
        if (feedImport.error) throw new Error(feedImport.error);
        return { seconds: (performance.now() - started) / 1000, status: feedImport.status, samples };
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  const idle: number[] = [];
  for (let index = 0; index < 20; index += 1) idle.push(await colleague());
  const csv = benchFeedCsv(rows);
  const before = groupResidentMb(apiGroup);
  const importPeak = memoryPeak(apiGroup);
  const uploadStarted = performance.now();
  const upload = await fetch(`${api}/api/v1/feeds/imports?entity=product&feedName=bench&fileName=bench.csv`, {
    method: 'POST',
    body: csv,
    headers: { authorization: `Bearer ${token}` },
  });
  if (!upload.ok) throw new Error(`The upload was answered ${upload.status}: ${await upload.text()}`);
  const { import: uploaded } = (await upload.json()) as { import: { id: string } };
  const uploadSeconds = (performance.now() - uploadStarted) / 1000;
  const uploadPeak = importPeak.sofar();
  const mapping = ['title', 'slug', 'price', 'currency', 'dealUrl', 'brandId'].map((field, column) => ({
    column,
    field,
  }));
  await call(
    'mutation ($id: ID!, $settings: FeedImportSettingsInput!) { checkFeedImport(id: $id, settings: $settings) { id } }',
    { id: uploaded.id, settings: { mapping } },
  );
  const dryRun = await until(uploaded.id, 'CHECKING');
  const dryRunPeak = importPeak.sofar();
  await call('mutation ($id: ID!) { applyFeedImport(id: $id) { id } }', { id: uploaded.id });
  const apply = await until(uploaded.id, 'APPLYING', colleague);
  if (apply.status !== 'APPLIED') throw new Error(`The apply ended ${apply.status}.`);
  const importPeakMb = importPeak();

  const beforeExport = groupResidentMb(apiGroup);
  const exportPeak = memoryPeak(apiGroup);
  const exportStarted = performance.now();
  const exported = await fetch(`${api}/api/v1/feeds/export/products`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const reader = exported.body!.getReader();
  let firstByte = 0;
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (!firstByte) firstByte = (performance.now() - exportStarted) / 1000;
    bytes += chunk.value.byteLength;
  }
  const exportSeconds = (performance.now() - exportStarted) / 1000;
  return {
    rows,
    uploadMb: csv.length / 1024 / 1024,
    uploadSeconds,
    dryRunSeconds: dryRun.seconds,
    applySeconds: apply.seconds,
    colleagueListMs: { idle: median(idle), duringApply: median(apply.samples) },
    export: { mb: bytes / 1024 / 1024, firstByteSeconds: firstByte, seconds: exportSeconds },
    memoryMb: { before, uploadPeak, dryRunPeak, importPeak: importPeakMb, beforeExport, exportPeak: exportPeak() },
  };
}
