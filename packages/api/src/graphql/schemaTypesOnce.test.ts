import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The schema types every argument, answer and enum the API handles (README "Architecture": one schema types every
 * operation). A hand-written copy drifts silently when the schema changes — a sort the schema gained, a field it
 * renamed — so the API's own code may name a schema type only as the generated one, and may not spell out a schema
 * enum's values as a union of its own.
 */

const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const GENERATED = 'resolvers.generated.ts';

const parse = (path: string) => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__fixtures__' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== GENERATED ? [path] : [];
  });
}

/** A union of string literals as its sorted values, or null for any other type. */
function literalUnion(type: ts.TypeNode): string | null {
  if (!ts.isUnionTypeNode(type)) return null;
  const values = type.types.map((member) =>
    ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal) ? member.literal.text : null,
  );
  return values.every((value) => value !== null) ? [...values].sort().join('|') : null;
}

/** The generated module's type names, and its enums (unions of literals) by their values. */
function schemaTypes() {
  const names = new Set<string>();
  const enums = new Map<string, string>();
  parse(join(src, 'graphql', GENERATED)).forEachChild((node) => {
    if (!ts.isTypeAliasDeclaration(node)) return;
    names.add(node.name.text);
    const values = literalUnion(node.type);
    if (values) enums.set(values, node.name.text);
  });
  return { names, enums };
}

/** What a file declares that copies the schema: `file: Name — why`. */
export function schemaCopies(path: string, schema: ReturnType<typeof schemaTypes>): string[] {
  const file = parse(path);
  const imported = new Set<string>();
  const copies: string[] = [];
  const where = relative(src, path);
  file.forEachChild((node) => {
    if (
      ts.isImportDeclaration(node) &&
      (node.moduleSpecifier as ts.StringLiteral).text.endsWith('resolvers.generated')
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) imported.add(element.name.text);
    }
  });
  const usesSchema = (node: ts.Node): boolean =>
    (ts.isIdentifier(node) && imported.has(node.text)) || ts.forEachChild(node, usesSchema) === true;
  file.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node) && !ts.isTypeAliasDeclaration(node)) return;
    const name = node.name.text;
    const exported = node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (exported && schema.names.has(name) && (ts.isInterfaceDeclaration(node) || !usesSchema(node.type))) {
      copies.push(`${where}: ${name} — the schema has a type of this name; use the generated one`);
    }
    const values = ts.isTypeAliasDeclaration(node) ? literalUnion(node.type) : null;
    const schemaEnum = values ? schema.enums.get(values) : undefined;
    if (schemaEnum) copies.push(`${where}: ${name} — spells out the schema's ${schemaEnum}; use it`);
  });
  return copies;
}

describe('the API types what the schema defines with the generated types', () => {
  const schema = schemaTypes();

  it('declares no copy of a schema type or enum', () => {
    expect(sourceFiles(src).flatMap((path) => schemaCopies(path, schema))).toEqual([]);
  });

  it('finds a copied enum and a schema type written out by hand', () => {
    const copies = schemaCopies(join(src, 'graphql', '__fixtures__', 'schemaCopies.ts'), schema);
    expect(copies).toEqual([
      "graphql/__fixtures__/schemaCopies.ts: MediaSort — spells out the schema's MediaListSort; use it",
      'graphql/__fixtures__/schemaCopies.ts: FeedCounts — the schema has a type of this name; use the generated one',
    ]);
  });
});
