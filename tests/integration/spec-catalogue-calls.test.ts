import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '../../schemas/account/auth-api.ts';
import { memberPaths } from '../../schemas/account/member-api.ts';
import type { PublicKeyReply } from '../../schemas/account/password-key.ts';
import type { AlbumPart } from '../../schemas/content/album-items.ts';
import type { ArticleAttachTypes, ArticlePublicity, ArticleReferences, ArticleStatistics } from '../../schemas/content/article-facts.ts';
import type { ArticleSummary } from '../../schemas/content/list-items.ts';
import { windowStart } from '../../schemas/content/ranking-window.ts';
import type { Topic } from '../../schemas/content/topic.ts';
import type { Page } from '../../schemas/page.ts';
import type { AdvancedSearchResults } from '../../schemas/search/advanced-search-request.ts';
import type { SearchResults } from '../../schemas/search/search-results.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { ingestFile } from '../../server/ingest/ingest-file.ts';
import { hostileQueries } from '../security/support/hostile-queries.ts';
import { signInNewMember, type SignedInMember } from '../support/sign-in-member.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { rawGet, readConfig, readSeed, type Envelope, type Json } from './helpers.ts';
import { LocalFolderFileStore } from '../../server/files/local-folder-file-store.ts';

/**
 * What the calls of spec §7 this server lacked until issue 18 answer, against the real server and the sample content:
 * getJumpUrl (articles, news), getReference, getStatistics, getPublicizeInfo, getAttachTypes, quickSearch,
 * advancedSearch, advSearch, the topic, rank, picture and table lists, jumpBookCloud and getPublicKey. Expected values
 * come from the sample configuration, the seed files and the JATS fixtures themselves.
 */

const captchaAnswer = 'Pk9z';
const siteIdOf = (sld: string) => readConfig(sld, 'site.json').siteId as number;
const optics = siteIdOf('optics');
const ecology = siteIdOf('ecology');
const group = siteIdOf('sciencegroup');
const opticsSeed = readSeed('optics');
const ecologySeed = readSeed('ecology');
const opticsArticle = opticsSeed.articles[0]!;
const ecologyArticle = ecologySeed.articles[0]!;
const fixtures = join(import.meta.dirname, '..', 'fixtures');
const figuresXml = join(fixtures, 'jats-with-images', 'masthead-figures.xml');
const bookCloud = 'https://books.example.org/read';

let server: TestServer;
let reader: SignedInMember;
let other: SignedInMember;
/** Optics' imported articles: the one with figures, a graphical abstract, a data file and a PDF; a digest; many references. */
let figures: number;
let digest: number;
let manyReferences: number;
/** The figures article imported into ecology, whose readers may not download without signing in. */
let ecologyFigures: number;

type Reply<Data> = { http: number; body: Envelope & { data?: Data } };
async function call<Data>(method: string, path: string, { siteId = optics, query = {}, body, headers = {} }: { siteId?: number; query?: Json; body?: unknown; headers?: Record<string, string> } = {}): Promise<Reply<Data>> {
  const url = new URL(path, server.url);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  const response = await fetch(url, {
    method,
    headers: { siteId: String(siteId), language: 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { http: response.status, body: JSON.parse(text) as Envelope & { data?: Data } };
}
const get = <Data>(path: string, options?: Parameters<typeof call>[2]) => call<Data>('GET', path, options);
const post = <Data>(path: string, body: unknown, options?: Parameters<typeof call>[2]) => call<Data>('POST', path, { ...options, body });
const idByDoi = async (doi: string, siteId = optics) => (await get<{ article: { id: number } }>('/rc-pub/front/front-article/getHtml', { siteId, query: { doi } })).body.data!.article.id;
const expectNotFound = (reply: Reply<unknown>, message: RegExp) => {
  expect([reply.http, reply.body.status]).toEqual([404, 40400]);
  expect(reply.body.message).toMatch(message);
};

beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'test', CAPTCHA_TEST_ANSWER: captchaAnswer, AUTH_RATE_LIMIT_FACTOR: '1000' }, (configDir) => {
    const file = join(configDir, 'ecology', 'site.json');
    const site = JSON.parse(readFileSync(file, 'utf8')) as Json & { features: Json };
    writeFileSync(file, JSON.stringify({ ...site, features: { ...site.features, bookCloudUrl: bookCloud } }));
  });
  reader = await signInNewMember(server.databaseUrl, { mobile: '13700000011' });
  other = await signInNewMember(server.databaseUrl, { mobile: '13700000012' });
  figures = await idByDoi('10.5555/masthead.figures.1');
  digest = await idByDoi('10.7554/eLife.02043');
  manyReferences = await idByDoi('10.1371/journal.pcbi.1004141');
  const database = openDatabase(server.databaseUrl);
  try {
    ecologyFigures = (await ingestFile(database.db, ecology, figuresXml, { files: new LocalFolderFileStore(server.filesDir) })).id;
  } finally {
    await database.close();
  }
});
afterAll(async () => {
  await server?.close();
});

