import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readGlobalConfig, type Envelope } from './helpers.ts';

/**
 * Bad input never gives a 500: every malformed request answers HTTP 4xx with an envelope whose status is not 0 and
 * whose message names the parameter at fault.
 */

const optics = readConfig('optics', 'site.json').siteId as number;

/** The reply of a bad request: 4xx, a non-zero envelope status, a message that names `name`, no data. */
function expectRejected(reply: { http: number; body: Envelope }, name: RegExp | string, httpStatus = 400) {
  expect(reply.http).toBe(httpStatus);
  expect(typeof reply.body.status).toBe('number');
  expect(reply.body.status).not.toBe(0);
  expect(reply.body.message).toEqual(expect.stringMatching(typeof name === 'string' ? new RegExp(`"${name}"`) : name));
  expect(reply.body.data).toBeUndefined();
}

/** For replies whose body may not be JSON at all (so the test reports the real body rather than a parse error). */
async function getText(url: string, init?: RequestInit): Promise<{ http: number; text: string; body: Envelope | undefined }> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: Envelope | undefined;
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    body = undefined;
  }
  return { http: response.status, text, body };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('siteId', () => {
  const siteEndpoints = [
    '/rc-pub/front/site/getConfigHeader',
    '/rc-pub/front/config-publication/getPublicationConfig',
    '/rc-pub/front/config-footer/getFooterConfig',
    '/rc-pub/front/site/getAggregatedConfig',
    '/rc-pub/front/site/getBasicInfo',
    '/rc-pub/front/site/getMagazineFunctionalControl',
    '/rc-pub/front/site/checkPower',
    '/rc-pub/front/channel/list',
    '/rc-pub/front/aiqa/getAiqaConfig',
    '/rc-pub/front/aiqa/getAppInfo',
    '/rc-pub/front/front-period/getFirstTwoPeriods',
    '/rc-pub/front/front-period/getPeriodTree',
    '/rc-pub/front/expert/list',
    '/rc-pub/front/hisSearch/hotWords',
    '/rc-pub/front/resource-statistics/getResourceCountsStatistic',
    '/rc-pub/front/front-publication/findGroupBySiteId',
    '/rc-pub/front/site/findBySiteId',
  ];

  it('a bootstrap naming no site answers the deployment default site (site-configs/deployment.json)', async () => {
    const { defaultSite } = readGlobalConfig('deployment.json') as { defaultSite: string };
    const reply = await server.get('/rc-pub/front/bootstrap');
    expect(reply.http).toBe(200);
    expect((reply.body.data as { site: { sld: string } }).site.sld).toBe(defaultSite);
  });

  it.each(siteEndpoints)('missing on %s is a 400 naming siteId', async (path) => {
    expectRejected(await server.get(path), 'siteId');
  });

  it.each(['abc', '-1', '1.5', '', '1e3', '0x65', '101abc'])('siteId=%s is a 400 naming siteId', async (value) => {
    expectRejected(await server.get(`/rc-pub/front/site/getConfigHeader?siteId=${encodeURIComponent(value)}`), 'siteId');
    expectRejected(await server.get(`/rc-pub/front/site/findBySiteId?siteId=${encodeURIComponent(value)}`), 'siteId');
  });

  it('a repeated siteId is a 400 naming siteId', async () => {
    expectRejected(await server.get(`/rc-pub/front/site/findBySiteId?siteId=${optics}&siteId=${optics}`), 'siteId');
  });

  it('a siteId header that is not a number is a 400 naming it', async () => {
    expectRejected(await server.get('/rc-pub/front/site/getConfigHeader', { headers: { siteId: 'abc' } }), /siteid/i);
  });

  it('a siteId path parameter that is not a number is a 400 naming siteId', async () => {
    expectRejected(await server.get('/rc-pub/front/site/abc/search-config'), 'siteId');
    expectRejected(await server.get('/rc-pub/front/site/-5/search-conditions?type=thesis'), 'siteId');
  });

  // A digit string longer than a safe integer is not a site id: it would be rounded to another number (or to
  // Infinity) and looked up as if it were one.
  it.each([
    ['2^53 + 1', '9007199254740993'],
    ['5,000 digits', '9'.repeat(5000)],
  ])('a siteId beyond the safe integer range (%s) is a 400 naming siteId', async (_label, digits) => {
    expectRejected(await server.get(`/rc-pub/front/site/findBySiteId?siteId=${digits}`), 'siteId');
  });
});

