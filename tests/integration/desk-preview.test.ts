import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminBrowser, createAdmin } from '../support/admin-accounts.ts';
import { signInNewMember } from '../support/sign-in-member.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readSeed } from './helpers.ts';

/**
 * Issue 19, "a preview of the reader's page before publishing", over the real server: the reader's page, rendered by
 * the portal, with the desk's saved item in place of what readers get — only for the site's editors, never cached,
 * never indexed, marked as a preview, and changing nothing readers see.
 */
let server: TestServer;
let editor: AdminBrowser;
let ecologyEditor: AdminBrowser;
const optics = readSeed('optics');
const opticsJournal = optics.journals[0]!.id as number;
/** A published sample issue, and its reader's address. */
const publishedIssue = optics.periods.at(-1)! as { id: number; year: number; issue: string };
const publishedIssuePage = `/optics/zh/issue/${publishedIssue.year}/${publishedIssue.issue}/`;

const desk = (kind: string, rest = '') => `/rc-pub/admin/sites/optics/desk/${kind}${rest}`;
const preview = (kind: string, id: number, lang = 'zh') => desk(kind, `/${id}/preview?lang=${lang}`);
type Item = { kind: string; id: number; status: string; version: number; data: Record<string, unknown> };
const itemOf = (reply: { body: { data?: unknown } }) => reply.body.data as Item;

/** A page as a browser gets it, with these cookies. */
async function page(path: string, cookie?: string) {
  const response = await fetch(`${server.url}${path}`, cookie ? { headers: { cookie } } : {});
  return { status: response.status, headers: response.headers, html: await response.text() };
}
const previewAs = (browser: AdminBrowser, path: string) => page(path, browser.cookieHeader());

async function create(kind: string, data: Record<string, unknown>): Promise<Item> {
  const reply = await editor.call('POST', desk(kind), { data });
  expect(reply.body.status, reply.body.message).toBe(0);
  return itemOf(reply);
}

beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', AUTH_RATE_LIMIT_FACTOR: '100' });
  const made = await Promise.all([
    createAdmin(server.databaseUrl, server.configDir, { email: 'preview@example.org', name: 'Preview Editor', role: 'editor', sites: ['optics'], password: 'preview editor secret' }),
    createAdmin(server.databaseUrl, server.configDir, { email: 'eco@example.org', name: 'Eco Editor', role: 'editor', sites: ['ecology'], password: 'ecology editor secret' }),
  ]);
  for (const result of made) expect(result.code, result.stderr).toBe(0);
  editor = new AdminBrowser(server.url);
  expect((await editor.signIn('preview@example.org', 'preview editor secret')).body.status).toBe(0);
  ecologyEditor = new AdminBrowser(server.url);
  expect((await ecologyEditor.signIn('eco@example.org', 'ecology editor secret')).body.status).toBe(0);
}, 60_000);
afterAll(() => server.close());