describe('front-article/getJumpUrl, front-news/getJumpUrl', () => {
  it('answer the address of the portal page in data, in the reader’s language', async () => {
    const id = opticsArticle.id as number;
    expect((await get('/rc-pub/front/front-article/getJumpUrl', { query: { id } })).body).toEqual({ status: 0, data: `${server.url}/optics/en/article/${id}/` });
    expect((await get('/rc-pub/front/front-article/getJumpUrl', { query: { id, lang: 'zh' } })).body.data).toBe(`${server.url}/optics/zh/article/${id}/`);
    const newsId = opticsSeed.news[0]!.id as number;
    expect((await get('/rc-pub/front/front-news/getJumpUrl', { query: { id: newsId } })).body).toEqual({ status: 0, data: `${server.url}/optics/en/newsDetails/${newsId}/` });
  });

  it('lead a group’s reader to the member site that holds the item', async () => {
    const id = ecologyArticle.id as number;
    expect((await get('/rc-pub/front/front-article/getJumpUrl', { siteId: group, query: { id } })).body.data).toBe(`${server.url}/ecology/en/article/${id}/`);
  });

  it('stay on a site’s own domain, without its sld, in its default language when the reader names none', async () => {
    const id = opticsArticle.id as number;
    const host = (readConfig('optics', 'site.json').domains as string[])[0]!;
    const port = new URL(server.url).port;
    const reply = await rawGet(server.url, `/rc-pub/front/front-article/getJumpUrl?id=${id}`, { host: `${host}:${port}` });
    expect(reply.body).toEqual({ status: 0, data: `http://${host}:${port}/${readConfig('optics', 'header.json').defaultLanguage as string}/article/${id}/` });
  });

  it('answer the 404 envelope with a message for an item that is not the site’s, and 400 for a bad id', async () => {
    expectNotFound(await get('/rc-pub/front/front-article/getJumpUrl', { query: { id: ecologyArticle.id as number } }), /not part of this site/);
    expectNotFound(await get('/rc-pub/front/front-news/getJumpUrl', { query: { id: ecologySeed.news[0]!.id as number } }), /not part of this site/);
    const bad = await get('/rc-pub/front/front-article/getJumpUrl', { query: { id: 'abc' } });
    expect([bad.http, bad.body.status, bad.body.message]).toEqual([400, 40000, expect.stringContaining('"id"')]);
  });
});

describe('front-article/getReference', () => {
  it('answers the reference lists of the imported JATS, as many as the XML has', async () => {
    const xml = readFileSync(join(fixtures, 'jats', 'plos-pcbi-1004141.xml'), 'utf8');
    const { data } = (await get<ArticleReferences>('/rc-pub/front/front-article/getReference', { query: { id: manyReferences } })).body;
    expect(data).toMatchObject({ articleId: manyReferences, fullText: true, count: (xml.match(/<ref[\s>]/g) ?? []).length });
    expect(data!.lists.flatMap((list) => list.refs)).toHaveLength(data!.count);

    const small = (await get<ArticleReferences>('/rc-pub/front/front-article/getReference', { query: { id: figures } })).body.data!;
    expect(small.lists[0]!.refs).toMatchObject([{ id: 'bib1', citations: [{ source: 'The Visual Display of Quantitative Information', year: '1983', authors: ['Tufte ER'] }] }]);
  });

  it('answers no list for an article known only by its metadata', async () => {
    const { body } = await get<ArticleReferences>('/rc-pub/front/front-article/getReference', { query: { id: opticsArticle.id as number } });
    expect(body).toEqual({ status: 0, data: { articleId: opticsArticle.id, fullText: false, count: 0, lists: [] } });
  });
});

