import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { newestFirst, readConfig, readSeed, type SeedFile } from './helpers.ts';

/** Endpoints over the seeded content: periods, statistics, hot words, experts. Expected values come from the seed. */

const siteIdOf = (sld: string) => readConfig(sld, 'site.json').siteId as number;
const topicOf = (sld: string) => readConfig(sld, 'site.json').topicId as number;
const optics = siteIdOf('optics');
const ecology = siteIdOf('ecology');
const opticsSeed = readSeed('optics');
const ecologySeed = readSeed('ecology');

type Period = SeedFile['periods'][number];

function groupByYear(periods: Period[]) {
  const years: Array<{ year: number; periods: Period[] }> = [];
  for (const entry of periods) {
    const last = years[years.length - 1];
    if (last && last.year === entry.year) last.periods.push(entry);
    else years.push({ year: entry.year, periods: [entry] });
  }
  return years;
}

function countsOf(...seeds: SeedFile[]) {
  const sum = (pick: (seed: SeedFile) => number) => seeds.reduce((total, seed) => total + pick(seed), 0);
  return {
    bookCounts: sum((seed) => seed.books.length),
    publicationCounts: sum((seed) => seed.journals.length),
    articleCounts: sum((seed) => seed.articles.length),
    periodCounts: sum((seed) => seed.periods.length),
    albumCounts: sum((seed) => seed.albums.length),
    audioCounts: sum((seed) => seed.media.filter((item) => item.kind === 'audio').length),
    videoCounts: sum((seed) => seed.media.filter((item) => item.kind === 'video').length),
  };
}

let server: TestServer;
beforeAll(async () => {
  // The JSON sample content only: its lists and counts are what these tests derive from (the JATS articles have
  // tests of their own, article-reader.test.ts).
  server = await startTestServer({ SAMPLE_ARTICLES: 'off' });
});
afterAll(async () => {
  await server?.close();
});

describe('getFirstTwoPeriods', () => {
  it('answers the two newest optics issues, newest first', async () => {
    const expected = newestFirst(opticsSeed.periods).slice(0, 2);
    const { http, body } = await server.get(`/rc-pub/front/front-period/getFirstTwoPeriods?siteId=${optics}`);
    expect(http).toBe(200);
    expect(body).toEqual({ status: 0, data: expected });
  });

  it('answers the same when publicationIndexId names the site’s journal', async () => {
    const journalId = opticsSeed.journals[0]!.id as number;
    const { body } = await server.get(`/rc-pub/front/front-period/getFirstTwoPeriods?siteId=${optics}&publicationIndexId=${journalId}`);
    expect(body).toEqual({ status: 0, data: newestFirst(opticsSeed.periods).slice(0, 2) });
  });

  it('answers ecology’s own two newest issues', async () => {
    const { body } = await server.get(`/rc-pub/front/front-period/getFirstTwoPeriods?siteId=${ecology}`);
    expect(body).toEqual({ status: 0, data: newestFirst(ecologySeed.periods).slice(0, 2) });
  });

  it('refuses a journal of another site with a 404 envelope', async () => {
    const otherJournal = ecologySeed.journals[0]!.id as number;
    const { http, body } = await server.get(`/rc-pub/front/front-period/getFirstTwoPeriods?siteId=${optics}&publicationIndexId=${otherJournal}`);
    expect(http).toBe(404);
    expect(body.status).not.toBe(0);
    expect(body.data).toBeUndefined();
  });
});

