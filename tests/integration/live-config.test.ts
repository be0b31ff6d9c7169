import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, waitFor, type Json } from './helpers.ts';

/**
 * Configuration is live (CONFIG_WATCH=on): an edit to a site's file is served without a restart, and an invalid edit
 * keeps the last good value serving while config-diagnostics reports the file and the problem.
 */

const optics = readConfig('optics', 'site.json').siteId as number;
type Button = { customButtonName: string };
type HeaderWire = { configData: { customButtonList: Button[] } };

let server: TestServer;
let headerFile: string;
beforeAll(async () => {
  server = await startTestServer({ CONFIG_WATCH: 'on' });
  headerFile = join(server.configDir, 'optics', 'header.json');
  // The watcher starts with the server; give it a moment to be ready before the first edit.
  await new Promise((done) => setTimeout(done, 500));
});
afterAll(async () => {
  await server?.close();
});

const firstButtonName = async () => {
  const { body } = await server.get(`/rc-pub/front/site/getConfigHeader?siteId=${optics}`);
  expect(body.status).toBe(0);
  return (body.data as HeaderWire).configData.customButtonList[0]?.customButtonName;
};

describe('CONFIG_WATCH=on', () => {
  const editedName = `Submit (edited ${Date.now()})`;

  it('serves the file’s current button name before any edit', async () => {
    const raw = JSON.parse(readFileSync(headerFile, 'utf8')) as { customButtonList: Button[] };
    expect(await firstButtonName()).toBe(raw.customButtonList[0]!.customButtonName);
  });

  it('applies an edit to optics/header.json within 5 s, on the endpoint and in the bootstrap', async () => {
    const raw = JSON.parse(readFileSync(headerFile, 'utf8')) as Json & { customButtonList: Button[] };
    raw.customButtonList[0]!.customButtonName = editedName;
    writeFileSync(headerFile, JSON.stringify(raw, null, 2));

    await waitFor(async () => ((await firstButtonName()) === editedName ? true : undefined), 5000, 'the edited button name');
    const { body } = await server.get('/rc-pub/front/bootstrap?sld=optics');
    expect((body.data as { header: { customButtonList: Button[] } }).header.customButtonList[0]!.customButtonName).toBe(editedName);
  });

  it('keeps serving the last good value when the file becomes invalid JSON, and reports the file and problem', async () => {
    writeFileSync(headerFile, '{ "navStyle": 1, "customButtonList": [ { "customButtonName": "half', 'utf8');

    type Diagnostic = { file: string; path: string; message: string };
    const reported = await waitFor(
      async () => {
        const { http, body } = await server.get('/rc-pub/admin/config-diagnostics');
        expect(http).toBe(200);
        expect(body.status).toBe(0);
        return (body.data as Diagnostic[]).find((entry) => resolve(entry.file) === resolve(headerFile));
      },
      5000,
      'a diagnostic for optics/header.json',
    );
    expect(reported.message).toMatch(/JSON/);

    expect(await firstButtonName()).toBe(editedName);
    const { body } = await server.get('/rc-pub/front/bootstrap?sld=optics');
    expect(body.status).toBe(0);
    const boot = body.data as { header: { customButtonList: Button[] } };
    expect(boot.header.customButtonList[0]!.customButtonName).toBe(editedName);
  });

  it('recovers when the file is made valid again, and the diagnostic goes away', async () => {
    const original = readFileSync(join('site-configs', 'optics', 'header.json'), 'utf8');
    writeFileSync(headerFile, original);
    const originalName = (JSON.parse(original) as { customButtonList: Button[] }).customButtonList[0]!.customButtonName;

    await waitFor(async () => ((await firstButtonName()) === originalName ? true : undefined), 5000, 'the restored button name');
    const { body } = await server.get('/rc-pub/admin/config-diagnostics');
    expect((body.data as Array<{ file: string }>).filter((entry) => resolve(entry.file) === resolve(headerFile))).toEqual([]);
  });
});
