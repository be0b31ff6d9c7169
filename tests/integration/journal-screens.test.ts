import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToc } from '../../schemas/content/issue-toc.ts';
import { articleSummary } from '../../schemas/content/list-items.ts';
import { page as pageSchema } from '../../schemas/page.ts';
import { periodTree } from '../../schemas/period.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { parseHtml } from '../support/parse-html.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { newestFirst, readConfig, readSeed, type Json, type SeedFile } from './helpers.ts';

/**
 * The journal browsing screens over the seeded content: the table-of-contents endpoint, the ranking window of the
 * article list, and the pages (all issues, one issue, Online First, Just Accepted). Expected values come from the
 * seed files and the sample configuration.
 */

type Site = { siteId: number; name: string; enName: string };
const siteOf = (sld: string) => readConfig(sld, 'site.json') as Site;
const optics = siteOf('optics');
const ecology = siteOf('ecology');
const opticsPublication = readConfig('optics', 'publication.json') as { justAccepted: number; onlineFirst: number; showDoi: number; downloadEnabled: number };
const ecologyPublication = readConfig('ecology', 'publication.json') as { justAccepted: number };
const english = JSON.parse(readFileSync('runtime/i18n/locales/en.json', 'utf8')) as { journal: { otherArticles: string }; common: { noData: string } };

type SeedArticle = Json & { id: number; periodId: number | null; columnId: number | null; firstStatus: number; firstPageNum: string; publishDate: string; title: string; enTitle: string; doi: string; pdfUrl: string };
type SeedColumn = { id: number; sort: number; name: string; enName: string };
type SeedPeriod = SeedFile['periods'][number] & { periods: string; enTitle: string; coverUrl: string };

const opticsSeed = readSeed('optics');
const ecologySeed = readSeed('ecology');
const periodsOf = (seed: SeedFile) => seed.periods as SeedPeriod[];

/**
 * An article the test adds to the oldest optics issue: no column, no PDF address of its own, but a PDF in its
 * package (an `article_asset` row), so the contents give the download route for it.
 */
const oldestOptics = [...periodsOf(opticsSeed)].sort((a, b) => a.year - b.year || Number(a.issue) - Number(b.issue))[0]!;
const extraArticle: SeedArticle = {
  id: 19001,
  publicationId: oldestOptics.publicationId,
  periodId: oldestOptics.id,
  columnId: null,
  firstStatus: 0,
  year: oldestOptics.year,
  issue: oldestOptics.issue,
  firstPageNum: '90',
  lastPageNum: '91',
  title: '勘误',
  enTitle: 'Erratum',
  doi: '',
  pdfUrl: '',
  publishDate: oldestOptics.publishDate as string,
  language: 'zh',
  authors: [],
};
const articlesOf = (seed: SeedFile): SeedArticle[] => [...(seed.articles as SeedArticle[]), ...(seed === opticsSeed ? [extraArticle] : [])];

/** A table of contents as the tests expect it: column order (no column last), then first page, then id; grouped. */
function expectedToc(seed: SeedFile, periodId: number) {
  const columns = seed.columns as SeedColumn[];
  const order = (id: number | null) => (id === null ? Number.POSITIVE_INFINITY : (columns.find((column) => column.id === id)?.sort ?? Number.POSITIVE_INFINITY));
  const articles = articlesOf(seed)
    .filter((article) => article.periodId === periodId)
    .sort((a, b) => order(a.columnId) - order(b.columnId) || Number(a.firstPageNum) - Number(b.firstPageNum) || a.id - b.id);
  const groups: { id: number | null; ids: number[] }[] = [];
  for (const article of articles) {
    const last = groups.at(-1);
    if (last && last.id === article.columnId) last.ids.push(article.id);
    else groups.push({ id: article.columnId, ids: [article.id] });
  }
  return groups;
}

