import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminBrowser, createAdmin } from '../support/admin-accounts.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed, type Json } from './helpers.ts';

/**
 * Issue 19, item 3, over the real server: an issue's table of contents reordered, the journal's current issue named,
 * and an Online First article moved into an issue — each by the admin API, each in the reader's pages (server HTML,
 * page cache and all), the API and the feed right after. Another site's editor, a write without its CSRF token and
 * an order made before the issue changed are refused, and nothing is saved.
 */
const optics = readConfig('optics', 'site.json').siteId as number;
const seed = readSeed('optics');
const ecologySeed = readSeed('ecology');
const journalId = seed.journals[0]!.id as number;
const researchColumn = seed.columns[0]!.id as number;
type SeedArticle = { id: number; periodId: number | null; columnId: number | null; firstStatus: number; title: string; doi: string };
const seedArticles = seed.articles as unknown as SeedArticle[];
/** The issue 2026 No. 2 and two articles of its first column, the first on page 1, the second on page 17. */
const issue = seed.periods.find((period) => period.year === 2026 && period.issue === '2')!.id as number;
const [pageOne, pageSeventeen] = seedArticles.filter((article) => article.periodId === issue && article.columnId === researchColumn);
/** An Online First article (no issue, stage 1-10) of that column. */
const onlineFirst = seedArticles.find((article) => article.periodId === null && article.firstStatus >= 1 && article.firstStatus <= 10 && article.columnId === researchColumn)!;
const ecologyIssue = ecologySeed.periods[0]!.id as number;
const ecologyColumn = ecologySeed.columns[0]!.id as number;
const ecologyArticle = ecologySeed.articles[0]!.id as number;

const desk = (path: string) => `/rc-pub/admin/sites/optics/desk${path}`;

let server: TestServer;
let editor: AdminBrowser;
let stranger: AdminBrowser;
let owner: AdminBrowser;

type Item = { kind: string; id: number; status: string; version: number; data: Json };
type Contents = { issueId: number; articles: Item[] };
type TocData = { period: { id: number } | null; columns: { id: number | null; articles: { id: number }[] }[] };
type Period = { id: number; year: number; issue: string; periods: string };
/** The English home page's latest-issue block names its issue by this link. */
const latestIssueLink = ({ year, issue, periods }: Period) => `<a href="/optics/en/issue/${year}/${issue}/">${year}, Vol. ${periods}, No. ${issue}</a>`;

/** A reader's API call on optics. */
async function reader<T>(path: string): Promise<{ status: number; message?: string; data: T }> {
  const reply = await server.get(`${path}${path.includes('?') ? '&' : '?'}siteId=${optics}`);
  return reply.body as { status: number; data: T };
}
const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};
const tocOf = async (periodId: number) => (await reader<TocData>(`/rc-pub/front/front-period/toc?periodId=${periodId}`)).data;
const columnOrder = (toc: TocData, columnId: number) => toc.columns.find((column) => column.id === columnId)?.articles.map((article) => article.id) ?? [];
/** Whether the first text comes before the second in the page. */
const before = (html: string, first: string, second: string) => {
  const [a, b] = [html.indexOf(first), html.indexOf(second)];
  expect(a, `${first} on the page`).toBeGreaterThanOrEqual(0);
  expect(b, `${second} on the page`).toBeGreaterThanOrEqual(0);
  return a < b;
};
const issuePage = '/optics/zh/issue/2026/2/';

beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', AUTH_RATE_LIMIT_FACTOR: '100' });
  const accounts = [
    { email: 'toc@example.org', name: 'Toc Editor', role: 'editor', sites: ['optics'], password: 'optics toc editor secret' },
    { email: 'eco.toc@example.org', name: 'Eco Editor', role: 'editor', sites: ['ecology'], password: 'ecology toc editor secret' },
    { email: 'toc.owner@example.org', name: 'Owner', role: 'owner', password: 'the toc owner password' },
  ] as const;
  const made = await Promise.all(accounts.map((account) => createAdmin(server.databaseUrl, server.configDir, account)));
  for (const result of made) expect(result.code, result.stderr).toBe(0);
  [editor, stranger, owner] = accounts.map(() => new AdminBrowser(server.url)) as [AdminBrowser, AdminBrowser, AdminBrowser];
  for (const [browser, account] of [[editor, accounts[0]], [stranger, accounts[1]], [owner, accounts[2]]] as const) {
    expect((await browser.signIn(account.email, account.password)).body.status).toBe(0);
  }
}, 60_000);
afterAll(() => server?.close());

