import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { encryptTranslationRequest } from '../../blocks/article-reader/translate/translate-call.ts';
import { authPaths } from '../../schemas/account/auth-api.ts';
import { memberPaths } from '../../schemas/account/member-api.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { startTranslationProvider, type LocalTranslationProvider } from '../support/translation-provider.ts';
import { readConfig, readSeed, type Envelope, type Json } from './helpers.ts';

/**
 * Spec §7, call by call: "an original front end pointed at this server (spec §7's calls, exactly) must find every call
 * it makes". Every call of spec §7's table and of its endpoint catalogue under /rc-pub is made here as that front end
 * makes it — its method and path, a sample query or body against the sample sites, the headers every request sends
 * (token, language, siteId) and the `timestamps` value every GET carries — and must answer status 0 (a file, for the
 * calls that download one). A call that needs a signed-in member answers the spec's 401 envelope signed out, and 0
 * signed in. The calls run in order: a member registers and signs in through the auth calls before the member calls.
 *
 * Named by the spec without a path of its own, and served as: "site lookup by sld or siteId" → site/findBySld,
 * "header config by siteId" → site/getConfigHeader, "publication config" → config-publication/getPublicationConfig,
 * "channel list" → channel/list, "basic info" → site/getBasicInfo, "first two periods" →
 * front-period/getFirstTwoPeriods, "module list" → module/list, the "analyze service (configured URL)" →
 * search/analyze, "downloadTable" → front-article/downloadTable; in the catalogue's "Also" line: periods →
 * front-period/getPeriodTree and toc, publications → front-publication/detail, books, albums, news, topics, rank,
 * pictures, tables → {book,album,news,topic,rank,picture,table}/list, video/audio → media/list.
 *
 * Not called: the "mobile theme stylesheet" (no path in the spec; this portal's theme is in its pages), and the
 * catalogue's "science docs" and "layout" lists (no path, payload or content of theirs in the spec's model).
 */

const captchaAnswer = 'Sc4l';
const optics = readConfig('optics', 'site.json');
const opticsId = optics.siteId as number;
const groupId = readConfig('sciencegroup', 'site.json').siteId as number;
const seed = readSeed('optics');
const article = seed.articles[0]!.id as number;
const news = seed.news[0]!.id as number;
const book = seed.books[0]!.id as number;
const journal = seed.journals[0]!.id as number;
const indexChannel = (readConfig('optics', 'menu.json').items as Json[]).find((item) => item.code === 'index')!.id as number;
/** An imported JATS article of the optics sample with figures, a graphical abstract, a data file and a PDF. */
const figuresDoi = '10.5555/masthead.figures.1';
const translationCredentials = { appId: '20250101000000002', secret: 'spec-calls-provider' };
const aesKey = randomBytes(32).toString('hex');

type Params = Record<string, string | number>;
type Lazy<T> = T | (() => T | Promise<T>);
type Call = {
  /** The spec's line: where a reader of spec §7 finds the call. */
  spec: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: Lazy<string>;
  query?: Lazy<Params>;
  /** A JSON body; a string is sent as text/plain. */
  body?: Lazy<unknown>;
  headers?: Lazy<Record<string, string>>;
  /** Needs a signed-in member: the 401 envelope signed out, 0 signed in. */
  member?: true;
  /** Answers a file of this content type instead of an envelope. */
  file?: RegExp;
  /** Keeps what later calls need from the reply's data. */
  keep?: (data: never) => void;
};

let server: TestServer;
let provider: LocalTranslationProvider;
/** What the calls hand on to later calls. */
const state = {
  token: '',
  mobile: `137${String(Date.now()).slice(-8)}`,
  password: 'Spec2024calls',
  newPassword: 'Spec2025calls',
  figuresArticle: 0,
  tableId: '',
  albumId: 0,
  albumItemId: 0,
  thirdPartyCookie: '',
  nextMobile: '',
};

const resolve = async <T>(value: Lazy<T>): Promise<T> => (typeof value === 'function' ? await (value as () => T | Promise<T>)() : value);

type Reply = { http: number; type: string; body: Envelope | undefined; cookies: string[] };

