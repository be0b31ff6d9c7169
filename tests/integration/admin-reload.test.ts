import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, siteFolderNames, type Json } from './helpers.ts';

/**
 * Production's way to apply edits (CONFIG_WATCH=off): nothing changes until POST /rc-pub/admin/reload-config, which
 * answers the problems it found; an invalid file keeps its last good value.
 */

const optics = readConfig('optics', 'site.json').siteId as number;
type Button = Json & { customButtonName: string };
type Diagnostic = { file: string; path: string; message: string };

let server: TestServer;
let headerFile: string;
beforeAll(async () => {
  server = await startTestServer({ CONFIG_WATCH: 'off' });
  headerFile = join(server.configDir, 'optics', 'header.json');
});
afterAll(async () => {
  await server?.close();
});

const buttonNames = async () => {
  const { body } = await server.get(`/rc-pub/front/site/getConfigHeader?siteId=${optics}`);
  expect(body.status).toBe(0);
  return (body.data as { configData: { customButtonList: Button[] } }).configData.customButtonList.map((button) => button.customButtonName);
};
const reload = () => server.get('/rc-pub/admin/reload-config', { method: 'POST' });
const readHeader = () => JSON.parse(readFileSync(headerFile, 'utf8')) as Json & { customButtonList: Button[] };

describe('POST /rc-pub/admin/reload-config with CONFIG_WATCH=off', () => {
  const original = readConfig('optics', 'header.json') as Json & { customButtonList: Button[] };
  const originalNames = original.customButtonList.map((button) => button.customButtonName);

  it('an edit is not applied on its own', async () => {
    const raw = readHeader();
    raw.customButtonList[0]!.customButtonName = 'Renamed without reload';
    writeFileSync(headerFile, JSON.stringify(raw, null, 2));
    await new Promise((done) => setTimeout(done, 400));
    expect(await buttonNames()).toEqual(originalNames);
  });

  it('reload applies the edit and answers the number of sites and no problems', async () => {
    const { http, body } = await reload();
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expect(body.data).toEqual({ diagnostics: [], sites: siteFolderNames(server.configDir).length });
    expect(await buttonNames()).toEqual(['Renamed without reload', ...originalNames.slice(1)]);
  });

  it('an invalid JSON edit, reloaded, keeps the last good value and is reported with its file', async () => {
    writeFileSync(headerFile, '{"customButtonList": [', 'utf8');
    const { body } = await reload();
    expect(body.status).toBe(0);
    const problems = (body.data as { diagnostics: Diagnostic[] }).diagnostics.filter((entry) => resolve(entry.file) === resolve(headerFile));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/JSON/);
    expect(await buttonNames()).toEqual(['Renamed without reload', ...originalNames.slice(1)]);
  });

  it('a file with too many custom buttons, reloaded, keeps the last good value and names customButtonList[3]', async () => {
    const raw = structuredClone(original);
    const extra = (n: number): Button => ({ ...original.customButtonList[0]!, customButtonName: `Extra ${n}` });
    raw.customButtonList = [...raw.customButtonList, extra(1), extra(2), extra(3)];
    expect(raw.customButtonList.length).toBe(5);
    writeFileSync(headerFile, JSON.stringify(raw, null, 2));
    const { body } = await reload();
    const problems = (body.data as { diagnostics: Diagnostic[] }).diagnostics.filter((entry) => resolve(entry.file) === resolve(headerFile));
    expect(problems.map((entry) => entry.path)).toContain('customButtonList[3]');
    expect(await buttonNames()).toEqual(['Renamed without reload', ...originalNames.slice(1)]);
  });

  it('restoring the file and reloading serves it again with no problems', async () => {
    writeFileSync(headerFile, readFileSync(join('site-configs', 'optics', 'header.json')));
    const { body } = await reload();
    expect((body.data as { diagnostics: Diagnostic[] }).diagnostics).toEqual([]);
    expect(await buttonNames()).toEqual(originalNames);
  });

  it('the diagnostics endpoint answers loopback callers without a token', async () => {
    const { http, body } = await server.get('/rc-pub/admin/config-diagnostics');
    expect(http).toBe(200);
    expect(body).toEqual({ status: 0, data: [] });
  });
});
