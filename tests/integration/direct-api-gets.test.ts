import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directRouteOf } from '../../server/http/direct-routes.ts';
import { registeredRoutes } from '../../server/http/registered-routes.ts';
import { inProcessHeader } from '../../server/http/request-log.ts';
import { directApiGets } from '../../server/web/direct-api-gets.ts';
import { signInNewMember } from '../support/sign-in-member.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readSeed } from './helpers.ts';

/**
 * The page renderer's GETs answered by calling their routes in process (server/web/direct-api-gets.ts) answer what
 * the same calls answered through Fastify's request cycle (`inject`, as the in-process transport sends them): the
 * same HTTP status and the same envelope, for good calls, bad input, unknown, expired and group sites, signed-out
 * and with a reader's cookie.
 */
let server: TestServer;
/** The site and reader each call is made for: the spec's headers as the API client sends them, and a page's reader. */
const callers: Array<Record<string, string>> = [
  { accept: 'application/json', language: 'zh', siteid: '101' },
  { accept: 'application/json', language: 'en', siteid: '100', referer: 'https://library.example.edu/' },
  { accept: 'application/json', language: 'en', siteid: '103' },
  { accept: 'application/json', language: 'zh', siteid: '999' },
  { accept: 'application/json', language: 'zh', siteid: '102', cookie: 'commonToken=not-a-session; userName=x', token: 'not-a-session' },
];
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
  const { token } = await signInNewMember(server.databaseUrl);
  callers.push({ accept: 'application/json', language: 'en', siteid: '101', cookie: `commonToken=${token}; userName=reader`, 'x-masthead-reader': '192.0.2.7' });
  callers.push({ accept: 'application/json', language: 'en', siteid: '102', token });
});
afterAll(async () => {
  await server?.close();
});

const optics = readSeed('optics');
const ecology = readSeed('ecology');
const articleId = String(optics.articles[0]!.id);
const periodId = String(optics.periods[0]!.id);

/** Calls of each route kept for direct calls: what pages send, and what they must refuse. */
const sampleQueries: Record<string, Array<Record<string, string>>> = {
  '/rc-pub/front/site/findBySiteId': [{ siteId: '101' }, { siteId: 'x' }],
  '/rc-pub/front/site/findBySld': [{ sld: 'ecology' }, { sld: '' }],
  '/rc-pub/front/site/findByDomain': [{ domain: 'ecology.localhost' }, { domain: 'nowhere.example' }],
  '/rc-pub/front/front-publication/findGroupBySiteId': [{}],
  '/rc-pub/front/config-publication/getPublicationConfig': [{}],
  '/rc-pub/front/config-footer/getFooterConfig': [{}],
  '/rc-pub/front/site/getMagazineFunctionalControl': [{}],
  '/rc-pub/front/channel/list': [{ filter: 'true' }, { filter: 'maybe' }],
  '/rc-pub/front/module/list': [{ channelId: '1' }, { channelId: '-3' }],
  '/rc-pub/front/aiqa/getAiqaConfig': [{}],
  '/rc-pub/front/commonResource/getCommonCodes': [{}],
  '/rc-pub/front/front-period/getFirstTwoPeriods': [{}, { publicationIndexId: String(optics.journals[0]!.id) }],
  '/rc-pub/front/front-period/getPeriodTree': [{ isBack: '1', groupByYear: '1', periodAsc: '0' }],
  '/rc-pub/front/expert/list': [{ size: '10', sort: 'sort' }, { sort: 'sideways' }],
  '/rc-pub/front/hisSearch/hotWords': [{ page: '0', size: '10' }],
  '/rc-pub/front/resource-statistics/getResourceCountsStatistic': [{}, { fromAdcs: 'true' }],
  '/rc-pub/front/front-article/list': [{ periodId, size: '8' }, { status: 'onlineFirst', size: '6' }, { sort: 'visits', size: '6', since: '2020-01-01' }, { size: '101' }, { periodId: '999999' }],
  '/rc-pub/front/news/list': [{ tab: '1', size: '5' }, { tab: '9' }],
  '/rc-pub/front/book/list': [{ size: '4' }],
  '/rc-pub/front/media/list': [{ kind: 'video', size: '4' }, { kind: 'film' }],
  '/rc-pub/front/album/list': [{ size: '4' }],
  '/rc-pub/front/front-publication/detail': [{}, { publicationId: String(ecology.journals[0]!.id) }],
  '/rc-pub/front/front-article/getHtml': [{ id: articleId }, { id: '1' }, {}],
  '/rc-pub/front/front-article/getCitation': [{ id: articleId }],
  '/rc-pub/front/bootstrap': [{ sld: 'optics', lang: 'en' }, { sld: 'heritage' }, { sld: 'nowhere' }],
  '/rc-pub/front/site/getConfigHeader': [{}],
  '/rc-pub/front/site/getAggregatedConfig': [{}],
  '/rc-pub/front/site/getBasicInfo': [{}],
  '/rc-pub/front/site/checkPower': [{}],
  '/rc-pub/front/aiqa/getAppInfo': [{}],
  '/rc-pub/front/getAesKey': [{}],
  '/rc-pub/front/search/analyze': [{ q: '光学 imaging' }, { q: '' }],
  '/rc-pub/front/front-period/toc': [{}, { periodId }, { year: '1900' }],
  '/rc-pub/front/expert/detail': [{ id: String(optics.experts[0]!.id) }, { id: '5' }],
  '/rc-pub/front/news/detail': [{ id: String(optics.news[0]!.id) }],
  '/rc-pub/front/channel/info': [{ id: '1' }],
  '/rc-pub/front/front-article/newArticle': [{ kind: 'prePublication' }],
  '/rc-pub/front/front-article/multilingual': [{ size: '3' }],
  '/rc-pub/front/album/detail': [{ id: String(optics.albums[0]!.id) }],
  '/rc-pub/front/album/items': [{ id: String(optics.albums[0]!.id), tab: 'thesis' }, { id: String(optics.albums[0]!.id), tab: 'nothing' }],
  '/rc-pub/front/book/detail': [{ id: String(optics.books[0]!.id) }],
  '/rc-pub/front/front-article/getJumpUrl': [{ id: articleId }],
  '/rc-pub/front/front-news/getJumpUrl': [{ id: String(optics.news[0]!.id) }],
  '/rc-pub/front/front-article/getReference': [{ id: articleId }],
  '/rc-pub/front/front-article/getStatistics': [{ id: articleId }],
  '/rc-pub/front/front-article/getPublicizeInfo': [{ id: articleId }],
  '/rc-pub/front/front-article/getAttachTypes': [{ id: articleId }],
  '/rc-pub/front/topic/list': [{}],
  '/rc-pub/front/rank/list': [{ by: 'downloads', window: '1y' }, { by: 'comments' }],
  '/rc-pub/front/picture/list': [{ size: '4' }],
  '/rc-pub/front/table/list': [{ size: '4', sort: 'visits' }],
};

