import { writeFile } from 'node:fs/promises';
import { keepVersioned } from '@deals/admin-core';
import { startTestApi } from '@deals/api/testing';
import { Kind, print, visit, type DocumentNode, type FieldNode } from 'graphql';
import { operationNameOf, type Recording } from './recording';
import { scenarios } from './scenarios';

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

/** Runs every scenario against a freshly seeded API (versions on, as the app runs) and answers the recordings. */
export async function recordScenarios(): Promise<Recording[]> {
  const api = await startTestApi({ withMedia: true });
  const recordings: Recording[] = [];
  try {
    for (const scenario of scenarios) {
      const variables = scenario.variables ?? {};
      const response = await api.request(
        print(withTypenames(keepVersioned(scenario.document))),
        variables,
        scenario.anonymous ? undefined : api.adminToken,
      );
      recordings.push({
        operationName: operationNameOf(scenario.document),
        variables,
        ...(scenario.anyVariables ? { anyVariables: true } : {}),
        response,
      });
    }
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
