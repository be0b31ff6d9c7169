import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { ingestFile } from '../../server/ingest/ingest-file.ts';
import { minimalJats } from '../../server/ingest/__tests__/minimal-jats.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed, type Json } from './helpers.ts';

/**
 * Search over the seeded sample content through the real server (GET /rc-pub/front/search, /clusters, /analyze).
 * Expected hits are read from the seed files: the articles whose own title holds a word must come first.
 */

type Run = { text: string; hit: boolean };
type Hit = { kind: string; id: number; title: Run[]; snippet: Run[]; url: string; year: number | null; openAccess: boolean; visits: number; publishDate: string; imageUrl: string; authors: string[] };
type Results = { content: Hit[]; totalElements: number; totalPages: number; number: number; size: number; terms: string[] };
type Facet = { value: string; label: string; count: number };
type Clusters = Record<'years' | 'publications' | 'columns' | 'openAccess' | 'publicationTypes' | 'kinds', Facet[]>;
type SeedArticle = Json & { id: number; title: string; enTitle: string; year: number; firstStatus: number; openAccess: boolean; periodId: number | null; columnId: number | null; visits: number; doi: string; authors: { name: string; institution: string }[] };

const optics = { site: readConfig('optics', 'site.json'), seed: readSeed('optics') };
const ecology = { site: readConfig('ecology', 'site.json'), seed: readSeed('ecology') };
const group = readConfig('sciencegroup', 'site.json');
const opticsArticles = optics.seed.articles as SeedArticle[];
const opticsById = new Map(opticsArticles.map((entry) => [entry.id, entry]));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
async function search(params: Record<string, string | number>, path = '/rc-pub/front/search') {
  const { http, body } = await server.get(`${path}?${query(params)}`);
  return { http, status: body.status, message: body.message, data: body.data as Results };
}
const searchOptics = (params: Record<string, string | number>) => search({ siteId: optics.site.siteId as number, ...params });
const marked = (runs: Run[]) => runs.filter((run) => run.hit).map((run) => run.text).join('');
const plain = (runs: Run[]) => runs.map((run) => run.text).join('');

describe('Chinese search', () => {
  it.each(['光纤', '成像', '超构', '激光', '量子', '相干'])('%s: the articles with it in their title come first, marked', async (word) => {
    const inTitle = opticsArticles.filter((entry) => entry.title.includes(word)).map((entry) => entry.id);
    expect(inTitle.length).toBeGreaterThan(1);
    const { status, data } = await searchOptics({ q: word, type: 'article' });
    expect(status).toBe(0);
    expect(data.totalElements).toBeGreaterThanOrEqual(inTitle.length);
    const top = data.content.slice(0, inTitle.length);
    expect(new Set(top.map((hit) => hit.id))).toEqual(new Set(inTitle));
    for (const hit of top) expect(marked(hit.title)).toContain(word);
  });

  it('finds mixed-script queries, phrases and boolean combinations', async () => {
    expect((await searchOptics({ q: 'μm 光纤' })).data.content.map((hit) => hit.id)).toEqual(opticsArticles.filter((entry) => entry.title.includes('μm') && entry.title.includes('光纤')).map((entry) => entry.id));
    const notAmplifier = (await searchOptics({ q: '光纤 NOT 放大器' })).data.content.map((hit) => hit.id);
    expect(notAmplifier.length).toBeGreaterThan(0);
    for (const id of notAmplifier) expect(opticsById.get(id)?.title).not.toContain('放大器');
    const either = new Set((await searchOptics({ q: '超构 OR 量子' })).data.content.map((hit) => hit.id));
    for (const entry of opticsArticles.filter((candidate) => /超构|量子/.test(candidate.title))) expect(either).toContain(entry.id);
  });

  it('searches a field: authors, DOI', async () => {
    const author = opticsArticles[0]!.authors[0]!.name;
    const byAuthor = await searchOptics({ q: author, field: 'authors_tic' });
    expect(new Set(byAuthor.data.content.map((hit) => hit.id))).toEqual(new Set(opticsArticles.filter((entry) => entry.authors.some((a) => a.name === author)).map((entry) => entry.id)));
    const target = opticsArticles[4]!;
    const byDoi = await searchOptics({ q: target.doi, field: 'doi' });
    expect(byDoi.data.content.map((hit) => hit.id)).toEqual([target.id]);
    const inTitle = opticsArticles.filter((entry) => entry.title.includes('成像')).map((entry) => entry.id);
    const byTitle = await searchOptics({ q: '成像', field: 'resName_tic', size: 100 });
    expect(new Set(byTitle.data.content.map((hit) => hit.id))).toEqual(new Set(inTitle));
    expect((await searchOptics({ q: '成像' })).data.totalElements).toBeGreaterThan(inTitle.length);
  });
});