describe("reordering an issue's table of contents", () => {
  let contents: Contents;

  it("lists the issue's articles in readers' order, and readers see page 1 before page 17", async () => {
    const reply = await editor.call('GET', desk(`/issue/${issue}/contents`));
    expect(reply.body.status, reply.body.message).toBe(0);
    contents = reply.body.data as Contents;
    const ids = contents.articles.map((article) => article.id);
    expect(ids.indexOf(pageOne!.id)).toBeLessThan(ids.indexOf(pageSeventeen!.id));
    expect(columnOrder(await tocOf(issue), researchColumn)).toEqual([pageOne!.id, pageSeventeen!.id]);
    // Read now, so the page cache holds the page the order must reach.
    expect(before(await page(issuePage), pageOne!.title, pageSeventeen!.title)).toBe(true);
  });

  it('saves a new order, which the reader sees at once: the table of contents, its page, the issue list and the home page', async () => {
    const order = contents.articles.map((article) => (article.id === pageOne!.id ? pageSeventeen!.id : article.id === pageSeventeen!.id ? pageOne!.id : article.id));
    const reply = await editor.call('POST', desk(`/issue/${issue}/contents`), { articleIds: order });
    expect(reply.body.status, reply.body.message).toBe(0);
    expect((reply.body.data as Contents).articles.map((article) => article.id)).toEqual(order);

    expect(columnOrder(await tocOf(issue), researchColumn)).toEqual([pageSeventeen!.id, pageOne!.id]);
    expect(before(await page(issuePage), pageSeventeen!.title, pageOne!.title)).toBe(true);
    const list = await reader<{ content: { id: number }[] }>(`/rc-pub/front/front-article/list?periodId=${issue}`);
    const listed = list.data.content.map((article) => article.id);
    expect(listed.indexOf(pageSeventeen!.id)).toBeLessThan(listed.indexOf(pageOne!.id));
    // The home page's latest issue is this one, listed in the same order.
    expect(before(await page('/optics/zh/home/'), pageSeventeen!.title, pageOne!.title)).toBe(true);
    expect(((await editor.call('GET', desk(`/issue/${issue}/contents`))).body.data as Contents).articles.map((article) => article.id)).toEqual(order);
  });

  it('refuses an order made before the issue changed (409, with the contents as they are) and saves nothing', async () => {
    const saved = ((await editor.call('GET', desk(`/issue/${issue}/contents`))).body.data as Contents).articles.map((article) => article.id);
    const missing = await editor.call('POST', desk(`/issue/${issue}/contents`), { articleIds: saved.filter((id) => id !== pageOne!.id) });
    expect(missing.http).toBe(409);
    expect(missing.body.status).toBe(40900);
    expect(missing.body.message).toContain(`article ${pageOne!.id} is in the issue but not in the order`);
    expect((missing.body.data as Contents).articles.map((article) => article.id)).toEqual(saved);

    const stray = await editor.call('POST', desk(`/issue/${issue}/contents`), { articleIds: [ecologyArticle, ...saved].reverse() });
    expect(stray.http).toBe(409);
    expect(stray.body.message).toContain(`article ${ecologyArticle} is not in the issue`);

    const twice = await editor.call('POST', desk(`/issue/${issue}/contents`), { articleIds: [...saved, saved[0]] });
    expect(twice.http).toBe(400);
    expect(twice.body.message).toContain('more than once');
    expect((await editor.call('POST', desk(`/issue/${issue}/contents`), { articleIds: 'all' })).http).toBe(400);

    expect(columnOrder(await tocOf(issue), researchColumn)).toEqual([pageSeventeen!.id, pageOne!.id]);
    expect(before(await page(issuePage), pageSeventeen!.title, pageOne!.title)).toBe(true);
  });

  it("answers 404 for another site's issue and for none", async () => {
    expect((await editor.call('GET', desk(`/issue/${ecologyIssue}/contents`))).http).toBe(404);
    expect((await editor.call('POST', desk('/issue/987654/contents'), { articleIds: [] })).http).toBe(404);
  });
});

