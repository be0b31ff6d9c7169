import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../../schemas/content/book.ts';
import { journal } from '../../schemas/content/journal.ts';
import { albumSummary, articleSummary, newsSummary } from '../../schemas/content/list-items.ts';
import { mediaItem } from '../../schemas/content/media.ts';
import { page } from '../../schemas/page.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed, type Json, type SeedFile } from './helpers.ts';

/**
 * The home page's content lists (articles, news, books, media, albums) and journal detail. Expected values are read
 * from the seed files and sorted here with small, independent comparators.
 */

const siteIdOf = (sld: string) => readConfig(sld, 'site.json').siteId as number;
const optics = siteIdOf('optics');
const ecology = siteIdOf('ecology');
const heritage = siteIdOf('heritage');
const geoscience = siteIdOf('geoscience');
const group = readConfig('sciencegroup', 'site.json');
const groupId = group.siteId as number;
const memberSlds = group.members as string[];

const opticsSeed = readSeed('optics');
const ecologySeed = readSeed('ecology');
const seedOf = (sld: string) => readSeed(sld);

type Article = Json & { id: number; periodId: number | null; columnId: number | null; firstStatus: number; firstPageNum: string; publishDate: string };
const articlesOf = (...seeds: SeedFile[]) => seeds.flatMap((seed) => seed.articles as Article[]);
const columnsOf = (...seeds: SeedFile[]) => seeds.flatMap((seed) => seed.columns as Array<Json & { id: number; sort: number; name: string; enName: string }>);

/** Spec §4 firstStatus: formal (0) or in an issue; Online First 1-10; just accepted -1. */
const isPublished = (a: Article) => a.periodId !== null || a.firstStatus === 0;
const isOnlineFirst = (a: Article) => a.firstStatus >= 1 && a.firstStatus <= 10;
const isJustAccepted = (a: Article) => a.firstStatus === -1;

const sortFields = { publishDate: 'publishDate', visits: 'visits', downloads: 'downloads', referenceCount: 'referenceCount', commentCount: 'commentCount', year: 'year' } as const;
type SortKey = keyof typeof sortFields;

/** By the field in the given direction, ties by id ascending. */
function sortedArticles(list: Article[], sort: SortKey = 'publishDate', order: 'asc' | 'desc' = 'desc'): Article[] {
  const field = sortFields[sort];
  const sign = order === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => {
    const x = a[field] as string | number;
    const y = b[field] as string | number;
    const byField = x < y ? -1 : x > y ? 1 : 0;
    return sign * byField || a.id - b.id;
  });
}

/** A table of contents: column order (no column last), then first page, then id. */
function tableOfContents(list: Article[], seed: SeedFile): Article[] {
  const columnSort = new Map(columnsOf(seed).map((column) => [column.id, column.sort]));
  const sortOf = (a: Article) => (a.columnId === null ? Number.POSITIVE_INFINITY : (columnSort.get(a.columnId) ?? Number.POSITIVE_INFINITY));
  return [...list].sort((a, b) => sortOf(a) - sortOf(b) || Number(a.firstPageNum) - Number(b.firstPageNum) || a.id - b.id);
}

/** Newest first by publishDate, ties by id descending (news, books, media, albums). */
function newestFirst<T extends Json>(list: T[]): T[] {
  return [...list].sort((a, b) => String(b.publishDate).localeCompare(String(a.publishDate)) || (b.id as number) - (a.id as number));
}

const ids = (list: readonly Json[]) => list.map(({ id }) => id);

/** The summary keys of the reply schema: full text (keywords, funds, dates of review …) never travels in lists. */
const summaryKeys = Object.keys(articleSummary.shape).sort();

let server: TestServer;
beforeAll(async () => {
  // The JSON sample content only: its lists and counts are what these tests derive from (the JATS articles have
  // tests of their own, article-reader.test.ts).
  server = await startTestServer({ SAMPLE_ARTICLES: 'off' });
});
afterAll(async () => {
  await server?.close();
});

type PageData<T = Json> = { content: T[]; totalElements: number; totalPages: number; number: number; size: number };
async function list<T = Json>(path: string): Promise<PageData<T>> {
  const { http, body } = await server.get(path);
  expect(http, JSON.stringify(body)).toBe(200);
  expect(body.status).toBe(0);
  return body.data as PageData<T>;
}

