import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from './serveApp';

describe('the built app as the production command serves it', () => {
  let appDir: string;
  beforeAll(async () => {
    appDir = await mkdtemp(join(tmpdir(), 'deals-app-'));
    await mkdir(join(appDir, 'assets'));
    await writeFile(join(appDir, 'index.html'), '<!doctype html><title>Deals</title>');
    await writeFile(join(appDir, 'assets', 'index-abc.js'), 'console.log(1)');
    await writeFile(join(appDir, 'assets', 'index-abc.js.map'), '{"sources":["secret.ts"]}');
  });
  const get = (path: string) => serveApp(new Request(`http://localhost${path}`), path, appDir);

  it('serves hashed scripts and the page for app routes', async () => {
    expect((await get('/assets/index-abc.js'))!.status).toBe(200);
    const page = (await get('/brands/3/edit'))!;
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Deals</title>');
  });

  it('does not hand out source maps, which hold the original sources', async () => {
    expect((await get('/assets/index-abc.js.map'))!.status).toBe(404);
    expect((await get('/assets/index-abc.js%2Emap'))!.status).toBe(404);
  });
});