describe('front-article/getStatistics', () => {
  it('answers the article’s counters and how many members keep it as a favourite', async () => {
    const id = opticsArticle.id as number;
    const stats = () => get<ArticleStatistics>('/rc-pub/front/front-article/getStatistics', { query: { id } });
    expect((await stats()).body.data).toEqual({
      articleId: id,
      visits: opticsArticle.visits,
      downloads: opticsArticle.downloads,
      citations: opticsArticle.referenceCount,
      comments: opticsArticle.commentCount,
      favourites: 0,
      references: 0,
    });
    for (const member of [reader, other]) expect((await post(memberPaths.collect, { type: 'article', id }, { headers: { token: member.token } })).body.status).toBe(0);
    expect((await stats()).body.data!.favourites).toBe(2);
    await post(memberPaths.unCollectByIdAndType, { type: 'article', id }, { headers: { token: other.token } });
    expect((await stats()).body.data!.favourites).toBe(1);
  });

  it('counts the references of a full text, and shows no comment count where the site has comments off', async () => {
    expect((await get<ArticleStatistics>('/rc-pub/front/front-article/getStatistics', { query: { id: figures } })).body.data!.references).toBe(1);
    expect(readConfig('ecology', 'aggregated.json').enableComment).toBe(0);
    const ecologyStats = await get<ArticleStatistics>('/rc-pub/front/front-article/getStatistics', { siteId: ecology, query: { id: ecologyArticle.id as number } });
    expect(ecologyStats.body.data).toMatchObject({ visits: ecologyArticle.visits, comments: null });
    expectNotFound(await get('/rc-pub/front/front-article/getStatistics', { query: { id: ecologyArticle.id as number } }), /not part of this site/);
  });
});

describe('front-article/getPublicizeInfo', () => {
  it('answers the graphical abstract with the image the site serves', async () => {
    const { data } = (await get<ArticlePublicity>('/rc-pub/front/front-article/getPublicizeInfo', { query: { id: figures } })).body;
    expect(data).toMatchObject({ articleId: figures, doi: '10.5555/masthead.figures.1', highlights: [], summaries: [] });
    expect(data!.graphicalAbstracts).toEqual([{ lang: 'en', title: 'Graphical abstract', text: '', image: expect.objectContaining({ width: 600, height: 300 }) }]);
    const image = await fetch(new URL(data!.graphicalAbstracts[0]!.image!.url, server.url));
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await image.arrayBuffer()).equals(readFileSync(join(fixtures, 'jats-with-images', 'ga.png')))).toBe(true);
  });

  it('answers a lay summary (an eLife digest) as text', async () => {
    const { data } = (await get<ArticlePublicity>('/rc-pub/front/front-article/getPublicizeInfo', { query: { id: digest } })).body;
    expect(data!.summaries).toEqual([{ lang: 'en', type: 'executive-summary', title: 'eLife digest', text: expect.stringMatching(/^Cyanobacteria are microorganisms that live in water/) }]);
  });
});

describe('front-article/getAttachTypes', () => {
  it('answers the PDF and the data file, each fetchable, for a reader who may download', async () => {
    const { data } = (await get<ArticleAttachTypes>('/rc-pub/front/front-article/getAttachTypes', { query: { id: figures } })).body;
    expect(data!.mayDownload).toBe(true);
    expect(data!.types).toEqual([
      { kind: 'pdf', count: 1 },
      { kind: 'supplementary', count: 1 },
    ]);
    expect(data!.attachments[1]).toMatchObject({ kind: 'supplementary', anchor: 'supp1', label: 'Data S1', format: 'csv' });
    const csv = await fetch(new URL(data!.attachments[1]!.url!, server.url));
    expect(await csv.text()).toBe(readFileSync(join(fixtures, 'jats-with-images', 'data-s1.csv'), 'utf8'));
    const pdf = await fetch(new URL(data!.attachments[0]!.url!, server.url), { headers: { siteId: String(optics) } });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    await pdf.arrayBuffer();
  });

  it('says whether the reader may download; where that needs signing in, the PDF’s address asks for it', async () => {
    expect(readConfig('ecology', 'access.json').downloadPower).toBe(0);
    const attachTypes = (headers: Record<string, string>) =>
      get<ArticleAttachTypes>('/rc-pub/front/front-article/getAttachTypes', { siteId: ecology, query: { id: ecologyFigures }, headers });
    const signedOut = (await attachTypes({})).body.data!;
    expect(signedOut.mayDownload).toBe(false);
    const pdf = await fetch(new URL(signedOut.attachments[0]!.url!, server.url), { headers: { siteId: String(ecology), language: 'en' } });
    expect([pdf.status, await pdf.json()]).toEqual([403, { status: 40100, message: 'Please log in to your personal account to obtain download permission.' }]);
    expect((await attachTypes({ token: reader.token })).body.data!.mayDownload).toBe(true);
  });
});

