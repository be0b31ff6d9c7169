import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import {
  customButtonFlagKeys,
  headerFlagKeys,
  isOn,
  readConfig,
  readGlobalConfig,
  withFlags,
  type Json,
} from './helpers.ts';

/** The per-site configuration calls of spec §7, answered from site-configs/ as the original API shaped them. */

const siteIdOf = (sld: string) => readConfig(sld, 'site.json').siteId as number;
const optics = siteIdOf('optics');
const ecology = siteIdOf('ecology');

type MenuJson = Json & { id: number; enable?: string | number; children?: MenuJson[] };
type ModuleJson = Json & { id: number; code: string; styleId?: number; enable?: number; props?: Json };

/** The header as the original wire carries it: buttons and CSS nested under configData, flags as booleans. */
function expectedHeaderWire(sld: string): Json {
  const { customButtonList = [], cssContent = '', ...rest } = readConfig(sld, 'header.json') as Json & {
    customButtonList?: Json[];
    cssContent?: string;
  };
  return {
    ...withFlags(rest, headerFlagKeys),
    configData: {
      customButtonList: customButtonList.map((button) => withFlags(button, customButtonFlagKeys)),
      cssContent,
    },
  };
}

function idTree(items: MenuJson[], keep: (item: MenuJson) => boolean = () => true): unknown[] {
  return items.filter(keep).map((item) => ({ id: item.id, children: idTree(item.children ?? [], keep) }));
}