describe('paging', () => {
  const paged = ['/rc-pub/front/expert/list', '/rc-pub/front/hisSearch/hotWords'];

  it.each(paged)('page=-1 on %s is a 400 naming page', async (path) => {
    expectRejected(await server.get(`${path}?siteId=${optics}&page=-1`), 'page');
  });

  it.each(paged)('size=0 on %s is a 400 naming size', async (path) => {
    expectRejected(await server.get(`${path}?siteId=${optics}&size=0`), 'size');
  });

  it.each(paged)('size=1000 on %s is a 400 naming size', async (path) => {
    expectRejected(await server.get(`${path}?siteId=${optics}&size=1000`), 'size');
  });

  it.each(paged)('page=abc and size=1.5 on %s name both', async (path) => {
    const reply = await server.get(`${path}?siteId=${optics}&page=abc&size=1.5`);
    expectRejected(reply, 'page');
    expect(reply.body.message).toMatch(/"size"/);
  });

  it('page beyond the safe integer range is a 400 naming page', async () => {
    expectRejected(await server.get(`/rc-pub/front/expert/list?siteId=${optics}&page=99999999999999999999`), 'page');
  });

  it('an unknown expert sort is a 400 naming sort', async () => {
    expectRejected(await server.get(`/rc-pub/front/expert/list?siteId=${optics}&sort=shoeSize`), 'sort');
  });

  it('a topicId that is not a number is a 400 naming topicId', async () => {
    expectRejected(await server.get(`/rc-pub/front/expert/list?siteId=${optics}&topicId=abc`), 'topicId');
  });
});

describe('other parameters', () => {
  it('lang=xx on the bootstrap is a 400 naming lang', async () => {
    expectRejected(await server.get('/rc-pub/front/bootstrap?sld=optics&lang=xx'), 'lang');
  });

  it('filter=maybe on channel/list is a 400 naming filter', async () => {
    expectRejected(await server.get(`/rc-pub/front/channel/list?siteId=${optics}&filter=maybe`), 'filter');
  });

  it.each(['isBack', 'groupByYear', 'periodAsc'])('%s=maybe on getPeriodTree is a 400 naming it', async (name) => {
    expectRejected(await server.get(`/rc-pub/front/front-period/getPeriodTree?siteId=${optics}&${name}=maybe`), name);
  });

  it('fromAdcs=maybe on getResourceCountsStatistic is a 400 naming fromAdcs', async () => {
    expectRejected(await server.get(`/rc-pub/front/resource-statistics/getResourceCountsStatistic?siteId=${optics}&fromAdcs=maybe`), 'fromAdcs');
  });

  it('module/list without channelId, or with a bad one, is a 400 naming channelId', async () => {
    expectRejected(await server.get(`/rc-pub/front/module/list?siteId=${optics}`), 'channelId');
    expectRejected(await server.get(`/rc-pub/front/module/list?siteId=${optics}&channelId=home`), 'channelId');
  });

  it('getFirstTwoPeriods with a bad publicationIndexId is a 400 naming it', async () => {
    expectRejected(await server.get(`/rc-pub/front/front-period/getFirstTwoPeriods?siteId=${optics}&publicationIndexId=x`), 'publicationIndexId');
  });

  it('search-conditions without type is a 400 naming type', async () => {
    expectRejected(await server.get(`/rc-pub/front/site/${optics}/search-conditions`), 'type');
  });

  it('findBySld and findByDomain without their parameter are 400s naming it', async () => {
    expectRejected(await server.get('/rc-pub/front/site/findBySld'), 'sld');
    expectRejected(await server.get('/rc-pub/front/site/findBySld?sld='), 'sld');
    expectRejected(await server.get('/rc-pub/front/site/findByDomain'), 'domain');
  });
});