describe("the journal's current issue", () => {
  let newestFirst: Period[];

  it('is the newest issue while none is named', async () => {
    newestFirst = (await reader<Period[]>('/rc-pub/front/front-period/getPeriodTree?groupByYear=false')).data;
    expect((await reader<Period[]>('/rc-pub/front/front-period/getFirstTwoPeriods')).data.map((period) => period.id)).toEqual(newestFirst.slice(0, 2).map((period) => period.id));
    expect(newestFirst[0]!.id).toBe(issue);
    expect(await page('/optics/en/home/')).toContain(latestIssueLink(newestFirst[0]!));
  });

  it('is the issue named on the desk: the latest issues, the issue page without a year, back issues, the feed and the home page follow at once', async () => {
    const [, named, previous] = newestFirst;
    const reply = await editor.call('POST', desk(`/journal/${journalId}/current-issue`), { issueId: named!.id });
    expect(reply.body.status, reply.body.message).toBe(0);
    expect((reply.body.data as Item).data.currentIssueId).toBe(named!.id);

    expect((await reader<Period[]>('/rc-pub/front/front-period/getFirstTwoPeriods')).data.map((period) => period.id)).toEqual([named!.id, previous!.id]);
    expect((await reader<TocData>('/rc-pub/front/front-period/toc')).data.period?.id).toBe(named!.id);
    const back = (await reader<Period[]>('/rc-pub/front/front-period/getPeriodTree?groupByYear=false&isBack=true')).data.map((period) => period.id);
    expect(back).not.toContain(named!.id);
    expect(back).toContain(issue);

    const namedArticle = seedArticles.find((article) => article.periodId === named!.id)!;
    const feed = await (await fetch(`${server.url}/rc-pub/front/rss?siteId=${optics}&lang=en`)).text();
    expect(feed).toContain(namedArticle.doi);
    expect(feed).not.toContain(pageOne!.doi);

    const home = await page('/optics/en/home/');
    expect(home).toContain(latestIssueLink(named!));
    expect(home).not.toContain(latestIssueLink(newestFirst[0]!));
  });

  it("refuses an issue of another journal or none, and changes nothing", async () => {
    const other = await editor.call('POST', desk(`/journal/${journalId}/current-issue`), { issueId: ecologyIssue });
    expect(other.http).toBe(400);
    expect(other.body.message).toContain(`issueId: no issue ${ecologyIssue} on this site`);
    expect((await editor.call('POST', desk(`/journal/${journalId}/current-issue`), { issueId: 'newest' })).http).toBe(400);
    expect((await editor.call('POST', desk('/journal/987654/current-issue'), { issueId: null })).http).toBe(404);
    expect((await reader<TocData>('/rc-pub/front/front-period/toc')).data.period?.id).toBe(newestFirst[1]!.id);
  });

  it('is an issue readers have: one named while a draft becomes current when it is published', async () => {
    const draft = (await editor.call('POST', desk('/issue'), { data: { publicationId: journalId, year: 2019, issue: 'S1', periods: '39' } })).body.data as Item;
    const named = await editor.call('POST', desk(`/journal/${journalId}/current-issue`), { issueId: draft.id });
    expect(named.body.status, named.body.message).toBe(0);
    // A draft is no issue of readers': the newest is still current for them.
    expect((await reader<TocData>('/rc-pub/front/front-period/toc')).data.period?.id).toBe(issue);
    const published = await editor.call('POST', desk(`/issue/${draft.id}/publish`), { version: draft.version });
    expect(published.body.status, published.body.message).toBe(0);
    expect((await reader<TocData>('/rc-pub/front/front-period/toc')).data.period?.id).toBe(draft.id);
    expect((await reader<Period[]>('/rc-pub/front/front-period/getFirstTwoPeriods')).data[0]!.id).toBe(draft.id);
  });

  it('goes back to the newest issue when the name is taken back', async () => {
    const reply = await editor.call('POST', desk(`/journal/${journalId}/current-issue`), { issueId: null });
    expect(reply.body.status, reply.body.message).toBe(0);
    expect((await reader<TocData>('/rc-pub/front/front-period/toc')).data.period?.id).toBe(issue);
    expect(await page('/optics/en/home/')).toContain(latestIssueLink(newestFirst[0]!));
  });
});