describe('getPeriodTree', () => {
  const tree = (query: string) => server.get(`/rc-pub/front/front-period/getPeriodTree?siteId=${optics}${query}`);
  const newest = newestFirst(opticsSeed.periods);
  const oldest = [...newest].reverse();
  const latest = newest[0]!;

  it('by default groups by year, newest first', async () => {
    const { http, body } = await tree('');
    expect(http).toBe(200);
    expect(body).toEqual({ status: 0, data: groupByYear(newest) });
  });

  it('groupByYear=false answers a flat list, newest first', async () => {
    const { body } = await tree('&groupByYear=false');
    expect(body).toEqual({ status: 0, data: newest });
  });

  it('periodAsc=true answers oldest first', async () => {
    const { body } = await tree('&groupByYear=false&periodAsc=true');
    expect(body).toEqual({ status: 0, data: oldest });
  });

  it('groupByYear=true&periodAsc=true answers years oldest first', async () => {
    const { body } = await tree('&groupByYear=true&periodAsc=true');
    expect(body).toEqual({ status: 0, data: groupByYear(oldest) });
  });

  it('isBack=true leaves out the latest issue', async () => {
    const { body } = await tree('&isBack=true&groupByYear=false');
    expect(body).toEqual({ status: 0, data: newest.filter((entry) => entry.id !== latest.id) });
  });

  it('isBack=true&periodAsc=true still leaves out the latest (not the oldest) issue', async () => {
    const { body } = await tree('&isBack=1&groupByYear=0&periodAsc=1');
    expect(body).toEqual({ status: 0, data: oldest.filter((entry) => entry.id !== latest.id) });
  });

  it('isBack=true grouped by year', async () => {
    const { body } = await tree('&isBack=true&groupByYear=true');
    expect(body).toEqual({ status: 0, data: groupByYear(newest.filter((entry) => entry.id !== latest.id)) });
  });
});

describe('getResourceCountsStatistic', () => {
  it.each([
    ['optics', opticsSeed],
    ['ecology', ecologySeed],
  ] as const)('counts the seed records of %s', async (sld, seed) => {
    const { http, body } = await server.get(`/rc-pub/front/resource-statistics/getResourceCountsStatistic?siteId=${siteIdOf(sld)}`);
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expect(body.data).toMatchObject(countsOf(seed));
  });

  it('accepts fromAdcs=true (spec §7) and counts the same', async () => {
    const { body } = await server.get(`/rc-pub/front/resource-statistics/getResourceCountsStatistic?siteId=${ecology}&fromAdcs=true`);
    expect(body.status).toBe(0);
    expect(body.data).toMatchObject(countsOf(ecologySeed));
  });

  it('counts both members for the group site', async () => {
    const group = readConfig('sciencegroup', 'site.json') as { siteId: number; members: string[] };
    const { body } = await server.get(`/rc-pub/front/resource-statistics/getResourceCountsStatistic?siteId=${group.siteId}`);
    expect(body.status).toBe(0);
    expect(body.data).toMatchObject(countsOf(...group.members.map((sld) => readSeed(sld))));
  });

  it('answers zero for the kinds a site has none of: figures and tables without full texts, chronicles', async () => {
    const { body } = await server.get(`/rc-pub/front/resource-statistics/getResourceCountsStatistic?siteId=${optics}`);
    expect(body.data).toMatchObject({ picAndTableCounts: 0, chronicleCounts: 0 });
  });
});

describe('hisSearch/hotWords', () => {
  const sorted = (seed: SeedFile) => [...seed.hotWords].sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : 1));

  it.each([
    ['optics', opticsSeed],
    ['ecology', ecologySeed],
  ] as const)('page 0 size 10 answers %s hot words by count, highest first', async (sld, seed) => {
    const { http, body } = await server.get(`/rc-pub/front/hisSearch/hotWords?siteId=${siteIdOf(sld)}&page=0&size=10`);
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    const data = body.data as { content: Array<{ word: string; count: number }>; totalElements: number };
    expect(data.content).toEqual(sorted(seed).slice(0, 10));
    expect(data.totalElements).toBe(seed.hotWords.length);
  });

  it('pages through the list', async () => {
    const { body } = await server.get(`/rc-pub/front/hisSearch/hotWords?siteId=${optics}&page=1&size=3`);
    const data = body.data as { content: unknown[]; totalElements: number; totalPages: number; number: number; size: number };
    expect(data.content).toEqual(sorted(opticsSeed).slice(3, 6));
    expect(data).toMatchObject({ totalElements: opticsSeed.hotWords.length, totalPages: Math.ceil(opticsSeed.hotWords.length / 3), number: 1, size: 3 });
  });

  it('size over 100 is a 400 naming "size"', async () => {
    const { http, body } = await server.get(`/rc-pub/front/hisSearch/hotWords?siteId=${optics}&page=0&size=101`);
    expect(http).toBe(400);
    expect(body.status).not.toBe(0);
    expect(body.message).toMatch(/"size"/);
  });
});