describe('topic/list', () => {
  it('answers the site’s topic, or a group’s members’ topics, with their experts', async () => {
    const topicOf = (sld: string, seed: ReturnType<typeof readSeed>) => {
      const site = readConfig(sld, 'site.json');
      const expertCount = seed.experts.filter((expert) => expert.topicId === site.topicId).length;
      return { id: site.topicId, siteId: site.siteId, sld, name: site.name, enName: site.enName, expertCount };
    };
    expect((await get<Topic[]>('/rc-pub/front/topic/list')).body).toEqual({ status: 0, data: [topicOf('optics', opticsSeed)] });
    const members = readConfig('sciencegroup', 'site.json').members as string[];
    expect((await get<Topic[]>('/rc-pub/front/topic/list', { siteId: group })).body.data).toEqual(members.map((sld) => topicOf(sld, readSeed(sld))));
    const experts = await get<Page<unknown>>('/rc-pub/front/expert/list', { query: { topicId: readConfig('optics', 'site.json').topicId as number } });
    expect(experts.body.data!.totalElements).toBe(topicOf('optics', opticsSeed).expertCount);
  });
});

describe('rank/list', () => {
  const rank = (query: Json, siteId = optics) => get<Page<ArticleSummary>>('/rc-pub/front/rank/list', { siteId, query: { size: 100, ...query } });
  const published = opticsSeed.articles.filter((entry) => entry.periodId != null || (entry.firstStatus ?? 0) === 0);

  it('ranks the published articles by downloads, most first', async () => {
    const { content } = (await rank({ by: 'downloads' })).body.data!;
    const downloads = content.map((entry) => entry.downloads);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
    const top = [...published].sort((a, b) => (b.downloads as number) - (a.downloads as number))[0]!;
    expect(content[0]!.id).toBe(top.id);
  });

  it('ranks within a window of spec §9: only what was published since its start', async () => {
    const since = windowStart('1y')!;
    const { content } = (await rank({ by: 'visits', window: '1y' })).body.data!;
    expect(content.every((entry) => entry.publishDate >= since)).toBe(true);
    const within = published.filter((entry) => (entry.publishDate as string) >= since).map((entry) => entry.id);
    expect(content.map((entry) => entry.id)).toEqual(expect.arrayContaining(within));
    const old = published.find((entry) => (entry.publishDate as string) < since)!;
    expect(content.map((entry) => entry.id)).not.toContain(old.id);
    expect((await rank({ by: 'visits' })).body.data!.content.map((entry) => entry.id)).toContain(old.id);
  });

  it('refuses a ranking by comments where the site has comments off, and an unknown window', async () => {
    expect((await rank({ by: 'comments' })).body.status).toBe(0);
    const refused = await rank({ by: 'comments' }, ecology);
    expect([refused.http, refused.body.status, refused.body.message]).toEqual([400, 40000, expect.stringContaining('"by"')]);
    const badWindow = await rank({ window: '5y' });
    expect([badWindow.http, badWindow.body.message]).toEqual([400, expect.stringContaining('"window"')]);
  });
});