let server: TestServer;
beforeAll(async () => {
  // The JSON sample content only: the expectations derive from it.
  server = await startTestServer({ PAGES: 'on', SAMPLE_ARTICLES: 'off' });
  const { db, close } = openDatabase(server.databaseUrl);
  await db
    .insertInto('article')
    .values({
      id: extraArticle.id,
      site_id: optics.siteId,
      journal_id: extraArticle.publicationId as number,
      period_id: extraArticle.periodId,
      column_id: null,
      doi: '',
      language: 'zh',
      first_status: 0,
      year: extraArticle.year as number,
      publish_date: extraArticle.publishDate,
      data: JSON.stringify(extraArticle),
    })
    .execute();
  await db
    .insertInto('article_asset')
    .values({ article_id: extraArticle.id, href: 'erratum.pdf', role: 'pdf', stored_name: 'erratum.pdf', media_type: 'application/pdf', byte_size: 1024 })
    .execute();
  await close();
});
afterAll(async () => {
  await server?.close();
});

const toc = async (siteId: number, query: string) => {
  const { http, body } = await server.get(`/rc-pub/front/front-period/toc?siteId=${siteId}${query}`);
  return { http, body, data: body.status === 0 ? issueToc.parse(body.data) : undefined };
};

describe('front-period/toc', () => {
  it('answers each optics issue with its articles grouped by column, in column order, then page order', async () => {
    for (const period of periodsOf(opticsSeed)) {
      const { http, data } = await toc(optics.siteId, `&year=${period.year}&issue=${period.issue}`);
      expect(http).toBe(200);
      expect(data!.period).toMatchObject({ id: period.id, year: period.year, issue: period.issue });
      expect(data!.columns.map((column) => ({ id: column.id, ids: column.articles.map((article) => article.id) }))).toEqual(expectedToc(opticsSeed, period.id));
    }
  });

  it('names each column and gives each article what a table of contents shows, with its PDF where it has one', async () => {
    const { data } = await toc(optics.siteId, `&year=${oldestOptics.year}&issue=${oldestOptics.issue}`);
    const columns = opticsSeed.columns as SeedColumn[];
    for (const column of data!.columns) {
      const seeded = columns.find((entry) => entry.id === column.id);
      expect({ name: column.name, enName: column.enName }).toEqual({ name: seeded?.name ?? '', enName: seeded?.enName ?? '' });
    }
    const byId = new Map(articlesOf(opticsSeed).map((article) => [article.id, article]));
    for (const article of data!.columns.flatMap((column) => column.articles)) {
      const seeded = byId.get(article.id)!;
      expect(article).toMatchObject({ title: seeded.title, enTitle: seeded.enTitle, doi: seeded.doi, firstPageNum: seeded.firstPageNum });
      // The sample metadata names no PDF; the article this test imports comes with one (erratum.pdf).
      expect(article.pdfUrl).toBe(article.id === extraArticle.id ? `/rc-pub/front/front-article/download?id=${article.id}` : seeded.pdfUrl);
      expect(Object.keys(article)).not.toContain('abstract');
    }
    // The added article has no column: it comes last.
    expect(data!.columns.at(-1)).toMatchObject({ id: null, articles: [{ id: extraArticle.id }] });
  });

  it('answers the latest issue without a year, and the latest of a year with a year alone', async () => {
    const [newest] = newestFirst(periodsOf(ecologySeed));
    expect((await toc(ecology.siteId, '')).data!.period!.id).toBe(newest!.id);
    const [newestOf2025] = newestFirst(periodsOf(ecologySeed).filter((period) => period.year === 2025));
    expect((await toc(ecology.siteId, '&year=2025')).data!.period!.id).toBe(newestOf2025!.id);
    expect((await toc(ecology.siteId, `&periodId=${newest!.id}`)).data!.period!.id).toBe(newest!.id);
  });

  it('answers "not found" for an issue the journal does not have, or an address that names none', async () => {
    for (const query of ['&year=1999&issue=1', '&year=2026&issue=99', '&year=1999', '&year=abc&issue=1', '&year=2026&issue=' + 'x'.repeat(60), '&periodId=999999']) {
      const { http, body } = await toc(optics.siteId, query);
      expect({ query, http, status: body.status }).toEqual({ query, http: 404, status: 40400 });
    }
  });

  it("refuses another site's issue", async () => {
    const ecologyOnly = periodsOf(ecologySeed).find((period) => !periodsOf(opticsSeed).some((other) => other.year === period.year && other.issue === period.issue))!;
    expect((await toc(optics.siteId, `&periodId=${ecologyOnly.id}`)).http).toBe(404);
    expect((await toc(optics.siteId, `&year=${ecologyOnly.year}&issue=${ecologyOnly.issue}`)).http).toBe(404);
    expect((await toc(ecology.siteId, `&periodId=${oldestOptics.id}`)).body.status).toBe(40400);
  });
});