const directPaths = () => registeredRoutes(server.app).filter(({ method, path }) => method === 'GET' && directRouteOf(server.app, path) !== undefined).map(({ path }) => path);

describe('GETs answered by calling their routes in process', () => {
  it('are kept only for the routes whose calls are sampled here', () => {
    expect(directPaths().sort()).toEqual(Object.keys(sampleQueries).sort());
  });

  it('answer every call as Fastify’s request cycle answers it: status and envelope', async () => {
    const direct = directApiGets(server.app);
    let compared = 0;
    for (const path of directPaths()) {
      for (const query of sampleQueries[path]!) {
        for (const headers of callers) {
          const search = new URLSearchParams({ ...query, timestamps: '1700000000000' });
          const called = await direct({ path, query: search, headers });
          const injected = await server.app.inject({ method: 'GET', url: `${path}?${search}`, headers: { ...headers, [inProcessHeader.name]: inProcessHeader.value } });
          const where = `${path}?${search} as ${JSON.stringify(headers)}`;
          expect(called, where).toBeDefined();
          expect({ where, status: called!.status, envelope: JSON.parse(JSON.stringify(called!.envelope)) }).toEqual({ where, status: injected.statusCode, envelope: injected.json() });
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(400);
  });

  it('skip only the app-wide hooks they were checked against', () => {
    // A direct call runs none of Fastify's hooks. These only set response headers (request id, cookies, security
    // headers), refuse cross-site writes (never a GET), hand the reply over and time requests a page's calls are not
    // counted in. A new app-wide hook fails this: decide whether a page's GET needs it (then the route cannot be
    // called directly: server/http/direct-routes.ts), and list it here.
    const lines = server.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
    const after = lines.slice(lines.findIndex((line) => line.includes('/rc-pub/front/front-article/list (GET)')) + 1);
    const hooks = after.slice(0, after.findIndex((line) => !line.includes('•')));
    expect(hooks.map((line) => line.replace(/^[│\s•]+/, ''))).toEqual([
      '(onRequest) ["announceRequestId()","fastifyCookieHandler()","makeScriptNonce()","helmetConfigureReply()","helmetApplyHeaders()","refuseCrossSiteWrite()"]',
      '(preSerialization) ["handOver()"]',
      '(onSend) ["fastifyCookieOnSendHandler()"]',
      '(onResponse) ["measureRequest()"]',
    ]);
  });

  it('leave every other route to the transport', async () => {
    const direct = directApiGets(server.app);
    const headers = { language: 'zh', siteid: '101' };
    expect(await direct({ path: '/rc-pub/front/search', query: new URLSearchParams({ q: 'x' }), headers })).toBeUndefined();
    expect(await direct({ path: `/rc-pub/front/front-article/${articleId}`, query: new URLSearchParams(), headers })).toBeUndefined();
    expect(await direct({ path: '/rc-pub/api/account', query: new URLSearchParams(), headers })).toBeUndefined();
    expect(await direct({ path: '/rc-pub/front/no-such-thing', query: new URLSearchParams(), headers })).toBeUndefined();
  });
});