describe('typed field terms', () => {
  const found = async (q: string) => new Set((await searchOptics({ q, precise: 1, size: 100 })).data.content.map((hit) => hit.id));
  const articlesWhere = (test: (entry: SeedArticle) => boolean) => new Set(opticsArticles.filter(test).map((entry) => entry.id));
  const hasAuthor = (entry: SeedArticle, name: string) => entry.authors.some((author) => author.name === name);

  it('finds a word in the affiliations only, not where the text elsewhere has it', async () => {
    const expected = articlesWhere((entry) => entry.authors.some((author) => author.institution.includes('光学')));
    expect(expected.size).toBeGreaterThan(1);
    expect(await found('affiliation:光学')).toEqual(expected);
    expect((await found('光学')).size).toBeGreaterThan(expected.size);
  });

  it('combines field terms with AND, OR and NOT', async () => {
    expect(await found('title:成像 NOT author:叶知秋')).toEqual(articlesWhere((entry) => entry.title.includes('成像') && !hasAuthor(entry, '叶知秋')));
    expect(await found('title:成像 AND author:叶知秋')).toEqual(articlesWhere((entry) => entry.title.includes('成像') && hasAuthor(entry, '叶知秋')));
    expect(await found('author:叶知秋 OR author:陈思远')).toEqual(articlesWhere((entry) => hasAuthor(entry, '叶知秋') || hasAuthor(entry, '陈思远')));
  });
});

describe('English search', () => {
  it('finds words by prefix, title matches first, and marks them', async () => {
    const { data } = await search({ siteId: ecology.site.siteId as number, q: 'drought' });
    const inTitle = (ecology.seed.articles as SeedArticle[]).filter((entry) => /drought/i.test(entry.title)).map((entry) => entry.id);
    expect(new Set(data.content.slice(0, inTitle.length).map((hit) => hit.id))).toEqual(new Set(inTitle));
    expect(marked(data.content[0]!.title).toLowerCase()).toBe('drought');
    expect((await search({ siteId: ecology.site.siteId as number, q: 'droug' })).data.totalElements).toBe(data.totalElements);
    expect((await search({ siteId: ecology.site.siteId as number, q: 'droug', precise: 1 })).data.totalElements).toBe(0);
  });

  it('shows a Chinese article’s English title to a reader who searched in English', async () => {
    const { data } = await searchOptics({ q: 'metasurfaces', lang: 'en' });
    const hit = data.content.find((candidate) => opticsById.has(candidate.id))!;
    expect(plain(hit.title)).toBe(opticsById.get(hit.id)!.enTitle);
    expect(hit.url).toBe(`/optics/zh/article/${hit.id}`);
  });
});