describe('expert/list', () => {
  type Expert = SeedFile['experts'][number];
  type Page = { content: Expert[]; totalElements: number; totalPages: number; number: number; size: number };
  const opticsExperts = opticsSeed.experts.filter((expert) => expert.topicId === topicOf('optics'));
  const bySort = [...opticsExperts].sort((a, b) => a.sort - b.sort || a.id - b.id);

  it('answers page 0 size 10 of the site topic, with totalElements', async () => {
    const { http, body } = await server.get(`/rc-pub/front/expert/list?siteId=${optics}&page=0&size=10`);
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    const data = body.data as Page;
    expect(data.totalElements).toBe(opticsExperts.length);
    expect(data.content.map((expert) => expert.id)).toEqual(bySort.slice(0, 10).map((expert) => expert.id));
    expect(data.content[0]).toEqual(expect.objectContaining({ id: bySort[0]!.id, name: bySort[0]!.name, role: bySort[0]!.role }));
  });

  it('pages with page and size', async () => {
    const { body } = await server.get(`/rc-pub/front/expert/list?siteId=${optics}&page=1&size=4&sort=sort`);
    const data = body.data as Page;
    expect(data.content.map((expert) => expert.id)).toEqual(bySort.slice(4, 8).map((expert) => expert.id));
    expect(data).toMatchObject({ totalElements: opticsExperts.length, totalPages: Math.ceil(opticsExperts.length / 4), number: 1, size: 4 });
  });

  it('sort=role puts the editor-in-chief first', async () => {
    const chief = opticsExperts.find((expert) => expert.role === 'editorInChief')!;
    const { body } = await server.get(`/rc-pub/front/expert/list?siteId=${optics}&sort=role`);
    const data = body.data as Page;
    expect(data.content[0]!.id).toBe(chief.id);
    expect(data.content[0]!.role).toBe('editorInChief');
  });

  it('sort=role still puts the editor-in-chief first on a page size of 1', async () => {
    const chief = ecologySeed.experts.find((expert) => expert.role === 'editorInChief')!;
    const { body } = await server.get(`/rc-pub/front/expert/list?siteId=${ecology}&sort=role&size=1`);
    expect((body.data as Page).content.map((expert) => expert.id)).toEqual([chief.id]);
  });

  it('sort=name orders by name', async () => {
    const { body } = await server.get(`/rc-pub/front/expert/list?siteId=${ecology}&sort=name`);
    const names = ecologySeed.experts.filter((expert) => expert.topicId === topicOf('ecology')).map((expert) => expert.name);
    expect((body.data as Page).content.map((expert) => expert.name)).toEqual([...names].sort());
  });

  it('an unknown sort is a 400 naming "sort"', async () => {
    const { http, body } = await server.get(`/rc-pub/front/expert/list?siteId=${optics}&sort=age`);
    expect(http).toBe(400);
    expect(body.message).toMatch(/"sort"/);
  });

  it('never answers experts of another site, even by topicId', async () => {
    const { body } = await server.get(`/rc-pub/front/expert/list?siteId=${optics}&topicId=${topicOf('ecology')}`);
    expect(body.status).toBe(0);
    expect((body.data as Page).totalElements).toBe(0);
    expect((body.data as Page).content).toEqual([]);
  });
});
