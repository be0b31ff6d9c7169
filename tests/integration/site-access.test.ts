import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { rawGet, readConfig, readSeed, type Json } from './helpers.ts';

/**
 * Site access (spec §8): an expired site answers 10002 with the expiration reminder, a site under maintenance 10003
 * with the maintenance text, and neither lets any of its content out through any endpoint.
 */

const expiredTitle = 'Website Expiration Reminder!';
const expiredText = 'This website has expired, please contact the enterprise administrator for further use.';
const maintenanceText = 'Please understand the inconvenience caused by system maintenance.';

const siteJson = (sld: string) => readConfig(sld, 'site.json') as Json & { siteId: number; status: string; domains: string[] };
const heritage = siteJson('heritage');
const geoscience = siteJson('geoscience');

/** Every endpoint that answers a site's content or configuration. */
const contentPaths = (siteId: number) => [
  `/rc-pub/front/site/getConfigHeader?siteId=${siteId}`,
  `/rc-pub/front/config-publication/getPublicationConfig?siteId=${siteId}`,
  `/rc-pub/front/config-footer/getFooterConfig?siteId=${siteId}`,
  `/rc-pub/front/site/getAggregatedConfig?siteId=${siteId}`,
  `/rc-pub/front/site/getBasicInfo?siteId=${siteId}`,
  `/rc-pub/front/site/getMagazineFunctionalControl?siteId=${siteId}`,
  `/rc-pub/front/channel/list?siteId=${siteId}&filter=true`,
  `/rc-pub/front/module/list?siteId=${siteId}&channelId=1`,
  `/rc-pub/front/aiqa/getAiqaConfig?siteId=${siteId}`,
  `/rc-pub/front/aiqa/getAppInfo?siteId=${siteId}`,
  `/rc-pub/front/front-period/getFirstTwoPeriods?siteId=${siteId}`,
  `/rc-pub/front/front-period/getPeriodTree?siteId=${siteId}`,
  `/rc-pub/front/expert/list?siteId=${siteId}&page=0&size=10`,
  `/rc-pub/front/hisSearch/hotWords?siteId=${siteId}&page=0&size=10`,
  `/rc-pub/front/resource-statistics/getResourceCountsStatistic?siteId=${siteId}`,
  `/rc-pub/front/site/${siteId}/search-config`,
  `/rc-pub/front/site/${siteId}/search-conditions?type=article`,
];

/** Texts of a site's own content and configuration that must never appear in its replies. */
function privateTexts(sld: string): string[] {
  const seed = readSeed(sld);
  const footer = readConfig(sld, 'footer.json');
  const texts = [
    footer.copyright,
    footer.enCopyright,
    footer.icp,
    ...seed.articles.flatMap((article) => [article.title, article.enTitle, article.doi]),
    ...seed.periods.flatMap((period) => [period.title, period.enTitle]),
    ...seed.journals.flatMap((journal) => [journal.issn, journal.introduction, journal.enIntroduction]),
  ];
  return texts.filter((entry): entry is string => typeof entry === 'string' && entry.length > 0);
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the leak check itself', () => {
  it('finds an active site’s texts in its replies (control)', async () => {
    const optics = siteJson('optics');
    const secrets = privateTexts('optics');
    const footer = JSON.stringify((await server.get(`/rc-pub/front/config-footer/getFooterConfig?siteId=${optics.siteId}`)).body);
    const periods = JSON.stringify((await server.get(`/rc-pub/front/front-period/getPeriodTree?siteId=${optics.siteId}`)).body);
    expect(secrets.filter((secret) => footer.includes(secret) || periods.includes(secret)).length).toBeGreaterThan(3);
  });
});

