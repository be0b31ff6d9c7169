import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { AdminBrowser, createAdmin } from '../support/admin-accounts.ts';
import { readSeed } from './helpers.ts';

/**
 * Issue 19: the content desk over the real server — journals, issues and articles managed through the admin API, a
 * published change visible to readers (table of contents, search, sitemap) at once, conflicts, the bin, and sites
 * kept apart.
 */
let server: TestServer;
let editor: AdminBrowser;
const opticsJournal = readSeed('optics').journals[0]!.id as number;
const ecologyJournal = readSeed('ecology').journals[0]!.id as number;
const desk = (kind: string, rest = '') => `/rc-pub/admin/sites/optics/desk/${kind}${rest}`;

type Item = { kind: string; id: number; status: string; version: number; deletedAt: string | null; data: Record<string, unknown> };
const itemOf = (reply: { body: { data?: unknown } }) => reply.body.data as Item;

let opticsSiteId: number;
const reader = async (path: string) => {
  const response = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}siteId=${opticsSiteId}`);
  return (await response.json()) as { status: number; data: unknown };
};
const tocOf = async (periodId: number) => JSON.stringify((await reader(`/rc-pub/front/front-period/toc?periodId=${periodId}`)).data ?? null);

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_FACTOR: '100', PUBLIC_ORIGIN: 'https://journals.example.org' });
  opticsSiteId = server.store.bySld('optics')!.site.siteId;
  const made = await Promise.all([
    createAdmin(server.databaseUrl, server.configDir, { email: 'desk@example.org', name: 'Desk Editor', role: 'editor', sites: ['optics'], password: 'desk editor secret' }),
    createAdmin(server.databaseUrl, server.configDir, { email: 'eco@example.org', name: 'Eco Editor', role: 'editor', sites: ['ecology'], password: 'ecology editor secret' }),
  ]);
  for (const result of made) expect(result.code, result.stderr).toBe(0);
  editor = new AdminBrowser(server.url);
  expect((await editor.signIn('desk@example.org', 'desk editor secret')).body.status).toBe(0);
}, 60_000);
afterAll(() => server.close());

describe('the desk lists what readers see already', () => {
  it('adopts the sample issues and articles as published, with search and paging', async () => {
    const issues = await editor.call('GET', desk('issue', `?journalId=${opticsJournal}&size=100`));
    expect(issues.body.status).toBe(0);
    const list = issues.body.data as { items: Item[]; total: number };
    const readerIssues = (await reader('/rc-pub/front/front-period/getPeriodTree?groupByYear=false')).data as { id: number }[];
    expect(list.items.map((item) => item.id).sort()).toEqual(readerIssues.map((period) => period.id).sort());
    expect(list.items.every((item) => item.status === 'published')).toBe(true);

    const articles = await editor.call('GET', desk('article', '?size=2&page=1'));
    const page = articles.body.data as { items: Item[]; total: number };
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const title = String(page.items[0]!.data.title);
    const found = await editor.call('GET', desk('article', `?q=${encodeURIComponent(title.slice(0, 6))}`));
    expect((found.body.data as { items: Item[] }).items.map((item) => item.id)).toContain(page.items[0]!.id);
  });
});

describe('an issue and an article, from draft to readers', () => {
  let issue: Item;
  let article: Item;

  it('creates a draft issue readers do not see', async () => {
    const reply = await editor.call('POST', desk('issue'), { data: { publicationId: opticsJournal, year: 2026, issue: '12', periods: '33', publishDate: '2026-12-01', title: '2026年第12期', enTitle: '2026, Issue 12' } });
    expect(reply.body.status, reply.body.message).toBe(0);
    issue = itemOf(reply);
    expect(issue).toMatchObject({ kind: 'issue', status: 'draft', version: 1 });
    expect(await tocOf(issue.id)).not.toContain('2026年第12期');
  });

  it('refuses an article whose fields do not hold, naming each by its path', async () => {
    const reply = await editor.call('POST', desk('article'), { data: { publicationId: opticsJournal, periodId: issue.id, year: 'soon', doi: 'not a doi' } });
    expect(reply.http).toBe(400);
    expect(reply.body.message).toContain('title');
    expect(reply.body.message).toContain('year');
    expect(reply.body.message).toContain('doi: must be a DOI');
  });

  it('refuses to publish an article before its issue', async () => {
    const reply = await editor.call('POST', desk('article'), {
      data: { publicationId: opticsJournal, periodId: issue.id, year: 2026, title: '<script>alert(1)</script> 光场调控的新方法', enTitle: 'A new way to shape light fields', doi: '10.9999/desk.2026.001', publishDate: '2026-12-01', authors: [{ name: '张三', enName: 'San Zhang' }], keywords: ['光场'] },
    });
    expect(reply.body.status, reply.body.message).toBe(0);
    article = itemOf(reply);
    const early = await editor.call('POST', desk('article', `/${article.id}/publish`), { version: article.version });
    expect(early.http).toBe(400);
    expect(early.body.message).toContain(`Publish issue ${issue.id}`);
  });

  it('publishes the issue, then the article: its table of contents, search and sitemap have it at once', async () => {
    const issueReply = await editor.call('POST', desk('issue', `/${issue.id}/publish`), { version: issue.version });
    expect(issueReply.body.status, issueReply.body.message).toBe(0);
    issue = itemOf(issueReply);
    const articleReply = await editor.call('POST', desk('article', `/${article.id}/publish`), { version: article.version });
    expect(articleReply.body.status, articleReply.body.message).toBe(0);
    article = itemOf(articleReply);
    expect(article.status).toBe('published');

    expect(await tocOf(issue.id)).toContain('光场调控的新方法');
    const search = await reader(`/rc-pub/front/search?q=${encodeURIComponent('光场调控')}&type=article`);
    expect(JSON.stringify(search.data)).toContain('10.9999/desk.2026.001');
    const sitemap = await (await fetch(`${server.url}/optics/sitemap.xml`)).text();
    expect(sitemap).toContain('issue/2026/12/');

    const deposit = await fetch(`${server.url}${desk('issue', `/${issue.id}/crossref.xml`)}`, { headers: { cookie: `mastheadAdmin=${editor.cookies.get('mastheadAdmin')}` } });
    expect(deposit.status, await deposit.clone().text()).toBe(200);
    expect(deposit.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await deposit.text();
    expect(xml).toContain('<doi>10.9999/desk.2026.001</doi>');
    expect(xml).toContain('&lt;script&gt;');
  });

  it('answers a save of an older version with 409 and the item as it is now; nothing is overwritten', async () => {
    const first = await editor.call('POST', desk('article', `/${article.id}`), { version: article.version, data: { ...article.data, enTitle: 'First editor wins' } });
    expect(first.body.status, first.body.message).toBe(0);
    const second = await editor.call('POST', desk('article', `/${article.id}`), { version: article.version, data: { ...article.data, enTitle: 'Second editor overwrites' } });
    expect(second.http).toBe(409);
    expect((second.body.data as Item).data.enTitle).toBe('First editor wins');
    article = itemOf(first);
    // The published article's readers saw the first save at once.
    expect(await tocOf(issue.id)).toContain('First editor wins');
  });

  it('refuses a second article with the same DOI', async () => {
    const reply = await editor.call('POST', desk('article'), { data: { ...article.data, title: 'Copy' } });
    expect(reply.http).toBe(400);
    expect(reply.body.message).toContain(`is the DOI of article ${article.id}`);
  });

  it('will not delete or take back an issue that holds articles, and says which', async () => {
    const remove = await editor.call('DELETE', desk('issue', `/${issue.id}?version=${issue.version}`));
    expect(remove.http).toBe(400);
    expect(remove.body.message).toContain(`article ${article.id}`);
    const takeBack = await editor.call('POST', desk('issue', `/${issue.id}/unpublish`), { version: issue.version });
    expect(takeBack.http).toBe(400);
    expect(await tocOf(issue.id)).toContain('First editor wins');
  });

  it('takes an article back, bins it and restores it, unpublished', async () => {
    const back = await editor.call('POST', desk('article', `/${article.id}/unpublish`), { version: article.version });
    expect(back.body.status, back.body.message).toBe(0);
    expect(await tocOf(issue.id)).not.toContain('First editor wins');
    const binned = await editor.call('DELETE', desk('article', `/${article.id}?version=${itemOf(back).version}`));
    expect(itemOf(binned).deletedAt).not.toBeNull();
    const bin = await editor.call('GET', desk('article', '?bin=true'));
    expect((bin.body.data as { items: Item[] }).items.map((item) => item.id)).toEqual([article.id]);
    const restored = await editor.call('POST', desk('article', `/${article.id}/restore`), { version: itemOf(binned).version });
    expect(itemOf(restored)).toMatchObject({ status: 'unpublished', deletedAt: null });
  });

  it('keeps every change in the audit log with before and after', async () => {
    const owner = new AdminBrowser(server.url);
    const made = await createAdmin(server.databaseUrl, server.configDir, { email: 'boss@example.org', name: 'Boss', role: 'owner', password: 'the owner password' });
    expect(made.code, made.stderr).toBe(0);
    await owner.signIn('boss@example.org', 'the owner password');
    const log = (await owner.call('GET', '/rc-pub/admin/sites/optics/audit?limit=200')).body.data as { action: string; target: string; before: unknown; after: unknown }[];
    const actions = log.filter((line) => line.target === `article:${article.id}`).map((line) => line.action);
    expect(actions).toEqual(['article.restore', 'article.delete', 'article.unpublish', 'article.save', 'article.publish', 'article.create']);
    const save = log.find((line) => line.action === 'article.save')!;
    expect(save.before).toMatchObject({ enTitle: 'A new way to shape light fields' });
    expect(save.after).toMatchObject({ enTitle: 'First editor wins' });
  }, 30_000);
});

describe('sites kept apart', () => {
  it("refuses an editor on another site's desk (403)", async () => {
    const eco = new AdminBrowser(server.url);
    await eco.signIn('eco@example.org', 'ecology editor secret');
    expect((await eco.call('GET', desk('article'))).http).toBe(403);
    expect((await eco.call('POST', desk('issue'), { data: { publicationId: opticsJournal, year: 2026, issue: '99' } })).http).toBe(403);
  });

  it("refuses an item of this site that names another site's journal", async () => {
    const reply = await editor.call('POST', desk('issue'), { data: { publicationId: ecologyJournal, year: 2026, issue: '1' } });
    expect(reply.http).toBe(400);
    expect(reply.body.message).toContain(`publicationId: no journal ${ecologyJournal} on this site`);
  });

  it('refuses writes without the CSRF token', async () => {
    const reply = await editor.call('POST', desk('issue'), { data: { publicationId: opticsJournal, year: 2026, issue: '98' } }, { csrf: 'forged' });
    expect(reply.http).toBe(403);
  });
});

describe('every other kind reaches readers when published, and leaves when taken back', () => {
  const cases = [
    { kind: 'news', data: { tab: 2, title: '征稿通知：光学前沿', publishDate: '2026-11-20', body: ['欢迎投稿。'] }, detail: '/rc-pub/front/news/detail' },
    { kind: 'expert', data: { topicId: readSeed('optics').experts[0]!.topicId, name: '李四', enName: 'Si Li', institution: '光学研究所' }, detail: '/rc-pub/front/expert/detail' },
    { kind: 'book', data: { title: '现代光学导论', isbn: '978-7-03-000000-1', publishDate: '2026-10-01' }, detail: '/rc-pub/front/book/detail' },
    { kind: 'album', data: { name: '光纤专题', publishDate: '2026-11-01', items: [] }, detail: '/rc-pub/front/album/detail' },
  ] as const;

  it.each(cases)('$kind', async ({ kind, data, detail }) => {
    const created = itemOf(await editor.call('POST', desk(kind), { data }));
    expect(created.status).toBe('draft');
    expect((await reader(`${detail}?id=${created.id}`)).status).not.toBe(0);
    const published = await editor.call('POST', desk(kind, `/${created.id}/publish`), { version: created.version });
    expect(published.body.status, published.body.message).toBe(0);
    const seen = await reader(`${detail}?id=${created.id}`);
    expect(seen.status).toBe(0);
    expect(JSON.stringify(seen.data)).toContain(Object.values(data).find((value) => typeof value === 'string' && /\p{Script=Han}/u.test(value)) as string);
    const back = await editor.call('POST', desk(kind, `/${created.id}/unpublish`), { version: itemOf(published).version });
    expect(back.body.status, back.body.message).toBe(0);
    expect((await reader(`${detail}?id=${created.id}`)).status).not.toBe(0);
  });

  it("edits a menu item's information page in place: readers see the edit at once; a second page for the menu item is refused", async () => {
    const menuId = readSeed('optics').pages[0]!.menuId as number;
    const page = itemOf(await editor.call('GET', desk('page', `/${menuId}`)));
    expect(page.status).toBe('published');
    const sections = [{ title: '投稿须知（修订）', body: ['第一段。'] }];
    const saved = await editor.call('POST', desk('page', `/${menuId}`), { version: page.version, data: { menuId, sections } });
    expect(saved.body.status, saved.body.message).toBe(0);
    expect(JSON.stringify((await reader(`/rc-pub/front/channel/info?id=${menuId}`)).data)).toContain('投稿须知（修订）');
    const twice = await editor.call('POST', desk('page'), { data: { menuId, sections } });
    expect(twice.http).toBe(400);
    expect(twice.body.message).toContain('exists already');
  });
});