/** A call as the spec's client makes it: token (when signed in), language and siteId headers; `timestamps` on a GET. */
async function send(call: Pick<Call, 'method' | 'path' | 'query' | 'body' | 'headers'>, token?: string): Promise<Reply> {
  const url = new URL(await resolve(call.path), server.url);
  for (const [name, value] of Object.entries((await resolve(call.query)) ?? {})) url.searchParams.set(name, String(value));
  if (call.method === 'GET') url.searchParams.set('timestamps', String(Date.now()));
  const body = await resolve(call.body);
  const headers: Record<string, string> = { language: 'en', siteId: String(opticsId), ...(token ? { token } : {}), ...(await resolve(call.headers)) };
  if (body !== undefined) headers['content-type'] = typeof body === 'string' ? 'text/plain' : 'application/json';
  const response = await fetch(url, { method: call.method, headers, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) });
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  return { http: response.status, type, body: type.includes('application/json') && text ? (JSON.parse(text) as Envelope) : undefined, cookies: response.headers.getSetCookie() };
}

const get = (path: string, query: Params = {}, headers: Record<string, string> = {}) => send({ method: 'GET', path, query, headers });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => send({ method: 'POST', path, body, headers });
const captcha = async () => ({ captchaId: ((await get(authPaths.captcha)).body!.data as { captchaId: string }).captchaId, captcha: captchaAnswer });

/** A verification code sent for `purpose`, as the reader reads it: from the development outbox. */
async function code(account: string, purpose: string, headers: Record<string, string> = {}): Promise<string> {
  const sent = await post(authPaths.sendReceiverMessage, { account, purpose, ...(await captcha()) }, headers);
  expect(sent.body?.status).toBe(0);
  const outbox = (await get('/rc-pub/admin/outbox', { to: account })).body!.data as { sms: Array<{ text: string }> };
  return /\d{6}/.exec(outbox.sms.at(-1)?.text ?? '')?.[0] ?? '';
}

/** The third-party login's start (state, and the nonce cookie the browser keeps), for the development provider. */
async function thirdPartyStart() {
  const started = await get(authPaths.getUmtLoginUrl, { returnUrl: '/optics/en/home/' });
  const url = new URL((started.body!.data as { url: string }).url, server.url);
  const nonce = started.cookies.find((cookie) => cookie.startsWith('umtNonce='))!.split(';')[0]!;
  return { state: url.searchParams.get('state')!, nonce };
}
const thirdPartyIdentity = `spec-calls-${Date.now()}`;

