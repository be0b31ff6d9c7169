import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminBrowser, createAdmin } from '../support/admin-accounts.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * Issue 20: the site studio's API over the real server — a part edited as a draft (invisible to readers), checked as
 * the server checks configuration, published live at once (page cache on), compared, rolled back; conflicts between
 * two admins; and who may touch which site.
 */
let server: TestServer;
let admin: AdminBrowser;
let secondSession: AdminBrowser;
let owner: AdminBrowser;
const part = (name: string, rest = '') => `/rc-pub/admin/sites/optics/config/${name}${rest}`;
type Diagnostic = { file: string; path: string; message: string };
type Part = { part: string; published: { version: number; value: Record<string, unknown> } | null; draft: { revision: number; value: unknown } | null; diagnostics: Diagnostic[] };
const partOf = (reply: { body: { data?: unknown } }) => reply.body.data as Part;
const footer = JSON.parse(readFileSync(join('site-configs', 'optics', 'footer.json'), 'utf8')) as Record<string, unknown>;

/** The optics home page as a reader gets it (the page cache is on, as `npm start` runs it). */
const readerHome = async () => (await fetch(`${server.url}/optics/zh/home/`)).text();

beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', PAGE_CACHE: 'on', AUTH_RATE_LIMIT_FACTOR: '100' });
  const accounts = [
    { email: 'studio@example.org', name: 'Studio Admin', role: 'siteAdmin', sites: ['optics'], password: 'studio admin secret' },
    { email: 'eco-admin@example.org', name: 'Ecology Admin', role: 'siteAdmin', sites: ['ecology'], password: 'ecology admin secret' },
    { email: 'editor@example.org', name: 'Optics Editor', role: 'editor', sites: ['optics'], password: 'optics editor secret' },
    { email: 'owner@example.org', name: 'The Owner', role: 'owner', password: 'the owner secret' },
  ] as const;
  const made = await Promise.all(accounts.map((account) => createAdmin(server.databaseUrl, server.configDir, account)));
  for (const result of made) expect(result.code, result.stderr).toBe(0);
  admin = new AdminBrowser(server.url);
  secondSession = new AdminBrowser(server.url);
  expect((await admin.signIn('studio@example.org', 'studio admin secret')).body.status).toBe(0);
  expect((await secondSession.signIn('studio@example.org', 'studio admin secret')).body.status).toBe(0);
  owner = new AdminBrowser(server.url);
  expect((await owner.signIn('owner@example.org', 'the owner secret')).body.status).toBe(0);
}, 60_000);
afterAll(() => server?.close());

