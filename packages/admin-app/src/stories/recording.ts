import type { DocumentNode } from 'graphql';

export interface Recording {
  operationName: string;
  variables: Record<string, unknown>;
  anyVariables?: boolean;
  /** Never answered: the screen keeps waiting for it (a count that is still coming). */
  held?: boolean;
  response: { data?: unknown; errors?: unknown[] };
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, entry]) => [key, sorted(entry)]),
    );
  }
  return value;
}

/** Operation name + variables, independent of key order and of undefined entries (as JSON sends them). */
export const recordingKey = (operationName: string, variables: unknown) =>
  `${operationName} ${JSON.stringify(sorted(variables ?? {}))}`;

export function operationNameOf(document: DocumentNode): string {
  const definition = document.definitions.find((node) => node.kind === 'OperationDefinition');
  if (!definition || definition.kind !== 'OperationDefinition' || !definition.name) {
    throw new Error('A scenario document has no named operation.');
  }
  return definition.name.value;
}
