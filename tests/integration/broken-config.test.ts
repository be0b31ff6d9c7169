import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap as bootstrapSchema } from '../../schemas/bootstrap.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { customButtonFlagKeys, readConfig, withFlags, type Json } from './helpers.ts';

/**
 * A broken site config still serves. This server starts on a config copy whose optics/header.json has five custom
 * buttons (at most three are allowed) and a `<script>` in a button name: the bootstrap still answers, keeps the first
 * three buttons, keeps the script text as plain text data, and lists a diagnostic at `customButtonList[3]`.
 */

const scriptName = '<script>alert("owned")</script>Apply';
const optics = readConfig('optics', 'site.json').siteId as number;
const original = readConfig('optics', 'header.json') as Json & { customButtonList: Json[] };

const extra = (name: string, n: number): Json => ({
  customButtonStatus: 1,
  customButtonName: name,
  enCustomButtonName: `Extra ${n}`,
  customButtonLinkValue: `/extra-${n}/`,
  customButtonPcUrl: `/extra-${n}/`,
  customButtonMobileUrl: `/extra-${n}/`,
});
const fiveButtons = [...original.customButtonList, extra(scriptName, 1), extra('Fourth', 2), extra('Fifth', 3)];

type Diagnostic = { file: string; path: string; message: string };
type Boot = { header: { customButtonList: Json[] }; diagnostics: Diagnostic[] };

let dir: string;
let configDir: string;
let headerFile: string;
let server: TestServer;
beforeAll(async () => {
  expect(original.customButtonList.length).toBeLessThan(3);
  dir = mkdtempSync(join(tmpdir(), 'masthead-broken-config-'));
  configDir = join(dir, 'site-configs');
  cpSync('site-configs', configDir, { recursive: true });
  headerFile = join(configDir, 'optics', 'header.json');
  const raw = JSON.parse(readFileSync(headerFile, 'utf8')) as Json;
  writeFileSync(headerFile, JSON.stringify({ ...raw, customButtonList: fiveButtons }, null, 2));
  server = await startTestServer({ SITE_CONFIG_DIR: configDir, CONFIG_WATCH: 'off' });
});
afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('optics/header.json with five buttons and a <script> name', () => {
  it('the bootstrap still answers status 0 and parses with the schema', async () => {
    const { http, body } = await server.get('/rc-pub/front/bootstrap?sld=optics&lang=en');
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expect(bootstrapSchema.safeParse(body.data).success).toBe(true);
  });

  it('keeps the first three buttons (the salvage)', async () => {
    const { body } = await server.get('/rc-pub/front/bootstrap?sld=optics');
    const buttons = (body.data as Boot).header.customButtonList;
    expect(buttons).toEqual(fiveButtons.slice(0, 3).map((button) => withFlags(button, customButtonFlagKeys)));
  });

  it('keeps the script text as plain text data, in a JSON reply', async () => {
    const response = await fetch(`${server.url}/rc-pub/front/bootstrap?sld=optics`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { data: Boot };
    expect(body.data.header.customButtonList.map((button) => button.customButtonName)).toContain(scriptName);
  });

  it('tells readers nothing of it: no diagnostics, no server file names in the bootstrap', async () => {
    const response = await fetch(`${server.url}/rc-pub/front/bootstrap?sld=optics`);
    const text = await response.text();
    expect((JSON.parse(text) as { data: Boot }).data.diagnostics).toEqual([]);
    expect(text).not.toContain('header.json');
  });

  it('getConfigHeader answers the same three buttons in the wire shape', async () => {
    const { body } = await server.get(`/rc-pub/front/site/getConfigHeader?siteId=${optics}`);
    expect(body.status).toBe(0);
    expect((body.data as { configData: { customButtonList: Json[] } }).configData.customButtonList).toEqual(
      fiveButtons.slice(0, 3).map((button) => withFlags(button, customButtonFlagKeys)),
    );
  });

  it('config-diagnostics lists it for administrators, by file and field', async () => {
    const { body } = await server.get('/rc-pub/admin/config-diagnostics');
    expect(body.status).toBe(0);
    const entry = (body.data as Diagnostic[]).find((diagnostic) => diagnostic.path === 'customButtonList[3]');
    expect(entry, JSON.stringify(body.data)).toBeDefined();
    expect(resolve(entry!.file)).toBe(resolve(headerFile));
    expect(entry!.message).toMatch(/3/);
  });

  it('the other sites are unaffected', async () => {
    const { body } = await server.get('/rc-pub/front/bootstrap?sld=ecology');
    expect(body.status).toBe(0);
    expect((body.data as Boot).diagnostics).toEqual([]);
  });
});
