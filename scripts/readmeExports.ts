import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The check behind each published package's README test: every name an entry point exports — values and types
 * alike, as the TypeScript compiler sees the entry — must appear in the README inside code (`name` or a code
 * block), so a host learns of it there and not by reading `dist/`.
 */

interface PackageManifest {
  exports: Record<string, string | Record<string, string>>;
}

export interface PublicExport {
  /** The import specifier a host writes: `@deals/admin-core/rules`. */
  entry: string;
  name: string;
  /** The file that declares it, relative to the package. */
  declaredIn: string;
}

/** The source file of every JS entry point in the package's `exports` (its `@deals/source` condition). */
export function entryPoints(packageDir: string): { specifier: string; file: string }[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as PackageManifest & {
    name: string;
  };
  return Object.entries(manifest.exports).flatMap(([subpath, target]) => {
    const source = typeof target === 'object' ? target['@deals/source'] : undefined;
    if (!source) return [];
    const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
    return [{ specifier, file: join(packageDir, source) }];
  });
}

/** Every name each entry point exports, with the file declaring it, read by the compiler with the package's options. */
export function publicExports(packageDir: string): PublicExport[] {
  const entries = entryPoints(packageDir);
  const config = ts.getParsedCommandLineOfConfigFile(
    join(packageDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`No tsconfig.json in ${packageDir}`);
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    config.options,
  );
  const checker = program.getTypeChecker();
  return entries.flatMap(({ specifier, file }) => {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`The compiler could not read ${file}`);
    return checker.getExportsOfModule(module).map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declaration = target.declarations?.[0]?.getSourceFile().fileName ?? file;
      return { entry: specifier, name: symbol.name, declaredIn: relative(packageDir, declaration) };
    });
  });
}

/** Every identifier inside the README's inline code and code blocks. */
export function namesInCode(markdown: string): Set<string> {
  const code = [...markdown.matchAll(/```[^\n]*\n([\s\S]*?)```|`([^`\n]+)`/g)].map((match) => match[1] ?? match[2]);
  return new Set(code.flatMap((text) => text!.match(/[A-Za-z_$][\w$]*/g) ?? []));
}

/**
 * The name a README has to mention for an export. Generated operation files export, per operation `X`, `XDocument`,
 * `XQuery`/`XMutation`/`XSubscription` and their `…Variables`, and per fragment `XFragment` and `XFragmentDoc`: the
 * README lists the operation (or fragment) once, with the naming rule. Every other export is mentioned by its name.
 */
export function documentedAs({ name, declaredIn }: Pick<PublicExport, 'name' | 'declaredIn'>): string {
  if (!declaredIn.endsWith('.generated.ts') || declaredIn.endsWith('types.generated.ts')) return name;
  const operation = /^(\w+?)(?:Document|FragmentDoc|Fragment|(?:Query|Mutation|Subscription)(?:Variables)?)$/.exec(
    name,
  );
  return operation ? operation[1]! : name;
}

/** `entry: name` of every export the package's README does not mention in code, with what it should mention. */
export function undocumentedExports(packageDir: string): string[] {
  const documented = namesInCode(readFileSync(join(packageDir, 'README.md'), 'utf8'));
  return publicExports(packageDir)
    .filter((publicExport) => !documented.has(documentedAs(publicExport)))
    .map((publicExport) => {
      const expected = documentedAs(publicExport);
      const as = expected === publicExport.name ? '' : ` (as ${expected})`;
      return `${publicExport.entry}: ${publicExport.name}${as}, from ${publicExport.declaredIn}`;
    });
}
