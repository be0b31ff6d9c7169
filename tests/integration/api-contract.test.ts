import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../schemas/api/endpoints.ts';
import { registeredRoutes } from '../../server/http/registered-routes.ts';
import { openApiPath, type OpenApiDocument } from '../../server/openapi/openapi-document.ts';
import { signInNewMember } from '../support/sign-in-member.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig } from './helpers.ts';

/**
 * The one API contract (issue 18): the endpoint table (schemas/api/endpoints.ts) names every route the server
 * registers, every `/rc-pub` route registers from its entry (server/http/typed-route.ts), and `/rc-pub/openapi.json`,
 * generated from the table, is a valid OpenAPI 3.1 document whose reply schemas the server's real replies meet.
 *
 * The server runs with NODE_ENV=test and CAPTCHA_TEST_ANSWER, so that codes can be sent into the outboxes whose
 * reply is checked; the admin endpoints answer this test as a caller on the host itself (no ADMIN_TOKEN).
 */

const key = (method: string, path: string) => `${method} ${path}`;
const ecology = readConfig('ecology', 'site.json').siteId as number;
const captchaAnswer = 'Ab3d';

let server: TestServer;
let document: OpenApiDocument;

beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'test', CAPTCHA_TEST_ANSWER: captchaAnswer });
  const response = await fetch(`${server.url}/rc-pub/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  document = JSON.parse(await response.text()) as OpenApiDocument;
});
afterAll(() => server?.close());

describe('the endpoint table', () => {
  it('names every route the server registers, and registers every route it names', () => {
    const table = allEndpoints().map(([, entry]) => key(entry.method, entry.path));
    const registered = registeredRoutes(server.app).map((route) => key(route.method, route.path));
    expect(registered.length).toBeGreaterThan(100);
    expect(registered.filter((route) => !table.includes(route)), 'routes missing from schemas/api/endpoints.ts').toEqual([]);
    expect(table.filter((entry) => !registered.includes(entry)), 'table entries no route registers').toEqual([]);
  });

  it('registers every route from its entry with route(), none by hand', () => {
    // This server runs without pages (PAGES=off): the page catch-all (server/web/register-pages.ts) is the one route
    // that may be registered by hand.
    const routes = registeredRoutes(server.app);
    const byHand = routes.filter((route) => !route.fromTable).map((route) => key(route.method, route.path));
    expect(routes.filter((route) => route.fromTable).length).toBeGreaterThan(100);
    expect(byHand, 'routes registered without route() (server/http/typed-route.ts)').toEqual([]);
  });

  it('gives each entry one operation id and each method and path one entry', () => {
    const entries = allEndpoints();
    const ids = entries.map(([id]) => id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const routes = entries.map(([, entry]) => key(entry.method, entry.path));
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });
});

describe('GET /rc-pub/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes exactly the methods and paths of the table, by their operation ids', () => {
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => `${(operation as { operationId: string }).operationId} ${method.toUpperCase()} ${path}`),
    );
    const table = allEndpoints().map(([id, entry]) => `${id} ${entry.method} ${openApiPath(entry.path).path}`);
    expect(described.sort()).toEqual(table.sort());
  });

  it('holds only schemas a JSON Schema 2020-12 validator compiles, references resolved', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ ...document, $id: 'openapi.json' } as object);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const pointer = `openapi.json#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses/200`;
        expect(() => ajv.getSchema(pointer), `${method} ${path}`).not.toThrow();
      }
    }
  });
});

