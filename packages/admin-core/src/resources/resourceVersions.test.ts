import type { DocumentNode, FieldNode, OperationDefinitionNode, SelectionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { RESOURCE_DEFINITIONS } from './catalogue';

const operationOf = (document: DocumentNode) =>
  document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  )!;

/** The fields the operation's root field selects, fragments spread in. */
function rootSelection(document: DocumentNode): string[] {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === 'FragmentDefinition' ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const root = operationOf(document).selectionSet.selections[0] as FieldNode;
  const names: string[] = [];
  const walk = (selections: readonly SelectionNode[]) => {
    for (const selection of selections) {
      if (selection.kind === 'Field') names.push(selection.name.value);
      else if (selection.kind === 'FragmentSpread') walk(fragments.get(selection.name.value)!.selectionSet.selections);
      else walk(selection.selectionSet.selections);
    }
  };
  walk(root.selectionSet?.selections ?? []);
  return names;
}

const definitions = Object.entries(RESOURCE_DEFINITIONS);

describe("a resource whose update checks the record's version", () => {
  it('is found', () => expect(definitions.length).toBeGreaterThan(10));

  // A form sends back the version its record was loaded at: a by-id query without it saves blind, and a colleague's
  // save in between is overwritten without a conflict (seen on categories in the state stories' live note).
  it.each(definitions.map(([name, resource]) => [name, resource] as const))(
    '%s loads the version it sends back',
    (_name, resource) => {
      const { update } = resource.operations as { update?: DocumentNode };
      const sendsVersion =
        update &&
        operationOf(update).variableDefinitions?.some((variable) => variable.variable.name.value === 'expectedVersion');
      if (!sendsVersion) return;
      expect(rootSelection(resource.operations.byId)).toContain('version');
    },
  );
});