function flatten(items: MenuJson[]): MenuJson[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

function expectModulesLike(actual: unknown, raw: ModuleJson[]) {
  expect(actual).toEqual(
    raw.map((module) => ({
      id: module.id,
      code: module.code,
      styleId: module.styleId ?? 1,
      name: module.name ?? '',
      enName: module.enName ?? '',
      enable: isOn(module.enable ?? 1),
      props: module.props ?? {},
    })),
  );
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('getConfigHeader', () => {
  it.each(['optics', 'ecology'])('answers %s in the original wire shape (configData.customButtonList, configData.cssContent)', async (sld) => {
    const { http, body } = await server.get(`/rc-pub/front/site/getConfigHeader?siteId=${siteIdOf(sld)}`);
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expect(body.data).toEqual(expectedHeaderWire(sld));
    const data = body.data as Json;
    expect(data).not.toHaveProperty('customButtonList');
    expect(data).not.toHaveProperty('cssContent');
  });

  it('turns 1/0 flags into booleans', async () => {
    const raw = readConfig('ecology', 'header.json');
    const { body } = await server.get(`/rc-pub/front/site/getConfigHeader?siteId=${ecology}`);
    const data = body.data as Json;
    // The ecology header has flags both on and off.
    expect(raw.ceiling).toBe(1);
    expect(raw.resourceSearch).toBe(0);
    expect(data.ceiling).toBe(true);
    expect(data.resourceSearch).toBe(false);
  });
});

describe('publication, footer, aggregated, magazine functions', () => {
  it.each(['optics', 'ecology'])('getPublicationConfig answers %s', async (sld) => {
    const configured = readConfig(sld, 'publication.json');
    // A publisher's fields left out are answered empty.
    const raw = { ...configured, publisher: configured.publisher ? { enName: '', url: '', logo: '', ...(configured.publisher as Json) } : null };
    const { body } = await server.get(`/rc-pub/front/config-publication/getPublicationConfig?siteId=${siteIdOf(sld)}`);
    expect(body).toEqual({
      status: 0,
      data: withFlags(raw, ['showPages', 'showDoi', 'downloadEnabled', 'onlineFirst', 'justAccepted']),
    });
  });

  it.each(['optics', 'ecology'])('getFooterConfig answers %s', async (sld) => {
    const raw = readConfig(sld, 'footer.json');
    const { body } = await server.get(`/rc-pub/front/config-footer/getFooterConfig?siteId=${siteIdOf(sld)}`);
    expect(body).toEqual({ status: 0, data: withFlags(raw, ['showFriendshipLinks']) });
  });

  it.each(['optics', 'ecology'])('getAggregatedConfig answers %s', async (sld) => {
    const raw = readConfig(sld, 'aggregated.json');
    const { body } = await server.get(`/rc-pub/front/site/getAggregatedConfig?siteId=${siteIdOf(sld)}`);
    // This server has no translation provider: translation is not offered, whatever the site enables.
    expect(body).toEqual({ status: 0, data: { ...withFlags(raw, ['enableComment', 'enableTranslation']), enableTranslation: false } });
  });

  it.each(['optics', 'ecology'])('getMagazineFunctionalControl answers %s', async (sld) => {
    const raw = readConfig(sld, 'magazine-functions.json');
    const { body } = await server.get(`/rc-pub/front/site/getMagazineFunctionalControl?siteId=${siteIdOf(sld)}`);
    expect(body).toEqual({ status: 0, data: withFlags(raw, Object.keys(raw)) });
  });
});

describe('getBasicInfo', () => {
  it.each(['optics', 'ecology'])('answers %s with semicolon-joined keywords', async (sld) => {
    const raw = readConfig(sld, 'basic-info.json') as Json & { keywords: string[]; enKeywords: string[] };
    const { body } = await server.get(`/rc-pub/front/site/getBasicInfo?siteId=${siteIdOf(sld)}`);
    expect(body.status).toBe(0);
    expect(body.data).toEqual({ ...raw, keywords: raw.keywords.join(';'), enKeywords: raw.enKeywords.join(';') });
    expect(typeof (body.data as Json).keywords).toBe('string');
  });
});

describe('channel/list', () => {
  it.each(['optics', 'ecology'])('filter=false keeps every %s entry, disabled ones too', async (sld) => {
    const items = readConfig(sld, 'menu.json').items as MenuJson[];
    expect(flatten(items).some((item) => !isOn(item.enable))).toBe(true);
    const { body } = await server.get(`/rc-pub/front/channel/list?siteId=${siteIdOf(sld)}&filter=false`);
    expect(body.status).toBe(0);
    const data = body.data as MenuJson[];
    expect(idTree(data)).toEqual(idTree(items));
    const byId = new Map(flatten(items).map((item) => [item.id, item]));
    for (const item of flatten(data)) {
      const raw = byId.get(item.id)!;
      expect(item.enable, `enable of ${item.id}`).toBe(isOn(raw.enable));
      expect(item.code).toBe(raw.code);
      expect(item.name).toBe(raw.name);
    }
  });

  it.each(['optics', 'ecology'])('filter=true drops %s entries whose enable is "0"', async (sld) => {
    const items = readConfig(sld, 'menu.json').items as MenuJson[];
    const { body } = await server.get(`/rc-pub/front/channel/list?siteId=${siteIdOf(sld)}&filter=true`);
    expect(body.status).toBe(0);
    const data = body.data as MenuJson[];
    expect(idTree(data)).toEqual(idTree(items, (item) => isOn(item.enable)));
    const disabled = flatten(items).filter((item) => !isOn(item.enable)).map((item) => item.id);
    expect(disabled.length).toBeGreaterThan(0);
    const served = flatten(data).map((item) => item.id);
    for (const id of disabled) expect(served).not.toContain(id);
  });

  it('filter defaults to false', async () => {
    const items = readConfig('optics', 'menu.json').items as MenuJson[];
    const { body } = await server.get(`/rc-pub/front/channel/list?siteId=${optics}`);
    expect(idTree(body.data as MenuJson[])).toEqual(idTree(items));
  });
});

describe('module/list', () => {
  it('answers the index channel with the home modules', async () => {
    const menu = readConfig('optics', 'menu.json').items as MenuJson[];
    const index = flatten(menu).find((item) => item.code === 'index')!;
    const modules = readConfig('optics', 'modules.json') as { home: ModuleJson[] };
    const { http, body } = await server.get(`/rc-pub/front/module/list?siteId=${optics}&channelId=${index.id}`);
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expectModulesLike(body.data, modules.home);
  });

  it('answers a channel with its own module list', async () => {
    const modules = readConfig('optics', 'modules.json') as { channels: Record<string, ModuleJson[]> };
    const [channelId, list] = Object.entries(modules.channels)[0]!;
    const { body } = await server.get(`/rc-pub/front/module/list?siteId=${optics}&channelId=${channelId}`);
    expect(body.status).toBe(0);
    expectModulesLike(body.data, list);
  });

  it("answers a channel of another site with a 404 envelope", async () => {
    const ecologyIndex = flatten(readConfig('ecology', 'menu.json').items as MenuJson[]).find((item) => item.code === 'index')!;
    const { http, body } = await server.get(`/rc-pub/front/module/list?siteId=${optics}&channelId=${ecologyIndex.id}`);
    expect(http).toBe(404);
    expect(body.status).not.toBe(0);
    expect(body.message).toContain(String(ecologyIndex.id));
    expect(body.data).toBeUndefined();
  });
});

describe('checkPower', () => {
  it.each(['optics', 'ecology'])('answers the configured powers of %s', async (sld) => {
    const access = readConfig(sld, 'access.json');
    const { body } = await server.get(`/rc-pub/front/site/checkPower?siteId=${siteIdOf(sld)}`);
    expect(body).toEqual({ status: 0, data: { visitPower: isOn(access.visitPower), downloadPower: isOn(access.downloadPower) } });
  });

  it('ecology has downloadPower false', async () => {
    expect(readConfig('ecology', 'access.json').downloadPower).toBe(0);
    const { body } = await server.get(`/rc-pub/front/site/checkPower?siteId=${ecology}`);
    expect((body.data as Json).downloadPower).toBe(false);
  });
});

describe('AI panel', () => {
  it.each(['optics', 'ecology'])('getAiqaConfig answers %s', async (sld) => {
    const raw = readConfig(sld, 'aiqa.json');
    const { body } = await server.get(`/rc-pub/front/aiqa/getAiqaConfig?siteId=${siteIdOf(sld)}`);
    expect(body).toEqual({ status: 0, data: withFlags(raw, ['enabled', 'showOnHome', 'showOnArticle']) });
  });

  it.each(['optics', 'ecology'])('getAppInfo answers the app name of %s', async (sld) => {
    const raw = readConfig(sld, 'aiqa.json');
    const { body } = await server.get(`/rc-pub/front/aiqa/getAppInfo?siteId=${siteIdOf(sld)}`);
    expect(body.status).toBe(0);
    expect(body.data).toMatchObject({ name: raw.appName, enName: raw.enAppName });
  });

  it('a site without aiqa.json has no AI panel', async () => {
    const group = readConfig('sciencegroup', 'site.json').siteId as number;
    const { body } = await server.get(`/rc-pub/front/aiqa/getAiqaConfig?siteId=${group}`);
    expect(body.status).toBe(0);
    expect(body.data).toBeNull();
  });
});

describe('common codes and search configuration', () => {
  it('getCommonCodes answers common-codes.json', async () => {
    const { http, body } = await server.get('/rc-pub/front/commonResource/getCommonCodes');
    expect(http).toBe(200);
    expect(body).toEqual({ status: 0, data: readGlobalConfig('common-codes.json').codes });
  });

  it.each(['optics', 'ecology'])('search-config answers the resource types of %s', async (sld) => {
    const raw = readConfig(sld, 'search.json') as { resourceTypes: Array<Json & { code: string }> };
    const { body } = await server.get(`/rc-pub/front/site/${siteIdOf(sld)}/search-config`);
    expect(body.status).toBe(0);
    expect(body.data).toEqual(
      raw.resourceTypes.map((entry) => ({
        ...withFlags(entry, ['isOpenConfig']),
        // spec §3: the resource code "article" is "thesis".
        code: entry.code === 'article' ? 'thesis' : entry.code,
      })),
    );
  });

  it('search-conditions?type=article answers the thesis conditions', async () => {
    const raw = readConfig('optics', 'search.json') as { conditions: Record<string, Json[]> };
    const { http, body } = await server.get(`/rc-pub/front/site/${optics}/search-conditions?type=article`);
    expect(http).toBe(200);
    expect(body).toEqual({ status: 0, data: raw.conditions.thesis });
  });

  it.each(['publication', 'picture', 'table', 'video', 'audio', 'book'])('search-conditions?type=%s answers that list', async (type) => {
    const raw = readConfig('optics', 'search.json') as { conditions: Record<string, Json[]> };
    const { body } = await server.get(`/rc-pub/front/site/${optics}/search-conditions?type=${type}`);
    expect(body).toEqual({ status: 0, data: raw.conditions[type] });
  });

  it('search-conditions of a known type the site has not configured answers an empty list', async () => {
    const raw = readConfig('ecology', 'search.json') as { conditions: Record<string, Json[]> };
    expect(raw.conditions.patent).toBeUndefined();
    const { body } = await server.get(`/rc-pub/front/site/${ecology}/search-conditions?type=patent`);
    expect(body).toEqual({ status: 0, data: [] });
  });

  it('search-conditions with a bad type is a 400 naming "type"', async () => {
    const { http, body } = await server.get(`/rc-pub/front/site/${optics}/search-conditions?type=spaceship`);
    expect(http).toBe(400);
    expect(body.status).not.toBe(0);
    expect(body.message).toMatch(/"type"/);
    expect(body.data).toBeUndefined();
  });
});