describe('picture/list, table/list', () => {
  it('list the figures and tables of the full texts, as many as the statistics strip counts', async () => {
    const pictures = (await get<Page<AlbumPart>>('/rc-pub/front/picture/list', { query: { size: 100 } })).body.data!;
    const tables = (await get<Page<AlbumPart>>('/rc-pub/front/table/list', { query: { size: 100 } })).body.data!;
    const counts = (await get<{ picAndTableCounts: number }>('/rc-pub/front/resource-statistics/getResourceCountsStatistic')).body.data!;
    expect(pictures.totalElements + tables.totalElements).toBe(counts.picAndTableCounts);
    expect(pictures.content).toHaveLength(pictures.totalElements);
    expect(pictures.content.filter((part) => part.articleId === figures).map((part) => part.anchor)).toEqual(['fig1', 'fig2', 'fig3', 'fig4']);
  });

  it('give each figure the image the site serves, and its article', async () => {
    const { content } = (await get<Page<AlbumPart>>('/rc-pub/front/picture/list', { query: { size: 100 } })).body.data!;
    const first = content.find((part) => part.articleId === figures && part.ordinal === 1)!;
    expect(first).toMatchObject({ label: 'Figure 1', articleTitle: 'Seeing figures at print size: a test article for figure images' });
    const image = await fetch(new URL(first.imageUrl, server.url));
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    await image.arrayBuffer();
  });

  it('page and sort as asked, and refuse an unknown sort', async () => {
    const page = (await get<Page<AlbumPart>>('/rc-pub/front/table/list', { query: { page: 1, size: 2 } })).body.data!;
    expect([page.number, page.size, page.content.length]).toEqual([1, 2, 2]);
    const bad = await get('/rc-pub/front/table/list', { query: { sort: 'title' } });
    expect([bad.http, bad.body.message]).toEqual([400, expect.stringContaining('"sort"')]);
  });
});