describe('real replies meet their documented schema', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  let registered = false;
  const check = async (path: string, operationId: string, headers: Record<string, string> = {}, method = 'GET') => {
    if (!registered) {
      ajv.addSchema({ ...document, $id: 'openapi.json' } as object);
      registered = true;
    }
    const [docPath, operations] = Object.entries(document.paths).find(([, ops]) => Object.values(ops).some((op) => (op as { operationId: string }).operationId === operationId))!;
    const documented = Object.keys(operations).find((m) => (operations[m] as { operationId: string }).operationId === operationId)!;
    expect(documented, operationId).toBe(method.toLowerCase());
    const schemaPointer = `openapi.json#/paths/${docPath.replaceAll('~', '~0').replaceAll('/', '~1')}/${documented}/responses/200/content/application~1json/schema`;
    const validate = ajv.getSchema(schemaPointer)!;
    const { http, body } = await server.get(path, { method, headers: { siteId: String(ecology), ...headers } });
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expect(body.data).toBeDefined();
    const valid = validate(body);
    expect(validate.errors ?? [], `${operationId}: ${path}`).toEqual([]);
    expect(valid).toBe(true);
  };

  it('article list', () => check('/rc-pub/front/front-article/list?size=5', 'articleList'));
  it('news list', () => check('/rc-pub/front/news/list?size=5', 'newsList'));
  it('book, media and album lists', async () => {
    await check('/rc-pub/front/book/list', 'bookList');
    await check('/rc-pub/front/media/list', 'mediaList');
    await check('/rc-pub/front/album/list', 'albumList');
  });
  it('search, its clusters and analyze', async () => {
    await check('/rc-pub/front/search?type=article&q=the', 'search');
    await check('/rc-pub/front/search/clusters?type=article&q=the', 'searchClusters');
    await check('/rc-pub/front/search/analyze?q=forest%20soil', 'searchAnalyze');
  });
  it('new and multilingual articles', async () => {
    await check('/rc-pub/front/front-article/newArticle?kind=prePublication', 'newArticles');
    await check('/rc-pub/front/front-article/multilingual', 'multilingual');
  });
  it('a news item and a book', async () => {
    const news = await server.get('/rc-pub/front/news/list?size=1', { headers: { siteId: String(ecology) } });
    await check(`/rc-pub/front/news/detail?id=${(news.body.data as { content: { id: number }[] }).content[0]!.id}`, 'newsDetail');
    const books = await server.get('/rc-pub/front/book/list?size=1', { headers: { siteId: String(ecology) } });
    const [book] = (books.body.data as { content: { id: number }[] }).content;
    if (book) await check(`/rc-pub/front/book/detail?id=${book.id}`, 'bookDetail');
  });
  it('issues, experts, hot words and counts', async () => {
    await check('/rc-pub/front/front-period/getFirstTwoPeriods', 'firstTwoPeriods');
    await check('/rc-pub/front/front-period/getPeriodTree', 'periodTree');
    await check('/rc-pub/front/front-period/getPeriodTree?groupByYear=false', 'periodTree');
    await check('/rc-pub/front/expert/list?sort=role', 'expertList');
    await check('/rc-pub/front/hisSearch/hotWords', 'hotWords');
    await check('/rc-pub/front/resource-statistics/getResourceCountsStatistic', 'resourceCounts');
  });
  it('site lookups, an issue and an expert', async () => {
    await check(`/rc-pub/front/site/findBySiteId?siteId=${ecology}`, 'findBySiteId');
    await check('/rc-pub/front/site/findBySld?sld=ecology', 'findBySld');
    await check('/rc-pub/front/front-publication/findGroupBySiteId', 'findGroupBySiteId');
    await check('/rc-pub/front/front-period/toc', 'issueToc');
    const experts = await server.get('/rc-pub/front/expert/list?size=1', { headers: { siteId: String(ecology) } });
    await check(`/rc-pub/front/expert/detail?id=${(experts.body.data as { content: { id: number }[] }).content[0]!.id}`, 'expertDetail');
  });
  it('the bootstrap', () => check('/rc-pub/front/bootstrap?sld=ecology&lang=en', 'bootstrap'));
  it("a site's configuration parts", async () => {
    await check('/rc-pub/front/site/getConfigHeader', 'configHeader');
    await check('/rc-pub/front/site/getAggregatedConfig', 'aggregatedConfig');
    await check('/rc-pub/front/site/getBasicInfo', 'basicInfo');
    await check('/rc-pub/front/config-publication/getPublicationConfig', 'publicationConfig');
    await check('/rc-pub/front/config-footer/getFooterConfig', 'footerConfig');
    await check('/rc-pub/front/site/getMagazineFunctionalControl', 'magazineFunctions');
    await check('/rc-pub/front/channel/list', 'channelList');
    const menu = await server.get('/rc-pub/front/channel/list', { headers: { siteId: String(ecology) } });
    await check(`/rc-pub/front/module/list?channelId=${(menu.body.data as { id: number }[])[0]!.id}`, 'moduleList');
    await check('/rc-pub/front/aiqa/getAiqaConfig', 'aiqaConfig');
    await check('/rc-pub/front/commonResource/getCommonCodes', 'commonCodes');
    await check(`/rc-pub/front/site/${ecology}/search-config`, 'searchConfig');
    await check(`/rc-pub/front/site/${ecology}/search-conditions?type=thesis`, 'searchConditions');
    await check('/rc-pub/front/site/checkPower', 'checkPower');
    await check('/rc-pub/front/aiqa/getAppInfo', 'aiqaAppInfo');
    await check('/rc-pub/front/getAesKey', 'aesKey');
  });
  it('topics, rankings, figures and tables', async () => {
    await check('/rc-pub/front/topic/list', 'topicList');
    await check('/rc-pub/front/rank/list?by=downloads&window=1y', 'rankList');
    await check('/rc-pub/front/picture/list', 'pictureList');
    await check('/rc-pub/front/table/list?sort=visits', 'tableList');
  });
  it("a signed-in member's profile, favourites, history, subscriptions and albums", async () => {
    const { token } = await signInNewMember(server.databaseUrl, { email: 'contract@example.org', profile: { name: 'Contract' } });
    const as = { token };
    await check('/rc-pub/api/account', 'account', as);
    await check('/rc-pub/front/frontMembers/info', 'info', as);
    await check('/rc-pub/front/frontMembers/collects', 'collects', as);
    await check('/rc-pub/front/frontMembers/downloads', 'downloads', as);
    await check('/rc-pub/front/frontMembers/historys', 'historys', as);
    await check('/rc-pub/front/frontMembers/subscribeList', 'subscribeList', as);
    await check('/rc-pub/front/personalAlbum/search', 'albumSearch', as);
  });
  it('an article page', async () => {
    const list = await server.get('/rc-pub/front/front-article/list?size=1', { headers: { siteId: String(ecology) } });
    const [first] = (list.body.data as { content: { id: number }[] }).content;
    await check(`/rc-pub/front/front-article/getHtml?id=${first!.id}`, 'articlePage');
    await check(`/rc-pub/front/front-article/getReference?id=${first!.id}`, 'articleReferences');
    await check(`/rc-pub/front/front-article/getStatistics?id=${first!.id}`, 'articleStatistics');
    await check(`/rc-pub/front/front-article/getPublicizeInfo?id=${first!.id}`, 'articlePublicity');
    await check(`/rc-pub/front/front-article/getAttachTypes?id=${first!.id}`, 'articleAttachTypes');
    await check(`/rc-pub/front/front-article/getJumpUrl?id=${first!.id}`, 'articleJumpUrl');
    await check(`/rc-pub/front/front-article/getCitation?id=${first!.id}`, 'articleCitation');
  });
  it("the operators' configuration reload and diagnostics", async () => {
    await check('/rc-pub/admin/config-diagnostics', 'configDiagnostics');
    await check('/rc-pub/admin/reload-config', 'reloadConfig', {}, 'POST');
  });
  it('the outboxes, after a code went out by text message and by e-mail', async () => {
    for (const account of ['13900000018', 'contract-outbox@example.org']) {
      const captcha = (await server.get('/rc-pub/api/captcha')).body.data as { captchaId: string };
      const sent = await fetch(`${server.url}/rc-pub/api/sendReceiverMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account, purpose: 'register', captchaId: captcha.captchaId, captcha: captchaAnswer }),
      });
      expect(((await sent.json()) as { status: number }).status).toBe(0);
    }
    const { body } = await server.get('/rc-pub/admin/outbox');
    expect(body.data).toMatchObject({ sms: [{ to: '13900000018' }], mail: [{ to: 'contract-outbox@example.org' }] });
    await check('/rc-pub/admin/outbox', 'outbox');
    await check('/rc-pub/admin/outbox?to=13900000018', 'outbox');
  });
  it('the captcha, at both its addresses', async () => {
    await check('/rc-pub/api/captcha', 'captcha');
    await check('/rc-pub/index/login/captcha.do', 'legacyCaptcha');
  });
});

describe('refusals', () => {
  it('bad input answers the documented error envelope with a 4xx', async () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    ajv.addSchema({ ...document, $id: 'openapi.json' } as object);
    const validate = ajv.getSchema('openapi.json#/components/schemas/ErrorEnvelope')!;
    const { http, body } = await server.get('/rc-pub/front/front-article/list?size=500', { headers: { siteId: String(ecology) } });
    expect(http).toBe(400);
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('a reply that breaks its schema is caught', () => {
  it('the article list schema refuses an article without its id', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    ajv.addSchema({ ...document, $id: 'openapi.json' } as object);
    const validate = ajv.getSchema('openapi.json#/paths/~1rc-pub~1front~1front-article~1list/get/responses/200/content/application~1json/schema')!;
    expect(validate({ status: 0, data: { content: [{ title: 'x' }], totalElements: 1, totalPages: 1, number: 0, size: 20 } })).toBe(false);
  });
});