describe('an expired site', () => {
  it('is configured as expired and has content in the seed', () => {
    expect(heritage.status).toBe('expired');
    expect(readSeed('heritage').articles.length).toBeGreaterThan(0);
  });

  it('bootstrap answers 10002 with the spec §8 texts as its notice', async () => {
    const { http, body } = await server.get('/rc-pub/front/bootstrap?sld=heritage');
    expect(http).toBe(200);
    expect(body.status).toBe(10002);
    expect(body.message).toContain(expiredTitle);
    expect(body.message).toContain(expiredText);
    const notice = body.data as Json;
    expect(notice).toMatchObject({ kind: 'expired', title: expiredTitle, message: expiredText });
    expect(notice.site).toMatchObject({ siteId: heritage.siteId, sld: 'heritage', status: 'expired' });
    for (const key of ['header', 'footer', 'menu', 'basicInfo', 'latestPeriods', 'homeModules']) expect(notice).not.toHaveProperty(key);
  });

  it.each(contentPaths(heritage.siteId))('%s answers 10002 and no data', async (path) => {
    const { http, body } = await server.get(path);
    expect(http).toBe(200);
    expect(body.status).toBe(10002);
    expect(body.message).toContain(expiredTitle);
    expect(body.message).toContain(expiredText);
    expect(body.data).toBeUndefined();
  });

  it('no reply lets the site’s content out (by query, header or Host)', async () => {
    const secrets = privateTexts('heritage');
    expect(secrets.length).toBeGreaterThan(3);
    const replies = [
      ...(await Promise.all(contentPaths(heritage.siteId).map((path) => server.get(path)))),
      await server.get('/rc-pub/front/bootstrap?sld=heritage&lang=en'),
      await server.get('/rc-pub/front/config-footer/getFooterConfig', { headers: { siteId: String(heritage.siteId) } }),
      await rawGet(server.url, '/rc-pub/front/front-period/getPeriodTree', { host: heritage.domains[0]! }),
      await rawGet(server.url, '/rc-pub/front/bootstrap', { host: heritage.domains[0]! }),
    ];
    for (const reply of replies) {
      expect(reply.body.status).not.toBe(0);
      const text = JSON.stringify(reply.body);
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });
});

describe('a site under maintenance', () => {
  it('is configured as maintenance and has content in the seed', () => {
    expect(geoscience.status).toBe('maintenance');
    expect(readSeed('geoscience').articles.length).toBeGreaterThan(0);
  });

  it('bootstrap answers 10003 with the maintenance text', async () => {
    const { http, body } = await server.get(`/rc-pub/front/bootstrap?siteId=${geoscience.siteId}`);
    expect(http).toBe(200);
    expect(body.status).toBe(10003);
    expect(body.message).toContain(maintenanceText);
    expect(body.data).toMatchObject({ kind: 'maintenance', message: maintenanceText });
    for (const key of ['header', 'footer', 'menu', 'basicInfo', 'latestPeriods']) expect(body.data).not.toHaveProperty(key);
  });

  it.each(contentPaths(geoscience.siteId))('%s answers 10003 and no data', async (path) => {
    const { http, body } = await server.get(path);
    expect(http).toBe(200);
    expect(body).toEqual({ status: 10003, message: maintenanceText });
  });

  it('no reply lets the site’s content out (by query, header or Host)', async () => {
    const secrets = privateTexts('geoscience');
    const replies = [
      ...(await Promise.all(contentPaths(geoscience.siteId).map((path) => server.get(path)))),
      await server.get('/rc-pub/front/bootstrap?sld=geoscience'),
      await server.get('/rc-pub/front/config-footer/getFooterConfig', { headers: { siteId: String(geoscience.siteId) } }),
      await rawGet(server.url, '/rc-pub/front/front-period/getFirstTwoPeriods', { host: geoscience.domains[0]! }),
    ];
    for (const reply of replies) {
      expect(reply.body.status).not.toBe(0);
      const text = JSON.stringify(reply.body);
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });
});

describe('an unknown site', () => {
  it.each([
    '/rc-pub/front/site/getConfigHeader?siteId=987654',
    '/rc-pub/front/front-period/getPeriodTree?siteId=987654',
    '/rc-pub/front/site/987654/search-config',
    '/rc-pub/front/bootstrap?siteId=987654',
  ])('%s answers 10001 "Site not found"', async (path) => {
    const { http, body } = await server.get(path);
    expect(http).toBe(200);
    expect(body).toEqual({ status: 10001, message: 'Site not found' });
  });
});