describe('the site studio', () => {
  it('lists the site’s parts as imported from its folder, with no draft and no problem', async () => {
    const { body } = await admin.call('GET', '/rc-pub/admin/sites/optics/config');
    expect(body.status).toBe(0);
    const parts = body.data as { part: string; version: number; author: string; draft: unknown; problems: number }[];
    expect(parts.map((entry) => entry.part)).toEqual(expect.arrayContaining(['site.json', 'header.json', 'footer.json', 'menu.json', 'modules.json', 'screens.json']));
    expect(parts.find((entry) => entry.part === 'footer.json')).toMatchObject({ version: 1, author: 'import', draft: null, problems: 0 });
  });

  it('keeps a draft from readers, publishes it live at once, and says who changed what', async () => {
    expect(await readerHome()).toContain('京ICP备12345678号');
    const saved = await admin.call('POST', part('footer.json', '/draft'), { value: { ...footer, icp: '京ICP备87654321号' }, revision: 0 });
    expect(saved.body.status).toBe(0);
    expect(partOf(saved)).toMatchObject({ draft: { revision: 1 }, diagnostics: [] });
    expect(await readerHome()).toContain('京ICP备12345678号');

    const published = await admin.call('POST', part('footer.json', '/publish'), { revision: 1, message: 'new licence number' });
    expect(published.body.status).toBe(0);
    expect(partOf(published)).toMatchObject({ published: { version: 2, value: { icp: '京ICP备87654321号' } }, draft: null });
    const home = await readerHome();
    expect(home).toContain('京ICP备87654321号');
    expect(home).not.toContain('京ICP备12345678号');

    const history = await admin.call('GET', part('footer.json', '/versions'));
    expect(history.body.data).toEqual([
      expect.objectContaining({ version: 2, author: 'Studio Admin', message: 'new licence number' }),
      expect.objectContaining({ version: 1, author: 'import' }),
    ]);
    const diff = await admin.call('GET', part('footer.json', '/diff?from=1&to=2'));
    expect(diff.body.data).toEqual([{ path: 'icp', kind: 'changed', before: '京ICP备12345678号', after: '京ICP备87654321号' }]);
  });

  it('previews any page of the site with its drafts applied, in any language, never to readers', async () => {
    const saved = partOf(await admin.call('POST', part('footer.json', '/draft'), { value: { ...footer, icp: '京ICP备00000000号 (draft)' }, revision: 0 }));
    const preview = await fetch(`${server.url}/rc-pub/admin/sites/optics/config/preview?path=${encodeURIComponent('/optics/en/issues/')}`, { headers: { cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } });
    const html = await preview.text();
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(html).toContain('京ICP备00000000号 (draft)');
    expect(html).toContain('Preview — optics with its unpublished drafts of footer.json');
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(await readerHome()).not.toContain('(draft)');
    expect((await fetch(`${server.url}/optics/en/issues/`).then((response) => response.text())).includes('(draft)')).toBe(false);

    const stranger = await fetch(`${server.url}/rc-pub/admin/sites/optics/config/preview?path=/optics/en/home/`);
    expect(stranger.status).toBe(401);
    const api = await admin.call('GET', `/rc-pub/admin/sites/optics/config/preview?path=${encodeURIComponent('/rc-pub/front/bootstrap')}`);
    expect(api.http).toBe(400);
    await admin.call('DELETE', part('footer.json', `/draft?revision=${saved.draft!.revision}`));
  });

  it('rolls back by publishing the old version anew', async () => {
    const rolled = await admin.call('POST', part('footer.json', '/rollback'), { version: 1, message: '' });
    expect(rolled.body.status).toBe(0);
    expect(partOf(rolled).published).toMatchObject({ version: 3, value: { icp: '京ICP备12345678号' } });
    expect(await readerHome()).toContain('京ICP备12345678号');
    const history = (await admin.call('GET', part('footer.json', '/versions'))).body.data as { version: number; message: string }[];
    expect(history[0]).toMatchObject({ version: 3, message: 'rolled back to version 1' });
  });

  it('answers a stale save with 409, the draft as it is now and how it differs; nothing is overwritten', async () => {
    const first = await admin.call('POST', part('footer.json', '/draft'), { value: { ...footer, icp: 'first admin' }, revision: 0 });
    expect(partOf(first).draft).toMatchObject({ revision: 1 });
    const stale = await secondSession.call('POST', part('footer.json', '/draft'), { value: { ...footer, icp: 'second admin' }, revision: 0 });
    expect(stale.http).toBe(409);
    expect(stale.body.status).toBe(40900);
    expect(stale.body.data).toMatchObject({
      draft: { revision: 1, value: { icp: 'first admin' } },
      changes: [{ path: 'icp', kind: 'changed', before: 'second admin', after: 'first admin' }],
    });
    expect(partOf(await admin.call('GET', part('footer.json'))).draft).toMatchObject({ value: { icp: 'first admin' } });
    const discarded = await admin.call('DELETE', part('footer.json', '/draft?revision=1'));
    expect(partOf(discarded).draft).toBeNull();
  });

  it('shows problems beside their paths, the blocks’ included, and refuses to publish while there are any', async () => {
    const modules = JSON.parse(readFileSync(join('site-configs', 'optics', 'modules.json'), 'utf8')) as { home: { code: string; props?: unknown }[] };
    const latest = modules.home.findIndex((module) => module.code === 'latestIssue');
    modules.home[latest]!.props = { limit: 'many' };
    modules.home.push({ id: 999, code: 'selmag', styleId: 1, name: '', enName: '', enable: '1', props: {} } as (typeof modules.home)[number]);
    const saved = partOf(await admin.call('POST', part('modules.json', '/draft'), { value: modules, revision: 0 }));
    expect(saved.diagnostics.map(({ path }) => path)).toEqual([`home[${latest}].props.limit`, `home[${modules.home.length - 1}]`]);

    const refused = await admin.call('POST', part('modules.json', '/publish'), { revision: 1, message: '' });
    expect(refused.http).toBe(400);
    expect(refused.body.message).toMatch(/^Not published: /);
    expect((refused.body.data as { diagnostics: Diagnostic[] }).diagnostics).toHaveLength(2);
    expect(partOf(await admin.call('GET', part('modules.json'))).published).toMatchObject({ version: 1 });
    const list = (await admin.call('GET', '/rc-pub/admin/sites/optics/config')).body.data as { part: string; problems: number; draft: unknown }[];
    expect(list.find((entry) => entry.part === 'modules.json')).toMatchObject({ problems: 2, draft: { revision: 1 } });
    expect(list.find((entry) => entry.part === 'site.json')).toMatchObject({ problems: 0 });
  });

  it('refuses hostile values by the schema, each with its path: a javascript: link, a 1 MB text', async () => {
    const header = JSON.parse(readFileSync(join('site-configs', 'optics', 'header.json'), 'utf8')) as { customButtonList: Record<string, unknown>[] };
    header.customButtonList[0] = { ...header.customButtonList[0], customButtonPcUrl: 'javascript:alert(1)' };
    const link = partOf(await admin.call('POST', part('header.json', '/draft'), { value: header, revision: 0 }));
    expect(link.diagnostics.length).toBeGreaterThan(0);
    expect(link.diagnostics.every(({ path }) => path === 'customButtonList[0].customButtonPcUrl')).toBe(true);
    expect(link.diagnostics.map(({ message }) => message)).toContain('script addresses are not allowed');

    const big = await admin.call('POST', part('footer.json', '/draft'), { value: { ...footer, copyright: 'x'.repeat(1024 * 1024) }, revision: 0 });
    expect(big.body.status).toBe(0);
    expect(partOf(big).diagnostics).toEqual([expect.objectContaining({ path: '' })]);
    await admin.call('DELETE', part('header.json', `/draft?revision=${link.draft!.revision}`));
    await admin.call('DELETE', part('footer.json', `/draft?revision=${partOf(big).draft!.revision}`));
  });

  it('refuses a style sheet that closes its element by the schema, with its path, and publishes markup in a menu name as text', async () => {
    const header = JSON.parse(readFileSync(join('site-configs', 'optics', 'header.json'), 'utf8')) as Record<string, unknown>;
    header.cssContent = '.masthead-footer { color: red } </style><script>top.__pwned=2</script>';
    const css = partOf(await admin.call('POST', part('header.json', '/draft'), { value: header, revision: 0 }));
    expect(css.diagnostics).toEqual([expect.objectContaining({ path: 'cssContent', message: 'must be plain CSS (no tags, scripts or expressions)' })]);
    expect((await admin.call('POST', part('header.json', '/publish'), { revision: css.draft!.revision, message: '' })).http).toBe(400);
    await admin.call('DELETE', part('header.json', `/draft?revision=${css.draft!.revision}`));

    const menu = JSON.parse(readFileSync(join('site-configs', 'optics', 'menu.json'), 'utf8')) as { items: { enName: string }[] };
    menu.items[1]!.enName = '<img src=x onerror="top.__pwned=1">About';
    const named = partOf(await admin.call('POST', part('menu.json', '/draft'), { value: menu, revision: 0 }));
    expect(named.diagnostics).toEqual([]);
    expect((await admin.call('POST', part('menu.json', '/publish'), { revision: named.draft!.revision, message: 'hostile' })).body.status).toBe(0);
    const html = await (await fetch(`${server.url}/optics/en/home/`)).text();
    expect(html).toContain('&lt;img src=x onerror=');
    expect(html).not.toContain('<img src=x onerror');
    await admin.call('POST', part('menu.json', '/rollback'), { version: 1, message: '' });
  });

  it('takes a picture for a field by its bytes and serves it for good; an SVG or a page called .png is refused', async () => {
    const upload = async (name: string, type: string, bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      const response = await fetch(`${server.url}/rc-pub/admin/sites/optics/config/images`, {
        method: 'POST',
        body: form,
        headers: { cookie: [...admin.cookies].map(([key, value]) => `${key}=${value}`).join('; '), 'x-csrf-token': admin.csrfToken },
      });
      return { http: response.status, body: (await response.json()) as { status: number; message?: string; data?: { url: string } } };
    };
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const stored = await upload('logo.png', 'image/png', png);
    expect(stored.body, JSON.stringify(stored.body)).toMatchObject({ status: 0 });
    expect(stored.body.data!.url).toMatch(/^\/rc-pub\/site-images\/optics\/[0-9a-f]{64}\.png$/);
    const served = await fetch(`${server.url}${stored.body.data!.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

    expect((await upload('logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="top.__pwned=1"/>'))).http).toBe(400);
    expect((await upload('logo.png', 'image/png', Buffer.from('<!doctype html><script>top.__pwned=1</script>'))).http).toBe(400);
    expect((await fetch(`${server.url}/rc-pub/site-images/optics/${'0'.repeat(64)}.png`)).status).toBe(404);
  });

  it('lets no editor and no other site’s admin in, and records the refusal', async () => {
    const editor = new AdminBrowser(server.url);
    await editor.signIn('editor@example.org', 'optics editor secret');
    expect((await editor.call('GET', part('footer.json'))).http).toBe(403);

    const ecology = new AdminBrowser(server.url);
    await ecology.signIn('eco-admin@example.org', 'ecology admin secret');
    const refused = await ecology.call('POST', part('footer.json', '/draft'), { value: footer, revision: 0 });
    expect(refused.http).toBe(403);
    expect((await ecology.call('GET', '/rc-pub/admin/sites/ecology/config/footer.json')).body.status).toBe(0);

    const audit = (await admin.call('GET', '/rc-pub/admin/sites/optics/audit')).body.data as { action: string; target: string }[];
    expect(audit).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'access.refused', target: expect.stringContaining('/config/:part/draft') })]));
    expect(audit).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'config.publish', target: 'optics/footer.json' })]));
  });

  it('refuses a write without the session’s CSRF token', async () => {
    const refused = await admin.call('POST', part('footer.json', '/draft'), { value: footer, revision: 0 }, { csrf: 'forged' });
    expect(refused.http).toBe(403);
  });
});

describe('a site’s lifecycle (owners)', () => {
  const page = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, html: await response.text() };
  };

  it('creates a site as a copy of another but its identity, served at once; an sld or domain in use is refused', async () => {
    const created = await owner.call('POST', '/rc-pub/admin/studio/sites', { sld: 'ecology-two', name: '生态学二', enName: 'Ecology Two', domains: ['two.example.org'], copyOf: 'ecology' });
    expect(created.body.status).toBe(0);
    const { siteId, parts } = created.body.data as { siteId: number; parts: string[] };
    expect(parts).toEqual(expect.arrayContaining(['ecology-two/site.json', 'ecology-two/menu.json', 'ecology-two/modules.json']));
    expect(siteId).toBeGreaterThan(server.store.bySld('ecology')!.site.siteId);
    const home = await page('/ecology-two/en/home/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('Ecology Two');

    const takenSld = await owner.call('POST', '/rc-pub/admin/studio/sites', { sld: 'optics', name: 'Again', domains: [] });
    expect(takenSld.http).toBe(400);
    expect(takenSld.body.message).toMatch(/"optics" is taken/);
    const takenDomain = await owner.call('POST', '/rc-pub/admin/studio/sites', { sld: 'another', name: 'Another', domains: ['two.example.org'] });
    expect(takenDomain.body.message).toMatch(/two\.example\.org already reaches ecology-two/);
    const reserved = await owner.call('POST', '/rc-pub/admin/studio/sites', { sld: 'login', name: 'Reserved', domains: [] });
    expect(reserved.http).toBe(400);
  });

  it('makes a blank site of defaults', async () => {
    const created = await owner.call('POST', '/rc-pub/admin/studio/sites', { sld: 'blank-site', name: '空白', enName: 'Blank', domains: [] });
    expect((created.body.data as { parts: string[] }).parts).toEqual(['blank-site/site.json']);
    expect((await page('/blank-site/en/home/')).status).toBe(200);
  });

  it('archives a site (its pages gone, its parts kept) and restores it as it was', async () => {
    const archived = await owner.call('POST', '/rc-pub/admin/studio/sites/ecology-two/archive');
    expect(archived.body.status).toBe(0);
    expect((await page('/ecology-two/en/home/')).html).not.toContain('Ecology Two');
    const list = (await owner.call('GET', '/rc-pub/admin/studio/archived')).body.data as { sld: string; name: string; archivedBy: string }[];
    expect(list).toEqual([expect.objectContaining({ sld: 'ecology-two', name: '生态学二', archivedBy: 'The Owner' })]);

    const restored = await owner.call('POST', '/rc-pub/admin/studio/archived/ecology-two/restore');
    expect(restored.body.status).toBe(0);
    expect((await page('/ecology-two/en/home/')).html).toContain('Ecology Two');
  });

  it('leaves creating and archiving sites to owners', async () => {
    expect((await admin.call('POST', '/rc-pub/admin/studio/sites', { sld: 'mine', name: 'Mine', domains: [] })).http).toBe(403);
    expect((await admin.call('POST', '/rc-pub/admin/studio/sites/optics/archive')).http).toBe(403);
  });

  it('answers the expired notice once a site’s last day is over', async () => {
    const site = JSON.parse(readFileSync(join('site-configs', 'ecology', 'site.json'), 'utf8')) as Record<string, unknown>;
    const saved = partOf(await owner.call('POST', '/rc-pub/admin/sites/blank-site/config/site.json/draft', { value: { ...site, siteId: (await owner.call('GET', '/rc-pub/admin/sites/blank-site/config/site.json')).body.data && (partOf(await owner.call('GET', '/rc-pub/admin/sites/blank-site/config/site.json')).published!.value.siteId), sld: 'blank-site', domains: [], expiresOn: '2020-01-31' }, revision: 0 }));
    expect(saved.diagnostics).toEqual([]);
    expect((await owner.call('POST', '/rc-pub/admin/sites/blank-site/config/site.json/publish', { revision: 1, message: 'expired' })).body.status).toBe(0);
    const bootstrap = (await (await fetch(`${server.url}/rc-pub/front/bootstrap?sld=blank-site`)).json()) as { status: number };
    expect(bootstrap.status).not.toBe(0);
  });
});