describe('moving an Online First article into an issue', () => {
  let article: Item;

  it('refuses an issue or column of another site, a draft issue and an older version, changing nothing', async () => {
    article = (await editor.call('GET', desk(`/article/${onlineFirst.id}`))).body.data as Item;
    expect(article.status).toBe('published');
    const promote = (body: object) => editor.call('POST', desk(`/article/${onlineFirst.id}/promote`), { version: article.version, issueId: issue, columnId: researchColumn, ...body });

    const otherIssue = await promote({ issueId: ecologyIssue });
    expect(otherIssue.http).toBe(400);
    expect(otherIssue.body.message).toContain(`issueId: no issue ${ecologyIssue} on this site`);
    const otherColumn = await promote({ columnId: ecologyColumn });
    expect(otherColumn.http).toBe(400);
    expect(otherColumn.body.message).toContain(`columnId: no column ${ecologyColumn} on this site`);

    const draft = await editor.call('POST', desk('/issue'), { data: { publicationId: journalId, year: 2026, issue: '9', periods: '46' } });
    const draftIssue = (draft.body.data as Item).id;
    const early = await promote({ issueId: draftIssue });
    expect(early.http).toBe(400);
    expect(early.body.message).toContain(`Publish issue ${draftIssue}`);

    const stale = await promote({ version: article.version + 5 });
    expect(stale.http).toBe(409);
    expect((stale.body.data as Item).version).toBe(article.version);

    const list = await reader<{ content: { id: number }[] }>('/rc-pub/front/front-article/list?status=onlineFirst&size=100');
    expect(list.data.content.map((entry) => entry.id)).toContain(onlineFirst.id);
    expect(columnOrder(await tocOf(issue), researchColumn)).not.toContain(onlineFirst.id);
  });

  it('moves it as one action: same id and DOI, out of Online First, in the issue after the ordered articles of its column', async () => {
    const reply = await editor.call('POST', desk(`/article/${onlineFirst.id}/promote`), { version: article.version, issueId: issue, columnId: researchColumn });
    expect(reply.body.status, reply.body.message).toBe(0);
    const promoted = reply.body.data as Item;
    expect(promoted).toMatchObject({ id: onlineFirst.id, status: 'published', data: { id: onlineFirst.id, doi: onlineFirst.doi, periodId: issue, columnId: researchColumn, firstStatus: 0, year: 2026, issue: '2' } });

    expect(columnOrder(await tocOf(issue), researchColumn)).toEqual([pageSeventeen!.id, pageOne!.id, onlineFirst.id]);
    expect(before(await page(issuePage), pageOne!.title, onlineFirst.title)).toBe(true);
    const list = await reader<{ content: { id: number }[] }>('/rc-pub/front/front-article/list?status=onlineFirst&size=100');
    expect(list.data.content.map((entry) => entry.id)).not.toContain(onlineFirst.id);
    const detail = await reader<{ article: Json }>(`/rc-pub/front/front-article/getHtml?id=${onlineFirst.id}`);
    expect(detail.data.article).toMatchObject({ id: onlineFirst.id, doi: onlineFirst.doi, periodId: issue, firstStatus: 0 });
    article = promoted;
  });

  it('refuses to move an article that is not Online First', async () => {
    const again = await editor.call('POST', desk(`/article/${onlineFirst.id}/promote`), { version: article.version, issueId: issue, columnId: researchColumn });
    expect(again.http).toBe(400);
    expect(again.body.message).toContain('is not Online First');
  });
});

describe('who may', () => {
  const writes = () =>
    [
      [`/issue/${issue}/contents`, { articleIds: [] }],
      [`/journal/${journalId}/current-issue`, { issueId: null }],
      [`/article/${pageOne!.id}/promote`, { version: 1, issueId: issue, columnId: null }],
    ] as const;

  it("refuses another site's editor (403) and a signed-out caller (401), reading or writing", async () => {
    expect((await stranger.call('GET', desk(`/issue/${issue}/contents`))).http).toBe(403);
    for (const [path, body] of writes()) expect((await stranger.call('POST', desk(path), body)).http, path).toBe(403);
    const nobody = new AdminBrowser(server.url);
    expect((await nobody.call('GET', desk(`/issue/${issue}/contents`))).http).toBe(401);
    for (const [path, body] of writes()) expect((await nobody.call('POST', desk(path), body)).http, path).toBe(401);
  });

  it('refuses a write without the session’s CSRF token (403), and saves nothing', async () => {
    for (const [path, body] of writes()) {
      const reply = await editor.call('POST', desk(path), body, { csrf: 'forged' });
      expect(reply.http, path).toBe(403);
      expect(reply.body.message).toContain('security token');
    }
    expect(columnOrder(await tocOf(issue), researchColumn)).toEqual([pageSeventeen!.id, pageOne!.id, onlineFirst.id]);
  });

  it('keeps each change in the audit log, with before and after', async () => {
    const log = (await owner.call('GET', '/rc-pub/admin/sites/optics/audit?limit=200')).body.data as { action: string; target: string; before: Json | null; after: Json | null }[];
    const reorder = log.find((line) => line.action === 'issue.reorder')!;
    expect(reorder.target).toBe(`issue:${issue}`);
    expect(reorder.after).toMatchObject({ articleIds: expect.arrayContaining([pageOne!.id, pageSeventeen!.id]) });
    const named = log.filter((line) => line.action === 'journal.currentIssue');
    expect(named.map((line) => line.after?.currentIssueId === null)).toEqual([true, false, false]);
    expect(named[0]!.before).toEqual(named[1]!.after);
    expect(log.find((line) => line.action === 'article.promote')).toMatchObject({ target: `article:${onlineFirst.id}`, before: { periodId: null }, after: { periodId: issue, firstStatus: 0 } });
    expect(log.filter((line) => line.action === 'access.refused').length).toBeGreaterThanOrEqual(4);
  });
});
