// Plain Node, no bundler: imports every entry point the packed packages export, then every module file they ship
// (lazy chunks included). A bare deep import that a bundler forgives — `graphql/language/printer` without `.js`, in a
// package that has no `exports` map — fails here with ERR_MODULE_NOT_FOUND, as it would in a Node script, a
// server-side render or a test runner of the host. The optional peers of `@deals/ui/rich-text` and `@deals/ui/charts`
// are installed here (devDependencies) so those entries are checked too.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

// This folder sits inside the monorepo, whose own node_modules Node would fall back to for a dependency the
// packages forgot to declare. A resolve hook refuses any file outside this app, as if it were installed on its own.
const here = new URL('./', import.meta.url).href;
const insideThisApp = `export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (resolved.url.startsWith('file:') && !resolved.url.startsWith(${JSON.stringify(here)}))
    throw new Error(specifier + ' resolved outside the host app: ' + resolved.url + ' (an undeclared dependency?)');
  return resolved;
}`;
register(`data:text/javascript,${encodeURIComponent(insideThisApp)}`);
const failures = [];

async function attempt(what, load) {
  try {
    await load();
    console.info(`  ok   ${what}`);
  } catch (error) {
    failures.push(what);
    console.error(`  FAIL ${what}: ${error.code ?? ''} ${error.message.split('\n')[0]}`);
  }
}

async function moduleFiles(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

for (const name of ['@deals/admin-core', '@deals/ui']) {
  const manifest = require.resolve(`${name}/package.json`);
  const { exports } = JSON.parse(await readFile(manifest, 'utf8'));
  console.info(name);
  for (const subpath of Object.keys(exports)) {
    if (subpath.endsWith('.css') || subpath.endsWith('package.json')) continue;
    const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
    await attempt(`import('${specifier}')`, () => import(specifier));
  }
  const dist = join(dirname(manifest), 'dist');
  for (const file of await moduleFiles(dist)) {
    await attempt(file.slice(dist.length + 1), () => import(pathToFileURL(file).href));
  }
}

if (failures.length > 0) {
  console.error(`${failures.length} module(s) of the packed packages cannot be imported in plain Node.`);
  process.exit(1);
}