describe('filters', () => {
  const idsOf = async (params: Record<string, string | number>) => (await searchOptics({ q: '成像', size: 100, ...params })).data.content.map((hit) => hit.id);

  it('by year, year window, journal, column, issue', async () => {
    for (const id of await idsOf({ year: 2025 })) expect(opticsById.get(id)?.year).toBe(2025);
    const thisYear = new Date().getFullYear();
    for (const hit of (await searchOptics({ q: '成像', withinYears: 1 })).data.content) expect(hit.year).toBeGreaterThan(thisYear - 1);
    expect(await idsOf({ publicationId: (ecology.seed.journals[0] as Json).id as number })).toEqual([]);
    expect((await idsOf({ publicationId: (optics.seed.journals[0] as Json).id as number })).length).toBe((await idsOf({})).length);
    const column = await idsOf({ columnId: 1102 });
    expect(column.length).toBeGreaterThan(0);
    for (const id of column) expect(opticsById.get(id)?.columnId).toBe(1102);
    for (const id of await idsOf({ periodId: 1204 })) expect(opticsById.get(id)?.periodId).toBe(1204);
  });

  it('by open access, publication type and download', async () => {
    const closed = await idsOf({ q: '光纤', oa: 1 });
    expect(closed).toEqual(opticsArticles.filter((entry) => entry.title.includes('光纤') && !entry.openAccess).map((entry) => entry.id));
    const onlineFirst = await idsOf({ publicationType: 1 });
    expect(onlineFirst.length).toBeGreaterThan(0);
    for (const id of onlineFirst) expect(opticsById.get(id)?.firstStatus).toBeGreaterThanOrEqual(1);
    for (const id of await idsOf({ publicationType: 0 })) {
      const entry = opticsById.get(id);
      if (entry) expect(entry.firstStatus === 0 || entry.periodId !== null).toBe(true);
    }
    // Downloadable: articles with a PDF, which no optics sample article has (the engine's own test finds one).
    expect(await idsOf({ download: 1 })).toEqual([]);
  });

  it('within a sub-pool: the filters the site configures for its label', async () => {
    const searchConfig = readConfig('optics', 'search.json') as { boxes: { subPoolList: { label: string; filter?: Json }[] }[] };
    const pools = searchConfig.boxes.flatMap((box) => box.subPoolList);
    const openAccessPool = pools.find((pool) => pool.filter?.oa === 0);
    const everything = pools.find((pool) => !pool.filter || Object.keys(pool.filter).length === 0);
    expect(openAccessPool && everything).toBeTruthy();
    const all = await idsOf({ q: '光纤' });
    expect(await idsOf({ q: '光纤', subPool: everything!.label })).toEqual(all);
    const pooled = await idsOf({ q: '光纤', subPool: openAccessPool!.label });
    // The same hits in the same order, less those that are not open access.
    expect(pooled).toEqual(all.filter((id) => opticsById.get(id)?.openAccess));
    expect(pooled.length).toBeLessThan(all.length);
    const unknown = await searchOptics({ q: '光纤', subPool: 'no-such-pool' });
    expect(unknown.status).toBe(0);
    expect(unknown.message).toContain('no-such-pool');
    expect(unknown.data.content.map((hit) => hit.id)).toEqual(all);
  });
});

describe('sorts and pages', () => {
  it('sorts by visits, date, either way', async () => {
    const visits = (await searchOptics({ q: '成像', sort: 'visits' })).data.content.map((hit) => hit.visits);
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
    const ascending = (await searchOptics({ q: '成像', sort: 'visits', order: 'asc' })).data.content.map((hit) => hit.visits);
    expect(ascending).toEqual([...visits].reverse());
    const dates = (await searchOptics({ q: '成像', sort: 'date' })).data.content.map((hit) => hit.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const sort of ['citations', 'comments', 'downloads', 'updated', 'relevance']) expect((await searchOptics({ q: '成像', sort })).status).toBe(0);
  });

  it('pages through the whole result set', async () => {
    const all = (await searchOptics({ q: '成像', size: 100 })).data;
    const pages = await Promise.all([0, 1, 2].map((page) => searchOptics({ q: '成像', size: 3, page })));
    expect(pages[0]!.data).toMatchObject({ totalElements: all.totalElements, totalPages: Math.ceil(all.totalElements / 3), number: 0, size: 3 });
    expect(pages.flatMap((page) => page.data.content.map((hit) => hit.id))).toEqual(all.content.slice(0, 9).map((hit) => hit.id));
    expect((await searchOptics({ q: '成像' })).data.size).toBe(20);
  });
});

describe('facets (/front/search/clusters)', () => {
  it('count the whole result set', async () => {
    const { data: results } = await searchOptics({ q: '成像', size: 1 });
    const { status, data } = (await search({ siteId: optics.site.siteId as number, q: '成像' }, '/rc-pub/front/search/clusters')) as unknown as { status: number; data: Clusters };
    expect(status).toBe(0);
    const sum = (facets: Facet[]) => facets.reduce((total, facet) => total + facet.count, 0);
    expect(sum(data.years)).toBe(results.totalElements);
    expect(data.kinds.find((facet) => facet.value === 'article')?.count).toBe(results.totalElements);
    expect(data.kinds.length).toBeGreaterThan(1);
    expect(data.publications).toEqual([{ value: String((optics.seed.journals[0] as Json).id), label: (optics.seed.journals[0] as Json).publicationName, count: results.totalElements }]);
    const columnNames = new Map((optics.seed.columns as Json[]).map((entry) => [String(entry.id), entry.name]));
    for (const facet of data.columns) expect(facet.label).toBe(columnNames.get(facet.value));
    expect(sum(data.openAccess)).toBe(results.totalElements);
    const filtered = (await search({ siteId: optics.site.siteId as number, q: '成像', year: 2025 }, '/rc-pub/front/search/clusters')).data as unknown as Clusters;
    expect(filtered.years.map((facet) => facet.value)).toEqual(['2025']);
  });
});