describe('front-article/list ranking window (since)', () => {
  it('lists only articles published on or after the day, ranked as asked', async () => {
    const since = '2026-01-01';
    const { body } = await server.get(`/rc-pub/front/front-article/list?siteId=${optics.siteId}&sort=visits&size=100&since=${since}`);
    const listed = pageSchema(articleSummary).parse(body.data);
    const expected = articlesOf(opticsSeed).filter((article) => (article.periodId !== null || article.firstStatus === 0) && article.publishDate >= since);
    expect(listed.content.map((article) => article.id).sort()).toEqual(expected.map((article) => article.id).sort());
    expect(listed.content.length).toBeGreaterThan(0);
    expect(listed.content.length).toBeLessThan(articlesOf(opticsSeed).filter((article) => article.periodId !== null).length);
  });

  it('refuses a date that is not one', async () => {
    const { http, body } = await server.get(`/rc-pub/front/front-article/list?siteId=${optics.siteId}&since=last-year`);
    expect(http).toBe(400);
    expect(body.message).toContain('since');
  });
});

async function page(path: string): Promise<{ status: number; document: Document; html: string }> {
  const response = await fetch(`${server.url}${path}`);
  const html = await response.text();
  return { status: response.status, document: await parseHtml(html), html };
}

describe('journal pages', () => {
  it('lists all issues of ecology by year, each linking to its table of contents', async () => {
    const { status, document } = await page('/ecology/en/issues/');
    expect(status).toBe(200);
    const main = document.querySelector('main')!;
    expect(main.querySelector('h1')!.textContent).toBe('All issues');
    const links = [...main.querySelectorAll('[data-block="issue-list"] li > a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(newestFirst(periodsOf(ecologySeed)).map((period) => `/ecology/en/issue/${period.year}/${period.issue}/`));
    // The same list the API gives.
    const { body } = await server.get(`/rc-pub/front/front-period/getPeriodTree?siteId=${ecology.siteId}`);
    expect([...main.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(periodTree.parse(body.data).map((group) => String(group.year)));
  });

  it("shows an issue's contents grouped under its column headings, titled by the issue", async () => {
    const period = oldestOptics;
    const { status, document } = await page(`/optics/en/issue/${period.year}/${period.issue}/`);
    expect(status).toBe(200);
    expect(document.title).toBe(`${period.enTitle} – ${optics.enName}`);
    const main = document.querySelector('main')!;
    expect(main.querySelectorAll('h1')).toHaveLength(1);
    expect(main.querySelector('h1')!.textContent).toBe(`${period.year}, Vol. ${period.periods}, No. ${period.issue}`);
    const columns = opticsSeed.columns as SeedColumn[];
    const byId = new Map(articlesOf(opticsSeed).map((article) => [article.id, article]));
    const sections = [...main.querySelectorAll('section.mh-toc-column')];
    expect(
      sections.map((section) => ({
        heading: section.querySelector('h2')!.textContent,
        titles: [...section.querySelectorAll('h3 a')].map((link) => link.textContent),
      })),
    ).toEqual(
      expectedToc(opticsSeed, period.id).map((group) => ({
        heading: columns.find((column) => column.id === group.id)?.enName ?? english.journal.otherArticles,
        titles: group.ids.map((id) => byId.get(id)!.enTitle),
      })),
    );
    const first = byId.get(expectedToc(opticsSeed, period.id)[0]!.ids[0]!)!;
    expect(main.querySelector(`a[href="/optics/en/article/${first.id}/"]`)).toBeTruthy();
    if (opticsPublication.showDoi === 1) expect(main.querySelector(`a[href="https://doi.org/${first.doi}"]`)).toBeTruthy();
    if (opticsPublication.downloadEnabled === 1) expect(main.querySelector(`a[href="/rc-pub/front/front-article/download?id=${extraArticle.id}"]`)).toBeTruthy();
  });

  it('shows the latest issue at /issue/ and answers 404 for an issue that does not exist', async () => {
    const [newest] = newestFirst(periodsOf(opticsSeed));
    const latest = await page('/optics/en/issue/');
    expect(latest.status).toBe(200);
    expect(latest.document.querySelector('main h1')!.textContent).toBe(`${newest!.year}, Vol. ${newest!.periods}, No. ${newest!.issue}`);
    for (const path of ['/optics/en/issue/1999/1/', '/optics/en/issue/abc/1/', '/en/issue/2026/99/']) {
      expect({ path, status: (await page(path)).status }).toEqual({ path, status: 404 });
    }
  });

  it('lists Online First and Just Accepted articles where the publication config has them, else 404', async () => {
    const onlineFirst = await page('/optics/en/onlineFirst/');
    expect(onlineFirst.status).toBe(opticsPublication.onlineFirst === 1 ? 200 : 404);
    const proofs = articlesOf(opticsSeed).filter((article) => article.firstStatus >= 1 && article.firstStatus <= 10);
    const listed = [...onlineFirst.document.querySelectorAll('[data-block="article-stage-list"] li h2 a')].map((link) => link.textContent);
    expect(listed.sort()).toEqual(proofs.map((article) => article.enTitle).sort());

    const accepted = await page('/optics/en/justAccepted/');
    expect(accepted.status).toBe(opticsPublication.justAccepted === 1 ? 200 : 404);
    const stages = [...accepted.document.querySelectorAll('.mh-stage')].map((stage) => stage.textContent);
    expect(stages).toEqual(articlesOf(opticsSeed).filter((article) => article.firstStatus === -1).map(() => 'Just accepted'));

    expect((await page('/ecology/en/justAccepted/')).status).toBe(ecologyPublication.justAccepted === 1 ? 200 : 404);
  });

  it('shows "No data" past the last page of a list', async () => {
    const { status, document } = await page('/optics/en/onlineFirst/?page=50');
    expect(status).toBe(200);
    expect(document.querySelector('main [role="status"]')!.textContent).toBe(english.common.noData);
  });

  it("ranks optics's featured articles within the window its home module configures", async () => {
    const modules = readConfig('optics', 'modules.json') as { home: { code: string; props: { window?: string } }[] };
    const window = modules.home.find((module) => module.code === 'selarticle')!.props.window;
    expect(window).toBeDefined();
    const { html } = await page('/optics/en/home/');
    const placed = /window\.__MASTHEAD_PAGE__=(.*?)<\/script>/.exec(html)!;
    // Selected articles are an island (their tabs load more): the page inlines their placement for the browser.
    type Islands = { islands: { kind: string; placed?: { block: string; props: Json; queryKey?: unknown[] } }[] };
    const selected = (JSON.parse(placed[1]!) as Islands).islands.flatMap((island) => (island.placed?.block === 'selected-articles' ? [island.placed] : []))[0]!;
    expect(selected.props.window).toBe(window);
    expect(JSON.stringify(selected.queryKey)).toMatch(/"since":"\d{4}-\d{2}-\d{2}"/);
  });
});
