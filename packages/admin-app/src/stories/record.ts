import { writeFile } from 'node:fs/promises';
import { keepVersioned } from '@deals/admin-core';
import { startTestApi, type TestApi } from '@deals/api/testing';
import { Kind, print, visit, type DocumentNode, type FieldNode } from 'graphql';
import { IMPORT_WRITE_ROWS_PER_SECOND, recordImports } from './recordImports';
import { operationNameOf, type Recording } from './recording';
import { scenarios, type Scenario } from './scenarios';

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** The document as Apollo sends it: __typename in every selection below the root, so the cache normalises. */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      leave(node, _key, parent) {
        if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
        const has = node.selections.some(
          (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
        );
        return has ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
      },
    },
  });
}

export const FIXTURES_FILE = new URL('./fixtures.generated.json', import.meta.url);

/** Asks the API one scenario's request as the app sends it, as the seeded admin unless it is anonymous. */
export async function recordOne(api: TestApi, scenario: Scenario): Promise<Recording> {
  const variables = scenario.variables ?? {};
  const response = await api.request(
    print(withTypenames(keepVersioned(scenario.document))),
    variables,
    scenario.anonymous ? undefined : api.adminToken,
  );
  return {
    operationName: operationNameOf(scenario.document),
    variables,
    ...(scenario.anyVariables ? { anyVariables: true } : {}),
    response,
  };
}

/**
 * Runs every scenario against a freshly seeded API (versions on, as the app runs) and answers the recordings; then
 * the import wizard's, from imports made through the API after them (they add products the lists above do not show).
 */
export async function recordScenarios(): Promise<Recording[]> {
  // Imports write at this rate, so one of them is seen at work between two batches (recordImports.ts).
  const api = await startTestApi({
    withMedia: true,
    config: { jobPollSeconds: 0.5, feedWriteRowsPerSecond: IMPORT_WRITE_ROWS_PER_SECOND },
  });
  const recordings: Recording[] = [];
  try {
    for (const scenario of scenarios) recordings.push(await recordOne(api, scenario));
    recordings.push(...(await recordImports(api, recordOne)));
  } finally {
    await api.close();
  }
  return recordings;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const recordings = await recordScenarios();
  await writeFile(FIXTURES_FILE, `${JSON.stringify(recordings, null, 1)}\n`);
  console.info(`Recorded ${recordings.length} answers into ${FIXTURES_FILE.pathname}`);
  process.exit(0);
}