const calls: Call[] = [
  // ——— The table of spec §7 ———
  { spec: 'site/findBySiteId', method: 'GET', path: '/rc-pub/front/site/findBySiteId', query: { siteId: opticsId } },
  { spec: 'site lookup by sld or siteId', method: 'GET', path: '/rc-pub/front/site/findBySld', query: { sld: 'optics' } },
  { spec: 'front-article/{id}', method: 'GET', path: `/rc-pub/front/front-article/${article}` },
  {
    spec: 'front-article/aiqa/verify/generateSecureParams',
    method: 'POST',
    path: '/rc-pub/front/front-article/aiqa/verify/generateSecureParams',
    body: { code: 'masthead', s: 2, host: 'optics.localhost', siteId: opticsId, lang: 'en' },
  },
  { spec: 'front-article/getJumpUrl', method: 'GET', path: '/rc-pub/front/front-article/getJumpUrl', query: { siteId: opticsId, id: article } },
  { spec: 'front-news/getJumpUrl', method: 'GET', path: '/rc-pub/front/front-news/getJumpUrl', query: { siteId: opticsId, id: news } },
  { spec: 'getAesKey (catalogue)', method: 'GET', path: '/rc-pub/front/getAesKey' },
  {
    spec: 'front-article/translate/getAiTranslateResult',
    method: 'POST',
    path: '/rc-pub/front/front-article/translate/getAiTranslateResult',
    body: () => encryptTranslationRequest({ from: 'auto', to: 'zh', salt: Date.now(), q: 'Hello world' }, aesKey),
  },
  { spec: 'analyze service', method: 'GET', path: '/rc-pub/front/search/analyze', query: { q: 'fiber laser', type: 'article' } },
  {
    spec: 'downloadTable',
    method: 'GET',
    path: '/rc-pub/front/front-article/downloadTable',
    query: () => ({ tableId: state.tableId, type: 'xls' }),
    file: /spreadsheetml/,
  },
  { spec: 'front-publication/findGroupBySiteId', method: 'GET', path: '/rc-pub/front/front-publication/findGroupBySiteId', query: { siteId: groupId } },
  { spec: 'header config by siteId', method: 'GET', path: '/rc-pub/front/site/getConfigHeader', query: { siteId: opticsId } },
  { spec: 'publication config by siteId', method: 'GET', path: '/rc-pub/front/config-publication/getPublicationConfig', query: { siteId: opticsId } },
  { spec: 'config-footer/getFooterConfig', method: 'GET', path: '/rc-pub/front/config-footer/getFooterConfig', query: { siteId: opticsId } },
  { spec: 'site/getAggregatedConfig', method: 'GET', path: '/rc-pub/front/site/getAggregatedConfig', query: { siteId: opticsId } },
  { spec: 'channel list', method: 'GET', path: '/rc-pub/front/channel/list', query: { siteId: opticsId, filter: 'true' } },
  { spec: 'basic info by siteId', method: 'GET', path: '/rc-pub/front/site/getBasicInfo' },
  { spec: 'first two periods', method: 'GET', path: '/rc-pub/front/front-period/getFirstTwoPeriods', query: { publicationIndexId: journal } },
  { spec: 'module list', method: 'GET', path: '/rc-pub/front/module/list', query: { channelId: indexChannel } },
  {
    spec: 'front-period/getPeriodTree',
    method: 'GET',
    path: '/rc-pub/front/front-period/getPeriodTree',
    query: { siteId: opticsId, isBack: 0, groupByYear: 1, periodAsc: 0 },
  },
  { spec: 'site/getMagazineFunctionalControl', method: 'GET', path: '/rc-pub/front/site/getMagazineFunctionalControl', query: { siteId: opticsId } },
  { spec: 'site/checkPower', method: 'GET', path: '/rc-pub/front/site/checkPower', query: { siteId: opticsId } },
  { spec: 'aiqa/getAiqaConfig', method: 'GET', path: '/rc-pub/front/aiqa/getAiqaConfig', query: { siteId: opticsId } },
  { spec: 'aiqa/getAppInfo', method: 'GET', path: '/rc-pub/front/aiqa/getAppInfo', query: { siteId: opticsId } },
  { spec: 'commonResource/getCommonCodes', method: 'GET', path: '/rc-pub/front/commonResource/getCommonCodes' },
  { spec: 'site/{siteId}/search-config', method: 'GET', path: `/rc-pub/front/site/${opticsId}/search-config` },
  { spec: 'site/{siteId}/search-conditions', method: 'GET', path: `/rc-pub/front/site/${opticsId}/search-conditions`, query: { type: 'article' } },
  { spec: 'hisSearch/hotWords', method: 'GET', path: '/rc-pub/front/hisSearch/hotWords', query: { siteId: opticsId, page: 0, size: 10 } },
  {
    spec: 'resource-statistics/getResourceCountsStatistic',
    method: 'GET',
    path: '/rc-pub/front/resource-statistics/getResourceCountsStatistic',
    query: { siteId: opticsId, fromAdcs: 'false' },
  },
  {
    spec: 'expert/list',
    method: 'GET',
    path: '/rc-pub/front/expert/list',
    query: { topicId: optics.topicId as number, page: 0, size: 10, sort: 'sort' },
  },

  // ——— Catalogue: Auth ———
  { spec: 'api/captcha', method: 'GET', path: authPaths.captcha },
  { spec: 'index/login/captcha.do', method: 'GET', path: authPaths.legacyCaptcha },
  { spec: 'api/isRegistered', method: 'POST', path: authPaths.isRegistered, body: () => ({ account: state.mobile }) },
  { spec: 'api/sendReceiverMessage', method: 'POST', path: authPaths.sendReceiverMessage, body: async () => ({ account: state.mobile, purpose: 'register', ...(await captcha()) }) },
  {
    spec: 'api/register',
    method: 'POST',
    path: authPaths.register,
    body: async () => {
      const outbox = (await get('/rc-pub/admin/outbox', { to: state.mobile })).body!.data as { sms: Array<{ text: string }> };
      const sent = /\d{6}/.exec(outbox.sms.at(-1)?.text ?? '')?.[0] ?? '';
      return { account: state.mobile, code: sent, password: state.password, confirmPassword: state.password, agreement: true };
    },
  },
  {
    spec: 'api/login',
    method: 'POST',
    path: authPaths.login,
    body: () => ({ account: state.mobile, password: state.password }),
    keep: (data: { token: string }) => (state.token = data.token),
  },
  { spec: 'api/loginByMessage', method: 'POST', path: authPaths.loginByMessage, body: async () => ({ account: state.mobile, code: await code(state.mobile, 'login') }) },
  {
    spec: 'api/setNewPwd',
    method: 'POST',
    path: authPaths.setNewPwd,
    // Sent from the signed-in session, which a reset keeps (every other session of the member ends).
    headers: () => ({ token: state.token }),
    body: async () => ({ account: state.mobile, code: await code(state.mobile, 'reset'), password: state.newPassword, confirmPassword: state.newPassword }),
  },
  {
    spec: 'api/changePwd',
    method: 'POST',
    path: authPaths.changePwd,
    member: true,
    body: () => ({ originalPassword: state.newPassword, password: state.password, confirmPassword: state.password }),
  },
  {
    spec: 'api/changeMobile',
    method: 'POST',
    path: authPaths.changeMobile,
    member: true,
    body: async () => {
      state.nextMobile = `136${String(Date.now()).slice(-8)}`;
      return { mobile: state.nextMobile, code: await code(state.nextMobile, 'changeMobile', { token: state.token }) };
    },
    // The reply shows the number masked: the member signs in with the one sent.
    keep: () => (state.mobile = state.nextMobile),
  },
  { spec: 'api/getUmtLoginUrl', method: 'GET', path: authPaths.getUmtLoginUrl, query: { returnUrl: '/optics/en/home/' } },
  {
    spec: 'api/thirdBind',
    method: 'POST',
    path: authPaths.thirdBind,
    body: async () => {
      const { state: loginState, nonce } = await thirdPartyStart();
      const unbound = await get(authPaths.loginByThirdLoginUrl, { code: `dev:${thirdPartyIdentity}`, state: loginState }, { cookie: nonce });
      return { bindTicket: (unbound.body!.data as { bindTicket: string }).bindTicket, account: state.mobile, password: state.password };
    },
  },
  {
    spec: 'api/loginByThirdLoginUrl',
    method: 'GET',
    path: authPaths.loginByThirdLoginUrl,
    query: async () => {
      const { state: loginState, nonce } = await thirdPartyStart();
      state.thirdPartyCookie = nonce;
      return { code: `dev:${thirdPartyIdentity}`, state: loginState };
    },
    headers: () => ({ cookie: state.thirdPartyCookie }),
  },

  // ——— Catalogue: Member ———
  { spec: 'frontMembers/info', method: 'GET', path: memberPaths.info, member: true },
  {
    spec: 'frontMembers/saveInfo',
    method: 'POST',
    path: memberPaths.saveInfo,
    member: true,
    body: { name: 'Li Hua', email: 'li.hua@example.org', researchField: 'Optics', gender: 'female' },
  },
  { spec: 'frontMembers/collect', method: 'POST', path: memberPaths.collect, member: true, body: { type: 'article', id: article } },
  { spec: 'frontMembers/collects', method: 'GET', path: memberPaths.collects, member: true, query: { type: 'article', page: 0, size: 10 } },
  { spec: 'frontMembers/isCollect', method: 'GET', path: memberPaths.isCollect, member: true, query: { type: 'article', id: article } },
  { spec: 'frontMembers/unCollectByIdAndType', method: 'POST', path: memberPaths.unCollectByIdAndType, member: true, body: { type: 'article', id: article } },
  {
    spec: 'frontMembers/subscribe',
    method: 'POST',
    path: memberPaths.subscribe,
    member: true,
    body: async () => ({ email: 'li.hua@example.org', type: 'current', ...(await captcha()) }),
  },
  { spec: 'frontMembers/isSubscribe', method: 'GET', path: memberPaths.isSubscribe, member: true, query: { type: 'current' } },
  { spec: 'frontMembers/subscribeList', method: 'GET', path: memberPaths.subscribeList, member: true },
  {
    spec: 'frontMembers/unSubscribe',
    method: 'POST',
    path: memberPaths.unSubscribe,
    member: true,
    body: async () => ({ email: 'li.hua@example.org', type: 'current', ...(await captcha()) }),
  },
  { spec: 'frontMembers/downloads', method: 'GET', path: memberPaths.downloads, member: true },
  { spec: 'frontMembers/historys', method: 'GET', path: memberPaths.historys, member: true },
  { spec: 'frontMembers/jumpBookCloud', method: 'GET', path: memberPaths.jumpBookCloud, member: true, query: { bookId: book } },
  {
    spec: 'personalAlbum/saveAlbum',
    method: 'POST',
    path: memberPaths.saveAlbum,
    member: true,
    body: { name: 'Spec calls', enName: 'Spec calls' },
    keep: (data: { id: number }) => (state.albumId = data.id),
  },
  { spec: 'personalAlbum/search', method: 'GET', path: memberPaths.albumSearch, member: true },
  { spec: 'personalAlbum/editAlbum', method: 'POST', path: memberPaths.editAlbum, member: true, body: () => ({ id: state.albumId, name: 'Spec calls, renamed' }) },
  { spec: 'personalAlbum/info', method: 'GET', path: memberPaths.albumInfo, member: true, query: () => ({ id: state.albumId }) },
  {
    spec: 'personalAlbum/res/addList',
    method: 'POST',
    path: memberPaths.addItems,
    member: true,
    body: () => ({ items: [{ type: 'article', id: article }], albumIds: [state.albumId] }),
  },
  {
    spec: 'personalAlbum/res/search',
    method: 'GET',
    path: memberPaths.albumItems,
    member: true,
    query: () => ({ albumId: state.albumId }),
    keep: (data: { content: Array<{ id: number }> }) => (state.albumItemId = data.content[0]!.id),
  },
  { spec: 'personalAlbum/res/delete', method: 'POST', path: memberPaths.deleteItems, member: true, body: () => ({ ids: [state.albumItemId] }) },
  { spec: 'personalAlbum/delete', method: 'POST', path: memberPaths.deleteAlbum, member: true, body: () => ({ id: state.albumId }) },
  { spec: 'getPublicKey', method: 'GET', path: '/rc-pub/front/getPublicKey' },

  // ——— Catalogue: Articles ———
  { spec: 'front-article/getHtml', method: 'GET', path: '/rc-pub/front/front-article/getHtml', query: () => ({ id: state.figuresArticle }) },
  { spec: 'front-article/download', method: 'GET', path: '/rc-pub/front/front-article/download', query: () => ({ id: state.figuresArticle }), file: /application\/pdf/ },
  { spec: 'front-article/quickSearch', method: 'GET', path: '/rc-pub/front/front-article/quickSearch', query: { q: 'laser', field: 'resName_tic' } },
  {
    spec: 'front-article/advancedSearch',
    method: 'POST',
    path: '/rc-pub/front/front-article/advancedSearch',
    body: { rows: [{ field: 'resName_tic', term: 'laser' }, { operator: 'NOT', field: 'keyword_tic', term: 'holography' }] },
  },
  { spec: 'front-article/getAttachTypes', method: 'GET', path: '/rc-pub/front/front-article/getAttachTypes', query: () => ({ id: state.figuresArticle }) },
  { spec: 'front-article/getReference', method: 'GET', path: '/rc-pub/front/front-article/getReference', query: () => ({ id: state.figuresArticle }) },
  { spec: 'front-article/getStatistics', method: 'GET', path: '/rc-pub/front/front-article/getStatistics', query: () => ({ id: state.figuresArticle }) },
  { spec: 'front-article/getPublicizeInfo', method: 'GET', path: '/rc-pub/front/front-article/getPublicizeInfo', query: () => ({ id: state.figuresArticle }) },
  {
    spec: 'front-article/downloadCitation',
    method: 'GET',
    path: '/rc-pub/front/front-article/downloadCitation',
    query: { id: article, type: 'ris' },
    file: /research-info-systems|ris|text\/plain/,
  },

  // ——— Catalogue: Search ———
  { spec: 'front/search', method: 'GET', path: '/rc-pub/front/search', query: { type: 'article', q: 'laser', page: 0, size: 20 } },
  { spec: 'front/search/clusters', method: 'GET', path: '/rc-pub/front/search/clusters', query: { type: 'article', q: 'laser' } },
  { spec: 'front/advSearch', method: 'POST', path: '/rc-pub/front/advSearch', body: { type: 'picture', rows: [{ field: '', term: 'figure' }] } },

  // ——— Catalogue: Also ———
  { spec: 'periods', method: 'GET', path: '/rc-pub/front/front-period/toc' },
  { spec: 'publications', method: 'GET', path: '/rc-pub/front/front-publication/detail' },
  { spec: 'books', method: 'GET', path: '/rc-pub/front/book/list' },
  { spec: 'albums', method: 'GET', path: '/rc-pub/front/album/list' },
  { spec: 'news', method: 'GET', path: '/rc-pub/front/news/list', query: { tab: 1 } },
  { spec: 'topics', method: 'GET', path: '/rc-pub/front/topic/list' },
  { spec: 'rank', method: 'GET', path: '/rc-pub/front/rank/list', query: { by: 'downloads', window: '3y' } },
  { spec: 'pictures', method: 'GET', path: '/rc-pub/front/picture/list' },
  { spec: 'tables', method: 'GET', path: '/rc-pub/front/table/list' },
  { spec: 'video/audio', method: 'GET', path: '/rc-pub/front/media/list', query: { kind: 'video' } },

  // Last: it ends the member's session (signed out, it answers 0 all the same).
  { spec: 'DELETE api/logout', method: 'DELETE', path: authPaths.logout, headers: () => ({ token: state.token }) },
];

