import { describe, expect, it } from 'vitest';
import recorded from './fixtures.generated.json';
import { recordingKey, type Recording } from './recording';
import { recordScenarios } from './record';

/** The JSON's shape: every path with its type, list items merged (values change with the seed's dates). */
function shapeOf(value: unknown, path = '$', into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    into.add(`${path}: array`);
    for (const item of value) shapeOf(item, `${path}[]`, into);
  } else if (value && typeof value === 'object') {
    into.add(`${path}: object`);
    for (const [key, entry] of Object.entries(value)) {
      if (key !== 'locations') shapeOf(entry, `${path}.${key}`, into);
    }
  } else {
    into.add(`${path}: ${value === null ? 'null' : typeof value}`);
  }
  return into;
}

describe('the screen stories’ recorded API answers', () => {
  it('match what the API answers today, operation by operation', async () => {
    const fresh = await recordScenarios();
    const committed = recorded as Recording[];
    expect(committed.map((entry) => recordingKey(entry.operationName, entry.variables))).toEqual(
      fresh.map((entry) => recordingKey(entry.operationName, entry.variables)),
    );
    fresh.forEach((entry, index) => {
      const label = recordingKey(entry.operationName, entry.variables);
      expect([...shapeOf(committed[index]!.response)].sort(), label).toEqual([...shapeOf(entry.response)].sort());
    });
  }, 120_000);
});