describe('front-article/quickSearch, front-article/advancedSearch, advSearch', () => {
  const searchIds = async (query: Json) => (await get<SearchResults>('/rc-pub/front/search', { query })).body.data!.content.map((hit) => hit.id);

  it('quickSearch finds the articles /front/search finds for the same keyword and field', async () => {
    const quick = (await get<SearchResults>('/rc-pub/front/front-article/quickSearch', { query: { q: 'laser', field: 'resName_tic', type: 'figure' } })).body.data!;
    expect(quick.content.length).toBeGreaterThan(0);
    expect(quick.content.every((hit) => hit.kind === 'article')).toBe(true);
    expect(quick.content.map((hit) => hit.id)).toEqual(await searchIds({ type: 'article', q: 'laser', field: 'resName_tic' }));
  });

  it('advancedSearch joins its rows into one query of the spec §5 syntax and searches articles with it', async () => {
    const rows = [
      { field: 'resName_tic', term: 'laser' },
      { operator: 'OR', field: 'keyword_tic', term: '"fiber laser"' },
      { operator: 'NOT', field: '', term: 'holography' },
    ];
    const { data } = (await post<AdvancedSearchResults>('/rc-pub/front/front-article/advancedSearch', { rows, type: 'figure' })).body;
    expect(data!.query).toBe('(resName_tic:laser OR keyword_tic:"fiber laser") NOT holography');
    expect(data!.content.length).toBeGreaterThan(0);
    expect(data!.content.map((hit) => hit.id)).toEqual(await searchIds({ type: 'article', q: data!.query }));
  });

  it('advSearch searches the type asked for, with the filters and paging of a search', async () => {
    const { data } = (await post<AdvancedSearchResults>('/rc-pub/front/advSearch', { type: 'picture', rows: [{ term: 'figure' }], size: 3 })).body;
    expect(data!.size).toBe(3);
    expect(data!.content.length).toBeGreaterThan(0);
    expect(data!.content.every((hit) => hit.kind === 'figure')).toBe(true);
  });

  it('answers hostile terms in any row with hits or the error envelope, never a server error', async () => {
    const failures: string[] = [];
    for (const term of hostileQueries) {
      const reply = await post('/rc-pub/front/advSearch', { type: 'article', rows: [{ field: 'resName_tic', term }, { operator: 'OR', field: '', term }] });
      const ok = reply.body.status === 0 ? reply.http === 200 && reply.body.data !== undefined : reply.http < 500 && typeof reply.body.message === 'string';
      if (!ok) failures.push(`${JSON.stringify(term).slice(0, 60)}: HTTP ${reply.http} ${JSON.stringify(reply.body).slice(0, 80)}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses rows that make no query, and a body that is no list of rows', async () => {
    const empty = await post('/rc-pub/front/advSearch', { rows: [{ term: '  ' }, { operator: 'OR', term: '' }] });
    expect([empty.http, empty.body]).toEqual([400, { status: 40000, message: 'Please enter the search term.' }]);
    const tooMany = await post('/rc-pub/front/advSearch', { rows: Array.from({ length: 9 }, () => ({ term: 'a' })) });
    expect([tooMany.http, tooMany.body.message]).toEqual([400, expect.stringContaining('"rows"')]);
    for (const body of [{ rows: 'laser' }, { rows: [{ operator: 'XOR', term: 'a' }] }, { rows: [{ term: 'a' }], size: 1000 }]) {
      const reply = await post('/rc-pub/front/front-article/advancedSearch', body);
      expect([reply.http, reply.body.status]).toEqual([400, 40000]);
    }
  });
});

describe('frontMembers/jumpBookCloud', () => {
  const book = opticsSeed.books[0]!;
  const jump = (query: Json, siteId = optics, token: string | null = reader.token) =>
    get<string>(memberPaths.jumpBookCloud, { siteId, query, headers: token === null ? {} : { token } });

  it('is for signed-in members only', async () => {
    const reply = await jump({ bookId: book.id as number }, optics, null);
    expect([reply.http, reply.body.status]).toEqual([401, 401]);
  });

  it('leads to the book’s page here when the site has no book cloud', async () => {
    expect((await jump({ bookId: book.id as number })).body).toEqual({ status: 0, data: `${server.url}/bookList?lang=en&slds=optics&id=${book.id as number}` });
    expect((await jump({})).body.data).toBe(`${server.url}/bookList?lang=en&slds=optics`);
  });

  it('leads to the site’s book cloud with the book’s ISBN where one is configured', async () => {
    const ecologyBook = ecologySeed.books[0]!;
    expect((await jump({ bookId: ecologyBook.id as number }, ecology)).body.data).toBe(`${bookCloud}?isbn=${ecologyBook.isbn as string}`);
    expect((await jump({}, ecology)).body.data).toBe(bookCloud);
  });

  it('answers 40400 for another site’s book', async () => {
    const reply = await jump({ bookId: ecologySeed.books[0]!.id as number });
    expect([reply.http, reply.body.status]).toEqual([404, 40400]);
  });
});

describe('getPublicKey', () => {
  const mobile = '13700000021';
  const password = 'Secret2024x';
  const key = async () => (await get<PublicKeyReply>('/rc-pub/front/getPublicKey')).body.data!;
  /** What a browser does with the key: WebCrypto's RSA-OAEP with SHA-256, sent as base64. */
  const encrypt = async (pem: string, text: string) => {
    const der = Buffer.from(pem.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
    const publicKey = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    return Buffer.from(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, new TextEncoder().encode(text))).toString('base64');
  };
  const login = (body: Json) => post<{ token: string }>(authPaths.login, body);

  beforeAll(async () => {
    const captcha = async () => ({ captchaId: (await get<{ captchaId: string }>(authPaths.captcha)).body.data!.captchaId, captcha: captchaAnswer });
    await post(authPaths.sendReceiverMessage, { account: mobile, purpose: 'register', ...(await captcha()) });
    const outbox = (await get<{ sms: Array<{ text: string }> }>('/rc-pub/admin/outbox', { query: { to: mobile } })).body.data!;
    const code = /\d{6}/.exec(outbox.sms.at(-1)!.text)![0];
    const registered = await post(authPaths.register, { account: mobile, code, password: await encrypt((await key()).publicKey, password), confirmPassword: password, agreement: true });
    expect(registered.body.status).toBe(0);
  });

  it('answers an RSA public key, the same one until the server restarts', async () => {
    const first = await key();
    expect(first).toEqual({ publicKey: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/), algorithm: 'RSA-OAEP-256', keyId: expect.any(String) });
    expect(await key()).toEqual(first);
  });

  it('lets a password travel encrypted with it (registered above so), and still as it was typed', async () => {
    const { publicKey } = await key();
    expect((await login({ account: mobile, password: await encrypt(publicKey, password) })).body.status).toBe(0);
    expect((await login({ account: mobile, password })).body.status).toBe(0);
    expect((await login({ account: mobile, password: await encrypt(publicKey, 'Wrong2024x') })).body).toMatchObject({ status: 40010, message: 'Incorrect account or password' });
  });

  it('refuses a ciphertext of another key, naming the field and where to get the key', async () => {
    const { publicKey } = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt']);
    const foreign = Buffer.from(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, new TextEncoder().encode(password))).toString('base64');
    const reply = await login({ account: mobile, password: foreign });
    expect([reply.http, reply.body.status, reply.body.message]).toEqual([400, 40000, expect.stringMatching(/"password".*\/rc-pub\/front\/getPublicKey/)]);
  });
});
