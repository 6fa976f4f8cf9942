import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseJs } from 'acorn';
import { Kind, print, visit, type DocumentNode, type OperationDefinitionNode } from 'graphql';

/** One GraphQL operation as the built app sends it (the client-only `@versioned` directive removed, README). */
export interface BundledOperation {
  name: string;
  operation: OperationDefinitionNode['operation'];
  document: DocumentNode;
  text: string;
}

interface JsNode {
  type: string;
  [key: string]: unknown;
}

class NotALiteral extends Error {}

/** The value of a literal JS expression: the shape a bundler gives a precompiled GraphQL document. */
function literalValue(node: JsNode): unknown {
  switch (node.type) {
    case 'ObjectExpression': {
      const value: Record<string, unknown> = {};
      for (const property of node.properties as JsNode[]) {
        if (property.type !== 'Property' || property.computed) throw new NotALiteral();
        const key = property.key as JsNode;
        const name = key.type === 'Identifier' ? (key.name as string) : String(key.value);
        value[name] = literalValue(property.value as JsNode);
      }
      return value;
    }
    case 'ArrayExpression':
      return (node.elements as JsNode[]).map((element) => literalValue(element));
    case 'Literal':
      return node.value;
    case 'TemplateLiteral':
      if ((node.expressions as unknown[]).length) throw new NotALiteral();
      return ((node.quasis as JsNode[])[0]!.value as { cooked: string }).cooked;
    case 'UnaryExpression': {
      const argument = literalValue(node.argument as JsNode);
      if (node.operator === '!') return !argument;
      if (node.operator === '-') return -(argument as number);
      if (node.operator === 'void') return undefined;
      throw new NotALiteral();
    }
    default:
      throw new NotALiteral();
  }
}

function isDocumentLiteral(node: JsNode): boolean {
  if (node.type !== 'ObjectExpression') return false;
  return (node.properties as JsNode[]).some((property) => {
    const key = property.key as JsNode | undefined;
    const value = property.value as JsNode | undefined;
    const text = value?.type === 'TemplateLiteral' ? literalOrNull(value) : value?.value;
    return key?.type === 'Identifier' && key.name === 'kind' && text === 'Document';
  });
}

function literalOrNull(node: JsNode): unknown {
  try {
    return literalValue(node);
  } catch {
    return null;
  }
}

function collectDocuments(node: unknown, found: JsNode[]) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) collectDocuments(child, found);
    return;
  }
  const jsNode = node as JsNode;
  if (typeof jsNode.type === 'string' && isDocumentLiteral(jsNode)) {
    found.push(jsNode);
    return;
  }
  for (const [key, child] of Object.entries(jsNode)) {
    if (key !== 'loc' && child && typeof child === 'object') collectDocuments(child, found);
  }
}

const withoutClientDirectives = (document: DocumentNode): DocumentNode =>
  visit(document, { Directive: (node) => (node.name.value === 'versioned' ? null : undefined) });

/**
 * Every operation document in the app's built JavaScript: anyone can download `dist/assets/*.js`, parse it and
 * replay what they find. Answers the operations and the literals it could not read (none, when the bundle is sane).
 */
export function bundledOperations(appDir: string): { operations: BundledOperation[]; unreadable: number } {
  const assets = join(appDir, 'assets');
  const byText = new Map<string, BundledOperation>();
  let unreadable = 0;
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const program = parseJs(readFileSync(join(assets, file), 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' });
    const found: JsNode[] = [];
    collectDocuments(program, found);
    for (const literal of found) {
      let document: DocumentNode;
      try {
        document = withoutClientDirectives(literalValue(literal) as DocumentNode);
      } catch {
        unreadable += 1;
        continue;
      }
      const operation = document.definitions.find(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      );
      if (!operation) continue;
      const text = print(document);
      byText.set(text, {
        name: operation.name?.value ?? '(anonymous)',
        operation: operation.operation,
        document,
        text,
      });
    }
  }
  return { operations: [...byText.values()].sort((a, b) => a.name.localeCompare(b.name)), unreadable };
}
