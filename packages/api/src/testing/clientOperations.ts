import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, visit, type DefinitionNode, type DocumentNode, type OperationTypeNode } from 'graphql';

const packages = fileURLToPath(new URL('../../../', import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

/**
 * Every operation the app and admin-core send, each with the fragments it uses — as the client sends it: with
 * versions on, admin-core's client-only `@versioned` directive is removed and what it marks is kept.
 */
export function clientOperations(): { name: string; operation: OperationTypeNode; source: string }[] {
  const files = [...graphqlFiles(join(packages, 'admin-core/src')), ...graphqlFiles(join(packages, 'admin-app/src'))];
  const definitions: DefinitionNode[] = files.flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);
  const fragments = new Map(
    definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const used = (node: DefinitionNode, seen = new Set<string>()): Set<string> => {
    visit(node, {
      FragmentSpread(spread) {
        if (seen.has(spread.name.value)) return;
        seen.add(spread.name.value);
        used(fragments.get(spread.name.value)!, seen);
      },
    });
    return seen;
  };
  return definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
    const document: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [definition, ...[...used(definition)].map((name) => fragments.get(name)!)],
    };
    const sent = visit(document, { Directive: (node) => (node.name.value === 'versioned' ? null : undefined) });
    return [{ name: definition.name?.value ?? '(anonymous)', operation: definition.operation, source: print(sent) }];
  });
}