beforeAll(async () => {
  provider = await startTranslationProvider({ ...translationCredentials });
  server = await startTestServer({
    NODE_ENV: 'test',
    CAPTCHA_TEST_ANSWER: captchaAnswer,
    AUTH_RATE_LIMIT_FACTOR: '1000',
    THIRD_PARTY_LOGIN: 'development',
    TRANSLATION_PROVIDER_URL: provider.url,
    TRANSLATION_APP_ID: translationCredentials.appId,
    TRANSLATION_SECRET: translationCredentials.secret,
    TRANSLATION_AES_KEY: aesKey,
  });
  const page = await get('/rc-pub/front/front-article/getHtml', { doi: figuresDoi });
  state.figuresArticle = (page.body!.data as { article: { id: number } }).article.id;
  const tables = (await get('/rc-pub/front/table/list')).body!.data as { content: Array<{ articleId: number; anchor: string; ordinal: number }> };
  const table = tables.content[0]!;
  state.tableId = `${table.articleId}:${table.anchor || `#${table.ordinal - 1}`}`;
});
afterAll(async () => {
  await Promise.all([server?.close(), provider?.close()]);
});

describe('every call of spec §7, as the original front end makes it', () => {
  it.each(calls.map((call) => [`${call.method} ${call.spec}`, call] as const))('%s', async (_name, call) => {
    if (call.member) {
      const signedOut = await send(call);
      expect([signedOut.http, signedOut.body?.status]).toEqual([401, 401]);
    }
    const reply = await send(call, call.member ? state.token : undefined);
    if (call.file) {
      expect([reply.http, reply.type]).toEqual([200, expect.stringMatching(call.file)]);
      return;
    }
    expect({ http: reply.http, status: reply.body?.status, message: reply.body?.message }).toEqual({ http: 200, status: 0, message: reply.http === 200 && reply.body?.status === 0 ? reply.body.message : 'a success' });
    call.keep?.(reply.body!.data as never);
  });
});

describe('a call the spec does not make', () => {
  it('answers the 404 envelope naming it, not a bad parameter', async () => {
    for (const path of ['/rc-pub/front/front-article/noSuchCall', '/rc-pub/front/front-news/noSuchCall', '/rc-pub/front/noSuchArea/list']) {
      const reply = await get(path, { id: article });
      expect([reply.http, reply.body]).toEqual([404, { status: 40400, message: `No such endpoint: GET ${path}` }]);
    }
  });
});