describe('a draft article on the reader’s page', () => {
  let article: Item;
  beforeAll(async () => {
    article = await create('article', {
      publicationId: opticsJournal,
      periodId: publishedIssue.id,
      year: 2026,
      title: '<script>alert("preview")</script> 预览中的光场文章',
      enTitle: 'A light-field article in preview',
      doi: '10.9999/preview.2026.001',
      publishDate: '2026-12-01',
      authors: [{ name: '王五', enName: 'Wu Wang' }],
      abstract: '草稿摘要。',
    });
  });

  it('is the reader’s article page with the draft’s title, marked as a preview, not kept and not indexed', async () => {
    const zh = await previewAs(editor, preview('article', article.id));
    expect(zh.status).toBe(200);
    expect(zh.headers.get('content-type')).toMatch(/^text\/html/);
    expect(zh.headers.get('cache-control')).toBe('no-store');
    expect(zh.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(zh.headers.get('x-page-cache')).toBeNull();
    // Its scripts may reach nothing: no visit or download is counted from a preview.
    expect(zh.headers.get('content-security-policy')).toContain("connect-src 'none'");
    expect(zh.html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(zh.html).toMatch(/<title>[^<]*预览中的光场文章/);
    expect(zh.html).toContain('王五');
    // The banner says what this is, as text; the hostile title is text too.
    expect(zh.html).toMatch(/<p class="mh-preview-banner"[^>]*>预览：文章 \d+（草稿），Preview Editor 保存于 [^<]+读者看不到这一版本/);
    expect(zh.html).toContain('&lt;script&gt;alert(&quot;preview&quot;)&lt;/script&gt;');
    expect(zh.html).not.toContain('<script>alert("preview")');

    const en = await previewAs(editor, preview('article', article.id, 'en'));
    expect(en.html).toContain('A light-field article in preview');
    expect(en.html).toContain(`Preview: article ${article.id} (draft)`);
  });

  it('leaves readers where they were: no such article, and the issue’s table of contents without it', async () => {
    const before = await page(publishedIssuePage);
    expect(before.html).not.toContain('预览中的光场文章');
    const reader = await page(`/optics/zh/article/${article.id}/`);
    expect(reader.status).toBe(404);
    expect(reader.html).not.toContain('预览中的光场文章');
    expect(reader.html).not.toContain('mh-preview-banner');
  });

  it('shows the draft in the preview of the published issue it is placed in, while the issue’s page stays as readers have it', async () => {
    const first = await page(publishedIssuePage);
    expect(first.headers.get('x-page-cache')).toMatch(/^(hit|miss)$/);
    const issuePreview = await previewAs(editor, preview('issue', publishedIssue.id));
    expect(issuePreview.status).toBe(200);
    expect(issuePreview.html).toContain('预览中的光场文章');
    expect(issuePreview.html).toContain(`预览：期次 ${publishedIssue.id}（已发布）`);
    // The reader's page is what the cache had before the preview, and has neither the draft nor the banner.
    const after = await page(publishedIssuePage);
    expect(after.headers.get('x-page-cache')).toBe('hit');
    expect(after.html).not.toContain('预览中的光场文章');
    expect(after.html).not.toContain('mh-preview-banner');
    const toc = (await server.get(`/rc-pub/front/front-period/toc?periodId=${publishedIssue.id}&siteId=101`)).body;
    expect(JSON.stringify(toc)).not.toContain('预览中的光场文章');
  });

  it('is for the site’s editors only: a stranger is told to sign in, a reader too, another site’s editor is refused', async () => {
    const stranger = await page(preview('article', article.id));
    expect(stranger.status).toBe(401);
    expect(JSON.parse(stranger.html)).toMatchObject({ status: 401 });
    expect(stranger.html).not.toContain('预览中的光场文章');

    const member = await signInNewMember(server.databaseUrl, { email: 'reader@example.org' });
    const reader = await page(preview('article', article.id), `commonToken=${member.token}; userName=reader`);
    expect(reader.status).toBe(401);

    const other = await previewAs(ecologyEditor, preview('article', article.id));
    expect(other.status).toBe(403);
    expect(JSON.parse(other.html)).toMatchObject({ status: 40301 });
    expect(other.html).not.toContain('预览中的光场文章');
    // On its own site's desk the optics draft is no item at all.
    const ownSite = await previewAs(ecologyEditor, `/rc-pub/admin/sites/ecology/desk/article/${article.id}/preview`);
    expect(ownSite.status).toBe(404);
  });

  it('refuses what has no reader’s page to preview, and an unknown language', async () => {
    const column = optics.columns[0]!.id as number;
    expect((await previewAs(editor, preview('column', column))).status).toBe(400);
    expect((await previewAs(editor, preview('article', article.id, 'xx'))).status).toBe(400);
  });
});

describe('a draft issue: its table of contents before it is published', () => {
  it('lists the drafts placed in it, by column and first page, in the issue’s own page; readers find no such issue', async () => {
    const issue = await create('issue', { publicationId: opticsJournal, year: 2027, issue: '7', periods: '47', publishDate: '2027-07-01', title: '2027年第7期（预览）', enTitle: '2027, Issue 7 (preview)' });
    const column = await create('column', { publicationId: opticsJournal, name: '预览栏目', enName: 'Preview section', sort: -1 });
    const article = (enTitle: string, columnId: number | null, firstPageNum: string, doi: string) =>
      create('article', { publicationId: opticsJournal, periodId: issue.id, columnId, firstPageNum, year: 2027, title: enTitle, enTitle, doi, publishDate: '2027-07-01' });
    const loose = await article('Seventh issue, no section', null, '1', '10.9999/preview.2027.001');
    await article('Seventh issue, page 20', column.id, '20', '10.9999/preview.2027.020');
    await article('Seventh issue, page 3', column.id, '3', '10.9999/preview.2027.003');
    const html = (await previewAs(editor, preview('issue', issue.id, 'en'))).html;
    expect(html).toContain('Preview section');
    const order = ['Seventh issue, page 3', 'Seventh issue, page 20', 'Seventh issue, no section'].map((title) => html.indexOf(title));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain(`href="/optics/en/article/${loose.id}/"`);
    expect(html).toContain('Readers do not see this version');
    const reader = await page('/optics/en/issue/2027/7/');
    expect(reader.status).toBe(404);
    expect(reader.html).not.toContain('Seventh issue');
  });
});

describe('every kind with a reader’s page', () => {
  const cases = [
    { kind: 'news', data: { tab: 2, title: '预览新闻：征稿启事', publishDate: '2026-11-20', body: ['欢迎投稿。'] }, marker: '预览新闻：征稿启事', reader: (id: number) => `/optics/zh/newsDetails/${id}/` },
    { kind: 'expert', data: { topicId: optics.experts[0]!.topicId, name: '预览专家赵六', enName: 'Liu Zhao', institution: '光学研究所' }, marker: '预览专家赵六', reader: (id: number) => `/optics/zh/editorial-board/1102/${id}/` },
    { kind: 'book', data: { title: '预览图书：光学原理', isbn: '978-7-03-000000-2', publishDate: '2026-10-01' }, marker: '预览图书：光学原理', reader: (id: number) => `/bookList?id=${id}&slds=optics&lang=zh` },
    { kind: 'media', data: { kind: 'video', resName: '预览视频：超构透镜', url: '/media/optics/preview.mp4', publishDate: '2026-11-01' }, marker: '预览视频：超构透镜', reader: () => '/audioList?type=video&slds=optics&lang=zh' },
    { kind: 'journal', data: { publicationName: '预览期刊：光子学报', enPublicationName: 'Preview Photonics', issn: '1000-0011' }, marker: '预览期刊：光子学报', reader: () => '/optics/zh/about/' },
  ] as const;

  it.each(cases)('$kind: the draft on its page; readers do not see it', async ({ kind, data, marker, reader }) => {
    const item = await create(kind, data);
    const shown = await previewAs(editor, preview(kind, item.id));
    expect(shown.status, shown.html.slice(0, 300)).toBe(200);
    expect(shown.html).toContain(marker);
    expect(shown.html).toContain('mh-preview-banner');
    const read = await page(reader(item.id));
    expect(read.html).not.toContain(marker);
  });

  it('an information page taken back and edited: the edit in its preview, nothing of it for readers', async () => {
    const menuId = 1306;
    const published = itemOf(await editor.call('GET', desk('page', `/${menuId}`)));
    const back = itemOf(await editor.call('POST', desk('page', `/${menuId}/unpublish`), { version: published.version }));
    const edited = await editor.call('POST', desk('page', `/${menuId}`), { version: back.version, data: { menuId, sections: [{ title: '订阅指南（修订稿）', body: ['新的订阅办法。'] }] } });
    expect(edited.body.status, edited.body.message).toBe(0);
    const shown = await previewAs(editor, preview('page', menuId));
    expect(shown.html).toContain('订阅指南（修订稿）');
    expect(shown.html).toContain('（已撤回）');
    expect((await page(`/optics/zh/info/${menuId}/`)).html).not.toContain('订阅指南（修订稿）');
  });
});

describe('an imported article’s package files in its preview', () => {
  it('shows its figures from the desk, to editors only, never kept', async () => {
    const found = (await server.get('/rc-pub/front/front-article/getHtml?doi=10.5555/masthead.figures.1&siteId=101')).body.data as { article: { id: number } };
    const id = found.article.id;
    const html = (await previewAs(editor, preview('article', id))).html;
    const figure = new RegExp(`src="(/rc-pub/admin/sites/optics/desk/article/${id}/files/[^"]+\\.png)"`).exec(html);
    expect(figure, 'a figure at the desk’s address').not.toBeNull();
    const file = await fetch(`${server.url}${figure![1]}`, { headers: { cookie: editor.cookieHeader() } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(`${server.url}${figure![1]}`)).status).toBe(401);
    expect((await fetch(`${server.url}${figure![1]}`, { headers: { cookie: ecologyEditor.cookieHeader() } })).status).toBe(403);
  });
});

describe('information pages only for the menu’s information items', () => {
  it('refuses a page whose id is no menu item of the site, or an item that opens no information page, on the id', async () => {
    for (const [menuId, message] of [
      [999_999, 'has no item 999999'],
      [1000, 'opens no information page'],
      [1302, 'opens no information page'],
    ] as const) {
      const reply = await editor.call('POST', desk('page'), { data: { menuId, sections: [] } });
      expect(reply.http).toBe(400);
      expect(reply.body.data).toEqual({ problems: [{ path: 'menuId', message: expect.stringContaining(message) }] });
    }
  });

  it('takes a page for an information item that has none yet, even one the menu has turned off', async () => {
    const reply = await editor.call('POST', desk('page'), { data: { menuId: 1305, sections: [{ title: '征文（草稿）' }] } });
    expect(reply.body.status, reply.body.message).toBe(0);
  });
});