describe('front-article/list', () => {
  const url = (site: number, query = '') => `/rc-pub/front/front-article/list?siteId=${site}${query}`;

  it('lists published articles by default, newest first, 20 a page, and the reply parses with the schema', async () => {
    const { body } = await server.get(url(optics));
    const parsed = page(articleSummary).parse(body.data);
    const expected = sortedArticles(articlesOf(opticsSeed).filter(isPublished));
    expect(ids(parsed.content)).toEqual(ids(expected));
    expect(parsed).toMatchObject({ totalElements: expected.length, totalPages: Math.ceil(expected.length / 20), number: 0, size: 20 });
  });

  it('answers article summaries with their column names and nothing of the full text', async () => {
    const data = await list<Json>(url(optics, '&size=100'));
    const columns = new Map(columnsOf(opticsSeed).map((column) => [column.id, column]));
    const byId = new Map(articlesOf(opticsSeed).map((entry) => [entry.id, entry]));
    expect(data.content.length).toBeGreaterThan(0);
    for (const item of data.content) {
      expect(Object.keys(item).sort()).toEqual(summaryKeys);
      const source = byId.get(item.id as number)!;
      const picked = Object.fromEntries(summaryKeys.filter((key) => key in source).map((key) => [key, source[key]]));
      expect(item).toMatchObject(picked);
      const column = source.columnId === null ? undefined : columns.get(source.columnId);
      expect(item.columnName).toBe(column?.name ?? '');
      expect(item.enColumnName).toBe(column?.enName ?? '');
    }
  });

  it('lists Online First (firstStatus 1-10) and just accepted (-1) articles', async () => {
    const onlineFirst = await list(url(optics, '&status=onlineFirst'));
    expect(ids(onlineFirst.content)).toEqual(ids(sortedArticles(articlesOf(opticsSeed).filter(isOnlineFirst))));
    expect(onlineFirst.totalElements).toBe(articlesOf(opticsSeed).filter(isOnlineFirst).length);
    const accepted = await list(url(ecology, '&status=justAccepted'));
    expect(ids(accepted.content)).toEqual(ids(sortedArticles(articlesOf(ecologySeed).filter(isJustAccepted))));
    expect(accepted.totalElements).toBeGreaterThan(0);
  });

  it('lists one issue as its table of contents: by column, then first page', async () => {
    for (const seed of [opticsSeed, ecologySeed]) {
      const site = seed === opticsSeed ? optics : ecology;
      for (const period of seed.periods) {
        const data = await list(url(site, `&periodId=${period.id}`));
        const expected = tableOfContents(articlesOf(seed).filter((a) => a.periodId === period.id), seed);
        expect(expected.length).toBeGreaterThan(0);
        expect(ids(data.content), `period ${period.id}`).toEqual(ids(expected));
        expect(data.totalElements).toBe(expected.length);
      }
    }
  });

  it('sorts one issue by an explicit sort instead of the table of contents', async () => {
    const period = opticsSeed.periods[3]!;
    const inIssue = articlesOf(opticsSeed).filter((a) => a.periodId === period.id);
    const data = await list(url(optics, `&periodId=${period.id}&sort=visits&order=asc`));
    expect(ids(data.content)).toEqual(ids(sortedArticles(inIssue, 'visits', 'asc')));
  });

  it('sorts by every whitelisted field, both ways', async () => {
    const published = articlesOf(opticsSeed).filter(isPublished);
    for (const sort of Object.keys(sortFields) as SortKey[]) {
      for (const order of ['asc', 'desc'] as const) {
        const data = await list(url(optics, `&sort=${sort}&order=${order}&size=100`));
        expect(ids(data.content), `${sort} ${order}`).toEqual(ids(sortedArticles(published, sort, order)));
      }
    }
  });

  it('filters by column', async () => {
    const column = columnsOf(opticsSeed)[0]!;
    const data = await list(url(optics, `&columnId=${column.id}&size=100`));
    const expected = sortedArticles(articlesOf(opticsSeed).filter((a) => isPublished(a) && a.columnId === column.id));
    expect(ids(data.content)).toEqual(ids(expected));
    expect(data.content.every((item) => item.columnName === column.name)).toBe(true);
  });

  it('pages: totalElements, totalPages, number and size', async () => {
    const expected = sortedArticles(articlesOf(opticsSeed).filter(isPublished));
    const size = 5;
    const lastPage = Math.ceil(expected.length / size) - 1;
    for (let number = 0; number <= lastPage + 1; number += 1) {
      const data = await list(url(optics, `&page=${number}&size=${size}`));
      expect(data).toMatchObject({ totalElements: expected.length, totalPages: lastPage + 1, number, size });
      expect(ids(data.content)).toEqual(ids(expected.slice(number * size, number * size + size)));
    }
  });

  it('reads the site from the siteId header as the spec clients send it', async () => {
    const { body } = await server.get('/rc-pub/front/front-article/list?size=100', { headers: { siteId: String(ecology) } });
    expect(ids((body.data as PageData).content)).toEqual(ids(sortedArticles(articlesOf(ecologySeed).filter(isPublished))));
  });

  it('never answers another site’s articles', async () => {
    const ecologyIds = new Set(articlesOf(ecologySeed).map(({ id }) => id));
    for (const status of ['published', 'onlineFirst', 'justAccepted']) {
      const data = await list(url(optics, `&status=${status}&size=100`));
      expect(data.content.some(({ id }) => ecologyIds.has(id as number))).toBe(false);
    }
    const foreignColumn = columnsOf(ecologySeed)[0]!;
    const data = await list(url(optics, `&columnId=${foreignColumn.id}`));
    expect(data).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('lists a group’s members together, and accepts a member’s issue', async () => {
    const seeds = memberSlds.map(seedOf);
    const expected = sortedArticles(articlesOf(...seeds).filter(isPublished));
    const first = await list(url(groupId));
    expect(first).toMatchObject({ totalElements: expected.length, totalPages: Math.ceil(expected.length / 20), number: 0, size: 20 });
    const all = await list(url(groupId, '&size=100'));
    expect(ids(all.content)).toEqual(ids(expected));
    for (const seed of seeds) expect(all.content.some(({ id }) => articlesOf(seed).some((a) => a.id === id))).toBe(true);

    const period = ecologySeed.periods[0]!;
    const issue = await list(url(groupId, `&periodId=${period.id}`));
    expect(ids(issue.content)).toEqual(ids(tableOfContents(articlesOf(ecologySeed).filter((a) => a.periodId === period.id), ecologySeed)));
  });

  it('refuses an issue of another site with a 404 envelope', async () => {
    const { http, body } = await server.get(url(optics, `&periodId=${ecologySeed.periods[0]!.id}`));
    expect(http).toBe(404);
    expect(body.status).not.toBe(0);
    expect(body.data).toBeUndefined();
    const missing = await server.get(url(optics, '&periodId=999999'));
    expect(missing.http).toBe(404);
  });

  it.each([
    ['size=1000', 'size'],
    ['size=0', 'size'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['sort=evil', 'sort'],
    ['sort=visits;DROP TABLE article', 'sort'],
    ['order=sideways', 'order'],
    ['status=x', 'status'],
    ['periodId=abc', 'periodId'],
    ['columnId=-3', 'columnId'],
  ])('answers 400 naming the parameter for %s', async (query, name) => {
    const { http, body } = await server.get(url(optics, `&${encodeURI(query)}`));
    expect(http).toBe(400);
    expect(body.status).not.toBe(0);
    expect(body.message).toContain(`"${name}"`);
  });
});

describe('news/list', () => {
  const url = (site: number, query = '') => `/rc-pub/front/news/list?siteId=${site}${query}`;
  type News = Json & { id: number; tab: number; publishDate: string };
  const newsOf = (...seeds: SeedFile[]) => seeds.flatMap((seed) => seed.news as News[]);

  it('lists news newest first, without bodies, and the reply parses with the schema', async () => {
    const { body } = await server.get(url(optics, '&size=100'));
    const parsed = page(newsSummary).parse(body.data);
    const expected = newestFirst(newsOf(opticsSeed));
    expect(ids(parsed.content)).toEqual(ids(expected));
    expect(parsed.totalElements).toBe(expected.length);
    for (const item of (body.data as PageData).content) {
      expect(item).not.toHaveProperty('body');
      expect(item).not.toHaveProperty('enBody');
      const { body: _body, enBody: _enBody, ...summary } = expected.find(({ id }) => id === item.id)!;
      expect(item).toMatchObject(summary);
    }
  });

  it('filters by tab', async () => {
    for (const tab of [1, 2, 3, 4]) {
      const data = await list(url(ecology, `&tab=${tab}&size=100`));
      const expected = newestFirst(newsOf(ecologySeed).filter((item) => item.tab === tab));
      expect(ids(data.content), `tab ${tab}`).toEqual(ids(expected));
      expect(data.totalElements).toBe(expected.length);
    }
  });

  it('pages with the default size of 10', async () => {
    const expected = newestFirst(newsOf(opticsSeed));
    const data = await list(url(optics, '&page=1&size=3'));
    expect(data).toMatchObject({ totalElements: expected.length, totalPages: Math.ceil(expected.length / 3), number: 1, size: 3 });
    expect(ids(data.content)).toEqual(ids(expected.slice(3, 6)));
    expect((await list(url(optics))).size).toBe(10);
  });

  it('lists a group’s members’ news together', async () => {
    const data = await list(url(groupId, '&size=100'));
    expect(ids(data.content)).toEqual(ids(newestFirst(newsOf(...memberSlds.map(seedOf)))));
  });

  it.each([['tab=9'], ['tab=0'], ['tab=x'], ['tab=1.5']])('answers 400 naming tab for %s', async (query) => {
    const { http, body } = await server.get(url(optics, `&${query}`));
    expect(http).toBe(400);
    expect(body.message).toContain('"tab"');
  });
});

describe('book/list', () => {
  const url = (site: number, query = '') => `/rc-pub/front/book/list?siteId=${site}${query}`;

  it('lists books newest first; the reply parses with the schema', async () => {
    const { body } = await server.get(url(optics));
    const parsed = page(book).parse(body.data);
    const expected = newestFirst(opticsSeed.books);
    expect(ids(parsed.content)).toEqual(ids(expected));
    expect((body.data as PageData).content).toEqual(expected);
    expect(parsed).toMatchObject({ totalElements: expected.length, totalPages: 1, number: 0, size: 10 });
  });

  it('lists a group’s members’ books together, a page at a time', async () => {
    const expected = newestFirst(memberSlds.flatMap((sld) => seedOf(sld).books));
    const data = await list(url(groupId, '&page=1&size=2'));
    expect(data).toMatchObject({ totalElements: expected.length, totalPages: Math.ceil(expected.length / 2), number: 1, size: 2 });
    expect(ids(data.content)).toEqual(ids(expected.slice(2, 4)));
  });

  it('answers 400 for size=1000', async () => {
    const { http, body } = await server.get(url(optics, '&size=1000'));
    expect(http).toBe(400);
    expect(body.message).toContain('"size"');
  });
});

describe('media/list', () => {
  const url = (site: number, query = '') => `/rc-pub/front/media/list?siteId=${site}${query}`;

  it('lists audio and video newest first; the reply parses with the schema', async () => {
    const { body } = await server.get(url(optics));
    const parsed = page(mediaItem).parse(body.data);
    expect(ids(parsed.content)).toEqual(ids(newestFirst(opticsSeed.media)));
    expect((body.data as PageData).content).toEqual(newestFirst(opticsSeed.media));
  });

  it('filters by kind', async () => {
    for (const kind of ['audio', 'video']) {
      const data = await list(url(optics, `&kind=${kind}`));
      const expected = newestFirst(opticsSeed.media.filter((item) => item.kind === kind));
      expect(ids(data.content), kind).toEqual(ids(expected));
      expect(data.totalElements).toBe(expected.length);
    }
  });

  it('lists a group’s members’ media together', async () => {
    const data = await list(url(groupId, '&kind=video'));
    expect(ids(data.content)).toEqual(ids(newestFirst(memberSlds.flatMap((sld) => seedOf(sld).media).filter((item) => item.kind === 'video'))));
  });

  it('answers 400 naming kind for an unknown kind', async () => {
    const { http, body } = await server.get(url(optics, '&kind=podcast'));
    expect(http).toBe(400);
    expect(body.message).toContain('"kind"');
  });
});

describe('album/list', () => {
  const url = (site: number, query = '') => `/rc-pub/front/album/list?siteId=${site}${query}`;

  it('lists albums with their item counts; the reply parses with the schema', async () => {
    const { body } = await server.get(url(optics));
    const parsed = page(albumSummary).parse(body.data);
    expect(parsed.content).toHaveLength(opticsSeed.albums.length);
    for (const item of (body.data as PageData).content) {
      expect(item).not.toHaveProperty('items');
      const { items, ...rest } = opticsSeed.albums.find(({ id }) => id === item.id)!;
      expect(item).toEqual({ ...rest, itemCount: items.length });
    }
  });

  it('lists a group’s members’ albums together, newest first', async () => {
    const expected = newestFirst(memberSlds.flatMap((sld) => seedOf(sld).albums));
    const data = await list(url(groupId));
    expect(ids(data.content)).toEqual(ids(expected));
    expect(data.content.map(({ itemCount }) => itemCount)).toEqual(expected.map(({ items }) => items.length));
  });

  it('answers 400 naming page for page=-1', async () => {
    const { http, body } = await server.get(url(optics, '&page=-1'));
    expect(http).toBe(400);
    expect(body.message).toContain('"page"');
  });
});

describe('front-publication/detail', () => {
  const url = (site: number, query = '') => `/rc-pub/front/front-publication/detail?siteId=${site}${query}`;
  /** A seeded journal as the API answers it: no current issue named on the desk (issue 19) is `currentIssueId` null. */
  const answered = (entry: Json): Json => ({ currentIssueId: null, ...entry });
  const journalOf = (seed: SeedFile, id?: unknown) => answered(id === undefined ? seed.journals[0]! : seed.journals.find((entry) => entry.id === id)!);

  it('answers the site’s configured journal; the reply parses with the schema', async () => {
    const configured = readConfig('optics', 'publication.json').publicationId;
    const { http, body } = await server.get(url(optics));
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expect(journal.parse(body.data).id).toBe(configured);
    expect(body.data).toEqual(journalOf(opticsSeed, configured));
  });

  it('answers a named journal of the site', async () => {
    const own = answered(ecologySeed.journals[0]!);
    const { body } = await server.get(url(ecology, `&publicationId=${own.id}`));
    expect(body).toEqual({ status: 0, data: own });
  });

  it('answers, for a group, its first member’s journal, and any member’s journal by id', async () => {
    const [firstMember] = memberSlds;
    const firstSeed = seedOf(firstMember!);
    const configured = readConfig(firstMember!, 'publication.json').publicationId;
    const { body } = await server.get(url(groupId));
    expect(body).toEqual({ status: 0, data: journalOf(firstSeed, configured) });
    const other = answered(seedOf(memberSlds[1]!).journals[0]!);
    expect((await server.get(url(groupId, `&publicationId=${other.id}`))).body).toEqual({ status: 0, data: other });
  });

  it('refuses another site’s journal with a 404 envelope', async () => {
    const { http, body } = await server.get(url(optics, `&publicationId=${ecologySeed.journals[0]!.id}`));
    expect(http).toBe(404);
    expect(body.status).not.toBe(0);
    expect(body.data).toBeUndefined();
  });

  it('answers 400 naming publicationId for a non-number', async () => {
    const { http, body } = await server.get(url(optics, '&publicationId=one'));
    expect(http).toBe(400);
    expect(body.message).toContain('"publicationId"');
  });
});

describe('site status', () => {
  const paths = [
    '/rc-pub/front/front-article/list',
    '/rc-pub/front/news/list',
    '/rc-pub/front/book/list',
    '/rc-pub/front/media/list',
    '/rc-pub/front/album/list',
    '/rc-pub/front/front-publication/detail',
  ];

  it.each(paths)('%s answers an expired site with 10002, a site in maintenance with 10003, an unknown one with 10001', async (path) => {
    const expired = await server.get(`${path}?siteId=${heritage}`);
    expect(expired.body.status).toBe(10002);
    expect(expired.body.data).toBeUndefined();
    expect((await server.get(`${path}?siteId=${geoscience}`)).body.status).toBe(10003);
    expect((await server.get(`${path}?siteId=987654`)).body.status).toBe(10001);
  });
});
