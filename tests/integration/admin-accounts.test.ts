import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { AdminBrowser, createAdmin, createAdminByCommand } from '../support/admin-accounts.ts';

let server: TestServer;
const owner = { email: 'owner@example.org', name: 'Olga Owner', role: 'owner', password: 'correct horse battery' } as const;
const opticsEditor = { email: 'Editor@Example.org', name: 'Eddie Editor', role: 'editor', sites: ['optics'], password: 'another long secret' } as const;
const opticsAdmin = { email: 'site@example.org', name: 'Sita Admin', role: 'siteAdmin', sites: ['optics'], password: 'site admin secret!' } as const;
const guessedAt = { email: 'guessed@example.org', name: 'Gus', role: 'editor', sites: ['ecology'], password: 'guess me if you can' } as const;

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_FACTOR: '100' });
  // The accounts the sign-in tests use, made by the command's code in this process; the command's process is checked below.
  const made = await Promise.all([owner, opticsEditor, opticsAdmin, guessedAt].map((account) => createAdmin(server.databaseUrl, server.configDir, account)));
  for (const result of made) expect(result.code, result.stderr).toBe(0);
}, 60_000);
afterAll(() => server.close());

describe('npm run admin -- create', () => {
  it('prints the account without its password, e-mail lower-cased, sites by id', async () => {
    const result = await createAdminByCommand(server.databaseUrl, server.configDir, { email: 'Second@Example.org', name: 'Two', role: 'editor', sites: ['ecology'], password: 'long enough password' });
    expect(result.code, result.stderr).toBe(0);
    const account = JSON.parse(result.stdout);
    expect(account).toMatchObject({ email: 'second@example.org', role: 'editor' });
    expect(account.siteIds).toHaveLength(1);
    expect(result.stdout).not.toContain('long enough password');
  });

  it('refuses a short password, an unknown site, an editor of no site and a taken address, each saying why', async () => {
    const short = await createAdminByCommand(server.databaseUrl, server.configDir, { ...opticsEditor, email: 'x@example.org', password: 'short' });
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('at least 12 characters');
    // The other refusals by the command's code in this process: the refusal above shows how the process ends on one.
    const unknown = await createAdmin(server.databaseUrl, server.configDir, { ...opticsEditor, email: 'y@example.org', sites: ['nowhere'] });
    expect(unknown.stderr).toContain('unknown site "nowhere"');
    const noSite = await createAdmin(server.databaseUrl, server.configDir, { ...opticsEditor, email: 'z@example.org', sites: [] });
    expect(noSite.stderr).toContain('give at least one --site');
    const taken = await createAdmin(server.databaseUrl, server.configDir, owner);
    expect(taken.code).toBe(2);
    expect(taken.stderr).toContain('exists already');
  }, 30_000);
});

describe('signing in to the back office', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie and answers the account and a CSRF token', async () => {
    const browser = new AdminBrowser(server.url);
    const reply = await browser.signIn('editor@example.org', opticsEditor.password);
    expect(reply.body.status).toBe(0);
    expect(reply.body.data).toMatchObject({ account: { email: 'editor@example.org', role: 'editor' } });
    expect(JSON.stringify(reply.body)).not.toContain('scrypt');
    const cookie = reply.headers.getSetCookie().find((line) => line.startsWith('mastheadAdmin='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const me = await browser.call('GET', '/rc-pub/admin/session');
    expect(me.body.data).toMatchObject({ account: { name: 'Eddie Editor' } });
  });

  it('answers a wrong password and an unknown address alike, and sets no cookie', async () => {
    const wrong = new AdminBrowser(server.url);
    const wrongReply = await wrong.signIn(owner.email, 'not the password at all');
    const nobody = new AdminBrowser(server.url);
    const nobodyReply = await nobody.signIn('nobody@example.org', 'not the password at all');
    expect(wrongReply.body.status).not.toBe(0);
    expect(nobodyReply.body).toEqual(wrongReply.body);
    expect(wrong.cookies.has('mastheadAdmin')).toBe(false);
  });

  it('holds an address after repeated failures, even for the right password', async () => {
    const browser = new AdminBrowser(server.url);
    let last;
    for (let attempt = 0; attempt < 8; attempt += 1) last = await browser.call('POST', '/rc-pub/admin/session', { email: guessedAt.email, password: `wrong ${attempt} guess` });
    expect(last?.http).toBe(429);
    const right = await browser.call('POST', '/rc-pub/admin/session', { email: guessedAt.email, password: guessedAt.password });
    expect(right.http).toBe(429);
  });

  it('opens nothing for a caller without a session, or with a reader\'s session cookie', async () => {
    const stranger = new AdminBrowser(server.url);
    expect((await stranger.call('GET', '/rc-pub/admin/session')).http).toBe(401);
    stranger.cookies.set('commonToken', 'a-reader-token');
    expect((await stranger.call('GET', '/rc-pub/admin/sites/optics/audit')).http).toBe(401);
    // 401 comes before any reading of the input: a stranger learns nothing from parameter errors.
    expect((await stranger.call('GET', '/rc-pub/admin/sites/optics/audit?limit=nonsense')).http).toBe(401);
  });

  it('refuses a write without its CSRF token, or with another session\'s', async () => {
    const first = new AdminBrowser(server.url);
    await first.signIn(owner.email, owner.password);
    const second = new AdminBrowser(server.url);
    await second.signIn(owner.email, owner.password);
    const missing = await first.call('DELETE', '/rc-pub/admin/session', undefined, { csrf: '' });
    expect(missing.http).toBe(403);
    const foreign = await first.call('DELETE', '/rc-pub/admin/session', undefined, { csrf: second.csrfToken });
    expect(foreign.http).toBe(403);
    expect((await first.call('GET', '/rc-pub/admin/session')).http).toBe(200);
    const signOut = await first.call('DELETE', '/rc-pub/admin/session');
    expect(signOut.body.status).toBe(0);
    expect((await first.call('GET', '/rc-pub/admin/session')).http).toBe(401);
  });
});

describe('roles and sites', () => {
  it('lets a site admin read their site\'s audit log, and refuses (403, audited) another site', async () => {
    const browser = new AdminBrowser(server.url);
    await browser.signIn(opticsAdmin.email, opticsAdmin.password);
    expect((await browser.call('GET', '/rc-pub/admin/sites/optics/audit')).http).toBe(200);
    const other = await browser.call('GET', '/rc-pub/admin/sites/ecology/audit');
    expect(other.http).toBe(403);

    const ownerBrowser = new AdminBrowser(server.url);
    await ownerBrowser.signIn(owner.email, owner.password);
    const log = await ownerBrowser.call('GET', '/rc-pub/admin/sites/ecology/audit');
    expect(log.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'access.refused', accountEmail: opticsAdmin.email })]));
  });

  it('keeps an editor out of the configuration-level audit log', async () => {
    const browser = new AdminBrowser(server.url);
    await browser.signIn(opticsEditor.email, opticsEditor.password);
    const reply = await browser.call('GET', '/rc-pub/admin/sites/optics/audit');
    expect(reply.http).toBe(403);
    expect(reply.body.message).toContain('editor');
  });

  it('answers 404 for a site that does not exist', async () => {
    const browser = new AdminBrowser(server.url);
    await browser.signIn(owner.email, owner.password);
    expect((await browser.call('GET', '/rc-pub/admin/sites/nowhere/audit')).http).toBe(404);
  });
});