describe('every kind', () => {
  const firstId = async (params: Record<string, string | number>) => (await searchOptics(params)).data.content[0]?.id;
  const journal = optics.seed.journals[0] as Json;

  it('journals by name, ISSN, and the site’s numeric type id', async () => {
    expect(await firstId({ type: 'journal', q: journal.publicationName as string })).toBe(journal.id);
    expect(await firstId({ type: 'publication', q: journal.issn as string, field: 'issn' })).toBe(journal.id);
    const publicationType = (readConfig('optics', 'search.json').resourceTypes as Json[]).find((entry) => entry.code === 'publication')!.type as number;
    expect(await firstId({ type: publicationType, q: journal.publicationName as string })).toBe(journal.id);
  });

  it('figures, linked to their place in the article, with their image', async () => {
    const { data } = await searchOptics({ type: 'picture', q: 'bars' });
    const hit = data.content[0]!;
    expect(hit.kind).toBe('figure');
    expect(hit.url).toMatch(/^\/optics\/en\/article\/\d+#fig1$/);
    expect(marked(hit.title)).toBe('bars');
    expect((await fetch(`${server.url}${hit.imageUrl}`)).status).toBe(200);
  });

  it('tables, video, audio, books, news and scholars', async () => {
    expect((await search({ siteId: ecology.site.siteId as number, type: 'table', q: 'soil' })).data.content[0]?.kind).toBe('table');
    const video = (optics.seed.media as Json[]).find((entry) => entry.kind === 'video')!;
    expect(await firstId({ type: 'video', q: (video.keywords as string[])[0]!, field: 'keywordExt_tic' })).toBe(video.id);
    expect(await firstId({ type: 'video', q: `"${video.enSourcePaper as string}"`, field: 'en_Thesis_tic' })).toBe(video.id);
    const audio = (optics.seed.media as Json[]).find((entry) => entry.kind === 'audio')!;
    expect(await firstId({ type: 'audio', q: 'podcast' })).toBe(audio.id);
    const book = (optics.seed.books as Json[])[1]!;
    expect(await firstId({ type: 'book', q: book.title as string })).toBe(book.id);
    const news = (optics.seed.news as Json[])[0]!;
    expect(await firstId({ type: 'news', q: '影响因子' })).toBe(news.id);
    const expert = optics.seed.experts[0]!;
    expect(await firstId({ type: 'scholar', q: expert.name })).toBe(expert.id);
    expect(await firstId({ type: 'expert', q: expert.name })).toBe(expert.id);
  });
});

describe('a group site', () => {
  it('searches its members’ content, each hit addressed on its own site', async () => {
    const inGroup = await search({ siteId: group.siteId as number, q: 'light', size: 100 });
    const [fromOptics, fromEcology] = await Promise.all([optics, ecology].map(({ site }) => search({ siteId: site.siteId as number, q: 'light', size: 100 })));
    expect(inGroup.data.totalElements).toBe(fromOptics!.data.totalElements + fromEcology!.data.totalElements);
    const slds = new Set(inGroup.data.content.map((hit) => hit.url.split('/')[1]));
    expect(slds).toEqual(new Set(['optics', 'ecology']));
  });
});

describe('bad input', () => {
  it('answers a clear status, never a 500', async () => {
    expect(await searchOptics({ q: 'x', size: 1000 })).toMatchObject({ http: 400, status: 40000 });
    expect(await searchOptics({ q: 'x', type: 'nope' })).toMatchObject({ http: 400, status: 40000 });
    expect(await searchOptics({ q: 'x'.repeat(10_001) })).toMatchObject({ http: 400, status: 40000 });
    expect(await searchOptics({ q: 'x', sort: 'nope' })).toMatchObject({ http: 400, status: 40000 });
    expect(await search({ siteId: 999_999, q: 'x' })).toMatchObject({ status: 10001 });
  });

  it('searches what it can of malformed, huge and hostile queries, and says what it repaired', async () => {
    const unbalanced = await searchOptics({ q: '光纤 "激光' });
    expect(unbalanced).toMatchObject({ http: 200, status: 0 });
    // In the reader's language: optics's default (zh), or the one the request names.
    expect(unbalanced.message).toMatch(/引号/);
    expect((await searchOptics({ q: '光纤 "激光', lang: 'en' })).message).toMatch(/closing quote is missing/i);
    expect((await searchOptics({ q: '光纤 "激光', lang: 'ara' })).message).toMatch(/علامة الاقتباس/);
    for (const q of ['laser AND', 'NOT', '((光纤', 'x'.repeat(10_000), '光纤 '.repeat(500), 'a\u0000b\u0007c 光纤', '"; DROP TABLE article; --', 'NEAR(a b) title:* ^x {a b}: c']) {
      const result = await searchOptics({ q });
      expect(result.http, q.slice(0, 30)).toBe(200);
      expect(result.status, q.slice(0, 30)).toBe(0);
      expect(Array.isArray(result.data.content)).toBe(true);
      expect(result.message ?? '').not.toMatch(/fts5|sqlite|syntax/i);
    }
    const empty = await searchOptics({ q: '', lang: 'en' });
    expect(empty).toMatchObject({ status: 0, message: 'Please enter the search term.' });
    expect(await searchOptics({ q: '' })).toMatchObject({ status: 0, message: '请输入检索词。' });
    expect(empty.data.content).toEqual([]);
  });

  it('answers a type the site offers but the portal holds nothing of with an empty page', async () => {
    expect((await searchOptics({ q: 'x', type: 'standard' })).data).toMatchObject({ content: [], totalElements: 0 });
  });
});

describe('the analyze service (/front/search/analyze)', () => {
  const analyze = async (params: Record<string, string>) => (await server.get(`/rc-pub/front/search/analyze?${query(params)}`)).body;

  it('answers the analysed terms, with the index’s analyser', async () => {
    expect(await analyze({ q: 'Fiber AND "Laser" NOT pump', type: 'article' })).toEqual({ status: 0, data: { terms: ['fiber', 'laser'] } });
    const chinese = (await analyze({ q: '光纤激光', type: 'picture' })) as { status: number; data: { terms: string[] } };
    expect(chinese.status).toBe(0);
    expect(chinese.data.terms).toEqual(['光纤激光', '光纤', '激光']);
    expect((await analyze({ q: 'ＤＯＩ', type: '' })).data).toEqual({ terms: ['doi'] });
  });

  it('answers a status other than 0 when there is nothing to search or the type is unknown (the search then stops)', async () => {
    expect((await analyze({ q: '   ', type: 'article' })).status).not.toBe(0);
    expect((await analyze({ q: 'x', type: 'nope' })).status).not.toBe(0);
  });
});

describe('a freshly ingested article', () => {
  it('is found at once', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'masthead-search-'));
    const file = join(folder, 'fresh.xml');
    writeFileSync(file, minimalJats({ title: 'Zygomorphic quokka spectroscopy', doi: '10.5555/search.fresh', body: '<fig id="f9"><label>Figure 9</label><caption><title>Quokka spectra.</title></caption></fig>' }));
    const handle = openDatabase(server.databaseUrl);
    try {
      await migrateToLatest(handle.db);
      const stored = await ingestFile(handle.db, optics.site.siteId as number, file);
      const { data } = await searchOptics({ q: 'quokka' });
      expect(data.content.map((hit) => hit.id)).toEqual([stored.id]);
      expect((await searchOptics({ q: 'quokka', type: 'figure' })).data.content[0]?.url).toBe(`/optics/en/article/${stored.id}#f9`);
      expect((await searchOptics({ q: '10.5555/search.fresh', field: 'doi' })).data.totalElements).toBe(1);
    } finally {
      await handle.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the statistics strip', () => {
  const ecologySiteId = ecology.site.siteId as number;
  const opticsSiteId = optics.site.siteId as number;
  it('counts the figures and tables of the full texts a site imported, as the search finds them', async () => {
    const counts = async (siteId: number) => ((await server.get(`/rc-pub/front/resource-statistics/getResourceCountsStatistic?siteId=${siteId}`)).body.data as { picAndTableCounts: number }).picAndTableCounts;
    const found = async (type: string) => ((await server.get(`/rc-pub/front/search?siteId=${ecologySiteId}&type=${type}&q=the`)).body.data as { totalElements: number }).totalElements;
    const ecologyCount = await counts(ecologySiteId);
    expect(ecologyCount).toBeGreaterThan(10);
    expect(ecologyCount).toBeGreaterThanOrEqual((await found('figure')) + (await found('table')));
    const group = readConfig('sciencegroup', 'site.json') as unknown as { siteId: number };
    expect(await counts(group.siteId)).toBe(ecologyCount + (await counts(opticsSiteId)));
  });
});