describe('paths, methods and bodies', () => {
  it('an unknown path is a 404 envelope naming the path', async () => {
    expectRejected(await server.get('/rc-pub/front/no-such-thing?siteId=101'), /\/rc-pub\/front\/no-such-thing/, 404);
  });

  it('a name under front-article/ that is no endpoint is a 404 envelope naming the path, not a bad article id', async () => {
    for (const path of ['/rc-pub/front/front-article/getNoSuchThing', '/rc-pub/front/front-article/12abc']) {
      const reply = await server.get(`${path}?siteId=${optics}`);
      expectRejected(reply, new RegExp(`No such endpoint: GET ${path.replaceAll('/', '\\/')}`), 404);
      expect(reply.body.status).toBe(40400);
    }
  });

  it('a path outside /rc-pub is a 404 envelope', async () => {
    expectRejected(await server.get('/wp-admin/setup.php'), /\/wp-admin\/setup\.php/, 404);
  });

  it('a known path with the wrong method is a 4xx envelope', async () => {
    const reply = await server.get(`/rc-pub/front/site/findBySiteId?siteId=${optics}`, { method: 'DELETE' });
    expect(reply.http).toBeGreaterThanOrEqual(400);
    expect(reply.http).toBeLessThan(500);
    expect(reply.body.status).not.toBe(0);
    expect(reply.body.message).toMatch(/DELETE/);
  });

  it('POST of malformed JSON to the admin endpoint is a 400 naming the body', async () => {
    const reply = await server.get('/rc-pub/admin/reload-config', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"reload": tru',
    });
    expectRejected(reply, /body/i);
    expect(reply.body.message).toMatch(/JSON/);
  });

  it('POST of an empty JSON body is a 400 naming the body', async () => {
    const reply = await server.get('/rc-pub/admin/reload-config', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '' });
    expectRejected(reply, /body/i);
  });

  it('POST of a body over the limit is a 413 envelope', async () => {
    const reply = await server.get('/rc-pub/admin/reload-config', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(2_000_000) }),
    });
    expectRejected(reply, /body/i, 413);
  });

  it('POST of an unsupported content type is a 415 envelope', async () => {
    const reply = await server.get('/rc-pub/admin/reload-config', { method: 'POST', headers: { 'content-type': 'application/x-weird' }, body: 'x' });
    expect(reply.http).toBe(415);
    expect(reply.body.status).not.toBe(0);
    expect(reply.body.message).toMatch(/media type/i);
  });
});

describe('huge query strings', () => {
  it('a 10 KB value for an enumerated parameter is a 400 naming it', async () => {
    expectRejected(await server.get(`/rc-pub/front/bootstrap?sld=optics&lang=${'x'.repeat(10_000)}`), 'lang');
  });

  it('a 10 KB sld is not a 500 (unknown site)', async () => {
    const { http, body } = await server.get(`/rc-pub/front/site/findBySld?sld=${'s'.repeat(10_000)}`);
    expect(http).toBeLessThan(500);
    expect(body).toEqual({ status: 10001, message: 'Site not found' });
  });

  it('a 64 KB query string is a 4xx envelope, not a bare HTTP error', async () => {
    const reply = await getText(`${server.url}/rc-pub/front/site/getConfigHeader?siteId=${optics}&q=${'a'.repeat(64 * 1024)}`);
    expect(reply.http).toBeGreaterThanOrEqual(400);
    expect(reply.http).toBeLessThan(500);
    // Every /rc-pub reply is { status, message?, data? } (architecture "Contracts").
    expect(reply.body, reply.text).toBeDefined();
    expect(typeof reply.body?.status, reply.text).toBe('number');
    expect(reply.body?.status).not.toBe(0);
    expect(reply.body?.message).toEqual(expect.any(String));
  });
});

describe('the server survives all of the above', () => {
  it('still answers a good request', async () => {
    const { http, body } = await server.get(`/rc-pub/front/site/findBySiteId?siteId=${optics}`);
    expect(http).toBe(200);
    expect(body.status).toBe(0);
  });
});
