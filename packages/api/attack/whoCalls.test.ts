import { Kind, type OperationDefinitionNode } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledOperations } from './support/bundleDocuments';
import { isForbidden, post, sleep, type Answer } from './support/client';
import { attackContext } from './support/context';
import { sampleVariables } from './support/schemaWalk';
import { createStaff, signInAs } from './support/staff';

const { origin, appDir } = attackContext();
const { operations, unreadable } = bundledOperations(appDir);
const PUBLIC_FIELDS = new Set(['login', 'refreshTokens', 'logout']);

let viewerToken: string;
beforeAll(async () => {
  viewerToken = (await signInAs(await createStaff('VIEWER', 'Who Calls'))).accessToken;
});

/** What a caller learns from an answer: refused as a stranger, which error codes, which root fields came back. */
function verdict(answer: Answer) {
  return {
    forbidden: isForbidden(answer),
    codes: [...new Set((answer.errors ?? []).map((error) => error.extensions?.code ?? error.message))].sort(),
    fields: Object.entries(answer.data ?? {})
      .filter(([, value]) => value !== null)
      .map(([key]) => key)
      .sort(),
  };
}

/** One send; a signed-in costly read refused by the per-person budget is sent again once the budget allows. */
async function send(text: string, variables: Record<string, unknown>, token?: string): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    const answer = await post(origin, { query: text, variables, token });
    const limited = answer.errors?.find((error) => error.extensions?.code === 'RATE_LIMITED');
    if (!limited || attempt === 3) return answer;
    await sleep(Math.min(Number(limited.extensions?.retryAfterSeconds ?? 1), 10) * 1000);
  }
}

describe('the app’s bundle', () => {
  it('yields the app’s operation documents', () => {
    expect(unreadable).toBe(0);
    // The app sends ~90 operations; far fewer means the extraction, not the app, changed.
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.map((operation) => operation.name)).toEqual(expect.arrayContaining(['WhoAmI', 'Login']));
  });
});

// Yoga caches parsing and validation by the document's text, so an answer that depends on the caller must never be
// decided inside those caches: each document is sent by a stranger then staff, and by staff then a stranger, to one
// server, and every answer must be what a first-time caller of that kind gets.
describe.concurrent('who-calls caching: each bundled operation answers per caller, in either order', () => {
  it.each(operations.map((operation) => [operation.name, operation] as const))('%s', async (_name, operation) => {
    const definition = operation.document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    const variables = sampleVariables(definition as OperationDefinitionNode);
    const rootFields = (definition as OperationDefinitionNode).selectionSet.selections.flatMap((selection) =>
      selection.kind === Kind.FIELD ? [selection.name.value] : [],
    );
    const isPublic = rootFields.every((field) => PUBLIC_FIELDS.has(field));

    // First-time callers: texts nobody sent before (a comment changes the cache key, not the operation).
    const freshStranger = verdict(await send(`${operation.text}\n# fresh stranger`, variables));
    const freshStaff = verdict(await send(`${operation.text}\n# fresh staff`, variables, viewerToken));
    if (!isPublic) expect(freshStranger.forbidden, 'a stranger is refused').toBe(true);
    else expect(freshStranger.forbidden, 'a public operation serves strangers').toBe(false);
    expect(freshStaff.forbidden, 'staff are not treated as strangers').toBe(false);

    // The app's exact text, a stranger first (what an attacker can do to the next member of staff).
    const strangerFirst = verdict(await send(operation.text, variables));
    const staffAfter = verdict(await send(operation.text, variables, viewerToken));
    // Then staff first on another text of the same operation, and a stranger after them.
    const again = `${operation.text}\n`;
    const staffFirst = verdict(await send(again, variables, viewerToken));
    const strangerAfter = verdict(await send(again, variables));

    expect({ strangerFirst, staffAfter, staffFirst, strangerAfter }).toEqual({
      strangerFirst: freshStranger,
      staffAfter: freshStaff,
      staffFirst: freshStaff,
      strangerAfter: freshStranger,
    });
  });
});
