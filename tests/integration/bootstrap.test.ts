import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap as bootstrapSchema } from '../../schemas/bootstrap.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { isOn, newestFirst, rawGet, readConfig, readSeed, type Json } from './helpers.ts';

/**
 * `GET /rc-pub/front/bootstrap`: the shell's whole configuration in one reply. It must parse with the shared zod
 * schema and carry exactly what the spec's individual endpoints answer.
 */

const siteJson = (sld: string) => readConfig(sld, 'site.json') as Json & { siteId: number; domains: string[]; members: string[] };
const optics = siteJson('optics');
const ecology = siteJson('ecology');
const group = siteJson('sciencegroup');

type Boot = Json & {
  language: string;
  site: Json & { sld: string; siteId: number };
  group: { site: Json & { sld: string }; members: Array<Json & { sld: string }> } | null;
  header: Json & { customButtonList: unknown[]; cssContent: string };
  basicInfo: Json & { keywords: string[]; enKeywords: string[] };
  menu: Array<Json & { id: number; code: string }>;
  diagnostics: unknown[];
};

let server: TestServer;
let opticsEn: { http: number; body: { status: number; message?: string; data?: unknown } };
beforeAll(async () => {
  server = await startTestServer();
  opticsEn = await server.get('/rc-pub/front/bootstrap?sld=optics&lang=en');
});
afterAll(async () => {
  await server?.close();
});

const data = () => opticsEn.body.data as Boot;
const endpoint = async (path: string) => {
  const { body } = await server.get(path);
  expect(body.status, path).toBe(0);
  return body.data;
};

describe('bootstrap?sld=optics&lang=en', () => {
  it('answers status 0 and parses with the bootstrap schema', () => {
    expect(opticsEn.http).toBe(200);
    expect(opticsEn.body.status).toBe(0);
    const parsed = bootstrapSchema.safeParse(opticsEn.body.data);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues, null, 2)).toBe(true);
  });

  it('is for optics, in the language asked for, with no group and no diagnostics', () => {
    expect(data().language).toBe('en');
    expect(data().site).toMatchObject({ siteId: optics.siteId, sld: 'optics' });
    expect(data().group).toBeNull();
    expect(data().diagnostics).toEqual([]);
  });

  it('carries the same header as getConfigHeader', async () => {
    const wire = (await endpoint(`/rc-pub/front/site/getConfigHeader?siteId=${optics.siteId}`)) as Json;
    const { customButtonList, cssContent, ...rest } = data().header;
    expect({ ...rest, configData: { customButtonList, cssContent } }).toEqual(wire);
  });

  it('carries the same footer as getFooterConfig', async () => {
    expect(data().footer).toEqual(await endpoint(`/rc-pub/front/config-footer/getFooterConfig?siteId=${optics.siteId}`));
  });

  it('carries the same menu as channel/list (unfiltered)', async () => {
    expect(data().menu).toEqual(await endpoint(`/rc-pub/front/channel/list?siteId=${optics.siteId}&filter=false`));
  });

  it('carries the same basic info as getBasicInfo, keywords as lists', async () => {
    const wire = (await endpoint(`/rc-pub/front/site/getBasicInfo?siteId=${optics.siteId}`)) as Json;
    const { basicInfo } = data();
    expect({ ...basicInfo, keywords: basicInfo.keywords.join(';'), enKeywords: basicInfo.enKeywords.join(';') }).toEqual(wire);
  });

  it('carries the same publication, aggregated, magazine-function, access and AI config as their endpoints', async () => {
    const id = optics.siteId;
    expect(data().publication).toEqual(await endpoint(`/rc-pub/front/config-publication/getPublicationConfig?siteId=${id}`));
    expect(data().aggregated).toEqual(await endpoint(`/rc-pub/front/site/getAggregatedConfig?siteId=${id}`));
    expect(data().magazineFunctions).toEqual(await endpoint(`/rc-pub/front/site/getMagazineFunctionalControl?siteId=${id}`));
    expect(data().access).toEqual(await endpoint(`/rc-pub/front/site/checkPower?siteId=${id}`));
    expect(data().aiqa).toEqual(await endpoint(`/rc-pub/front/aiqa/getAiqaConfig?siteId=${id}`));
    expect(data().commonCodes).toEqual(await endpoint('/rc-pub/front/commonResource/getCommonCodes'));
  });

  it('carries the home modules, latest periods and search types the endpoints answer', async () => {
    const id = optics.siteId;
    const index = data().menu.find((item) => item.code === 'index')!;
    expect(data().homeModules).toEqual(await endpoint(`/rc-pub/front/module/list?siteId=${id}&channelId=${index.id}`));
    expect(data().latestPeriods).toEqual(await endpoint(`/rc-pub/front/front-period/getFirstTwoPeriods?siteId=${id}`));
    expect(data().latestPeriods).toEqual(newestFirst(readSeed('optics').periods).slice(0, 2));
    expect((data().search as Json).resourceTypes).toEqual(await endpoint(`/rc-pub/front/site/${id}/search-config`));
  });

  it('carries the theme colour the site names', () => {
    expect((data().theme as Json).colorId).toBe(optics.colour);
  });
});

