import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open-database.ts';
import { AdminBrowser, createAdmin } from '../support/admin-accounts.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * Issue 20: the shared parts (themes.json, common-codes.json, deployment.json) edited in the studio by owners —
 * drafted, published live, compared, rolled back — checked against every site, and refused to a site admin.
 */
let server: TestServer;
let owner: AdminBrowser;
let siteAdmin: AdminBrowser;
const shared = (name: string, rest = '') => `/rc-pub/admin/shared-config/${name}${rest}`;
type Diagnostic = { file: string; path: string; message: string };
type Part = { part: string; published: { version: number; value: Record<string, unknown> } | null; draft: { revision: number; value: unknown } | null; diagnostics: Diagnostic[] };
const partOf = (reply: { body: { data?: unknown } }) => reply.body.data as Part;
const themes = JSON.parse(readFileSync(join('site-configs', 'themes.json'), 'utf8')) as { colours: Record<string, unknown>[] };
const deployment = JSON.parse(readFileSync(join('site-configs', 'deployment.json'), 'utf8')) as Record<string, unknown>;
const readerHome = async () => (await fetch(`${server.url}/optics/zh/home/`)).text();
/** Every one of the 11 theme colours given one primary, whichever a site uses. */
const recolour = (primary: string) => ({ ...themes, colours: Array.from({ length: 11 }, (_, index) => ({ ...themes.colours[0], colorId: index + 1, themeColorPrimary: primary })) });

beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', PAGE_CACHE: 'on', AUTH_RATE_LIMIT_FACTOR: '100' });
  const accounts = [
    { email: 'owner@example.org', name: 'The Owner', role: 'owner', password: 'the owner secret' },
    { email: 'studio@example.org', name: 'Studio Admin', role: 'siteAdmin', sites: ['optics'], password: 'studio admin secret' },
  ] as const;
  const made = await Promise.all(accounts.map((account) => createAdmin(server.databaseUrl, server.configDir, account)));
  for (const result of made) expect(result.code, result.stderr).toBe(0);
  owner = new AdminBrowser(server.url);
  expect((await owner.signIn('owner@example.org', 'the owner secret')).body.status).toBe(0);
  siteAdmin = new AdminBrowser(server.url);
  expect((await siteAdmin.signIn('studio@example.org', 'studio admin secret')).body.status).toBe(0);
}, 60_000);
afterAll(() => server?.close());

describe('the shared parts in the studio', () => {
  it('lists the shared parts as imported, with no draft and no problem', async () => {
    const { body } = await owner.call('GET', '/rc-pub/admin/shared-config');
    expect(body.status).toBe(0);
    expect(body.data).toEqual([
      expect.objectContaining({ part: 'themes.json', version: 1, author: 'import', draft: null, problems: 0 }),
      expect.objectContaining({ part: 'common-codes.json', draft: null, problems: 0 }),
      expect.objectContaining({ part: 'deployment.json', version: 1, draft: null, problems: 0 }),
    ]);
  });

  it('saves a theme as a draft readers do not see, publishes it live, compares and rolls it back', async () => {
    expect(await readerHome()).not.toContain('#123456');
    const saved = await owner.call('POST', shared('themes.json', '/draft'), { value: recolour('#123456'), revision: 0 });
    expect(saved.body.status).toBe(0);
    expect(partOf(saved)).toMatchObject({ part: 'themes.json', draft: { revision: 1 }, diagnostics: [] });
    expect(await readerHome()).not.toContain('#123456');

    const published = await owner.call('POST', shared('themes.json', '/publish'), { revision: 1, message: 'darker blue' });
    expect(published.body.status).toBe(0);
    expect(partOf(published)).toMatchObject({ published: { version: 2 }, draft: null });
    expect(await readerHome()).toContain('#123456');

    const history = await owner.call('GET', shared('themes.json', '/versions'));
    expect(history.body.data).toEqual([
      expect.objectContaining({ version: 2, author: 'The Owner', message: 'darker blue' }),
      expect.objectContaining({ version: 1, author: 'import' }),
    ]);
    const diff = await owner.call('GET', shared('themes.json', '/diff?from=1&to=2'));
    expect(diff.body.data).toEqual(expect.arrayContaining([{ path: 'colours[0].themeColorPrimary', kind: 'changed', before: '#7a4e1d', after: '#123456' }]));

    const rolledBack = await owner.call('POST', shared('themes.json', '/rollback'), { version: 1, message: '' });
    expect(rolledBack.body.status).toBe(0);
    expect(partOf(rolledBack)).toMatchObject({ published: { version: 3, value: { colours: [{ themeColorPrimary: '#7a4e1d' }] } } });
    expect(await readerHome()).not.toContain('#123456');
  });

  it('keeps a draft with problems, names them by path, and refuses to publish it', async () => {
    const saved = partOf(await owner.call('POST', shared('themes.json', '/draft'), { value: recolour('not a colour'), revision: 0 }));
    expect(saved.diagnostics).toEqual(expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining('themeColorPrimary') })]));
    const refused = await owner.call('POST', shared('themes.json', '/publish'), { revision: saved.draft!.revision, message: '' });
    expect(refused.http).toBe(400);
    expect((refused.body.data as { diagnostics: Diagnostic[] }).diagnostics.length).toBeGreaterThan(0);
    expect((await owner.call('DELETE', shared('themes.json', `/draft?revision=${saved.draft!.revision}`))).body.status).toBe(0);
  });

  it('checks every site against a shared part: a default site that is no site is refused with its diagnostics', async () => {
    const saved = partOf(await owner.call('POST', shared('deployment.json', '/draft'), { value: { ...deployment, defaultSite: 'no-such-site' }, revision: 0 }));
    expect(saved.diagnostics).toEqual([expect.objectContaining({ path: 'defaultSite', message: expect.stringContaining('no-such-site') })]);
    const refused = await owner.call('POST', shared('deployment.json', '/publish'), { revision: saved.draft!.revision, message: '' });
    expect(refused.http).toBe(400);
    expect(partOf(await owner.call('GET', shared('deployment.json')))).toMatchObject({ published: { version: 1, value: { defaultSite: 'optics' } } });
  });

  it('refuses a site admin (403) and records the refusal; an unknown part is a 400, not a 500', async () => {
    expect((await siteAdmin.call('GET', shared('themes.json'))).http).toBe(403);
    const refused = await siteAdmin.call('POST', shared('themes.json', '/draft'), { value: themes, revision: 0 });
    expect(refused.http).toBe(403);
    expect((await siteAdmin.call('GET', '/rc-pub/admin/shared-config')).http).toBe(403);
    expect((await owner.call('GET', shared('passwords.json'))).http).toBe(400);

    const database = openDatabase(server.databaseUrl);
    try {
      const rows = await database.db.selectFrom('audit_log').select(['action', 'target', 'account_email']).where('account_email', '=', 'studio@example.org').execute();
      expect(rows).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'access.refused', target: expect.stringContaining('/shared-config/:part/draft') })]));
      const publishes = await database.db.selectFrom('audit_log').select(['action', 'target', 'site_id']).where('action', 'in', ['config.publish', 'config.rollback']).execute();
      expect(publishes).toEqual(expect.arrayContaining([{ action: 'config.publish', target: 'themes.json', site_id: null }, { action: 'config.rollback', target: 'themes.json@1', site_id: null }]));
    } finally {
      await database.close();
    }
  });
});