describe('bootstrap by other keys', () => {
  it('without lang uses the site’s default language', async () => {
    const { body } = await server.get('/rc-pub/front/bootstrap?sld=optics');
    expect(body.status).toBe(0);
    expect((body.data as Boot).language).toBe(readConfig('optics', 'header.json').defaultLanguage);
  });

  it('by siteId', async () => {
    const { body } = await server.get(`/rc-pub/front/bootstrap?siteId=${ecology.siteId}`);
    expect(body.status).toBe(0);
    expect((body.data as Boot).site).toMatchObject({ siteId: ecology.siteId, sld: 'ecology' });
    expect((body.data as Boot).language).toBe(readConfig('ecology', 'header.json').defaultLanguage);
  });

  it('by domain', async () => {
    const { body } = await server.get(`/rc-pub/front/bootstrap?domain=${ecology.domains[0]}`);
    expect(body.status).toBe(0);
    expect((body.data as Boot).site).toMatchObject({ siteId: ecology.siteId, sld: 'ecology' });
  });

  it('by the Host header', async () => {
    const { http, body } = await rawGet(server.url, '/rc-pub/front/bootstrap?lang=en', { host: ecology.domains[0]! });
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expect((body.data as Boot).site).toMatchObject({ siteId: ecology.siteId, sld: 'ecology' });
  });

  it('by the siteId header', async () => {
    const { body } = await server.get('/rc-pub/front/bootstrap', { headers: { siteId: String(ecology.siteId) } });
    expect(body.status).toBe(0);
    expect((body.data as Boot).site).toMatchObject({ sld: 'ecology' });
  });

  it('ecology’s access in the bootstrap has downloadPower false', async () => {
    const { body } = await server.get('/rc-pub/front/bootstrap?sld=ecology');
    const access = readConfig('ecology', 'access.json');
    expect(access.downloadPower).toBe(0);
    expect((body.data as Boot).access).toEqual({ visitPower: isOn(access.visitPower), downloadPower: false });
  });

  it('the group sld resolves to its first member and lists the members', async () => {
    const { http, body } = await server.get(`/rc-pub/front/bootstrap?sld=${group.sld}&lang=en`);
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expect(bootstrapSchema.safeParse(body.data).success).toBe(true);
    const boot = body.data as Boot;
    expect(boot.site.sld).toBe(group.members[0]);
    expect(boot.site.sld).toBe('optics');
    expect(boot.group?.site).toMatchObject({ siteId: group.siteId, sld: group.sld });
    expect(boot.group?.members.map((member) => member.sld)).toEqual(group.members);
    expect(boot.group?.members.map((member) => member.siteId)).toEqual(group.members.map((sld) => siteJson(sld).siteId));
  });

  it('an unknown sld answers 10001', async () => {
    const { http, body } = await server.get('/rc-pub/front/bootstrap?sld=no-such-journal');
    expect(http).toBe(200);
    expect(body).toEqual({ status: 10001, message: 'Site not found' });
  });
});
