import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminBrowser, createAdmin } from '../support/admin-accounts.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * The back office's app (admin/) as the server serves it: its own page at every address below /admin/, its own
 * assets, a stricter Content-Security-Policy than readers' pages, nothing of it in the readers' bundle; a site
 * folder named `admin` cannot take the address; and the site picker's endpoint.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', AUTH_RATE_LIMIT_FACTOR: '100' }, (configDir) => {
    // An operator's site folder named `admin`: it would shadow the back office, so its sld is refused.
    cpSync(join(configDir, 'optics'), join(configDir, 'admin'), { recursive: true });
    const site = JSON.parse(readFileSync(join(configDir, 'admin', 'site.json'), 'utf8'));
    writeFileSync(join(configDir, 'admin', 'site.json'), JSON.stringify({ ...site, sld: 'admin', siteId: 901, domains: [] }));
  });
  const made = await Promise.all([
    createAdmin(server.databaseUrl, server.configDir, { email: 'owner@example.org', name: 'Owner', role: 'owner', password: 'owner password here' }),
    createAdmin(server.databaseUrl, server.configDir, { email: 'eco@example.org', name: 'Eco', role: 'editor', sites: ['ecology'], password: 'ecology editor secret' }),
  ]);
  for (const result of made) expect(result.code, result.stderr).toBe(0);
}, 60_000);
afterAll(() => server?.close());

const page = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
const scriptsOf = (html: string) => [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);

describe('the app at /admin/', () => {
  it('answers its page at /admin/ and at any screen below it, with the back office\'s strict policy', async () => {
    for (const path of ['/admin/', '/admin/sites/optics/desk/article/12', '/admin/sites/optics/desk/article?q=%E5%85%89&page=2']) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('<div id="admin-root">');
      expect(scriptsOf(html).filter((src) => src.endsWith('.js')).every((src) => src.startsWith('/admin/assets/'))).toBe(true);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("style-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      // Frames: only our own pages (the studio's preview of a reader's page).
      expect(policy).toContain("frame-src 'self'");
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
      expect(response.headers.get('x-robots-tag')).toContain('noindex');
    }
  });

  it('sends /admin to /admin/, serves its hashed assets for a year, and answers 404 for a file it does not have', async () => {
    const bare = await page('/admin');
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe('/admin/');

    const html = await (await page('/admin/')).text();
    const script = scriptsOf(html).find((src) => src.endsWith('.js'))!;
    const asset = await page(script);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toContain('x-csrf-token');

    for (const missing of ['/admin/assets/missing.js', `${script}.map`, '/admin/logo.png']) expect((await page(missing)).status, missing).toBe(404);
  });

  it('keeps a site folder named `admin` from the address: its sld is refused, and /admin/ stays the back office', async () => {
    expect(server.store.bySld('admin')).toBeUndefined();
    const diagnostics = await server.get('/rc-pub/admin/config-diagnostics');
    expect(JSON.stringify(diagnostics.body.data)).toContain('cannot be an sld');
    expect(await (await page('/admin/')).text()).toContain('<div id="admin-root">');
  });
});

describe("readers' pages", () => {
  it('load nothing of the back office, and keep their own policy', async () => {
    const response = await page('/optics/zh/home/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(scriptsOf(html).some((src) => src.includes('/admin/'))).toBe(false);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
  });

  it("bundle none of the app's code", () => {
    const dir = join('dist', 'client', 'assets');
    const bundled = readdirSync(dir).filter((name) => name.endsWith('.js'));
    expect(bundled.length).toBeGreaterThan(10);
    for (const name of bundled) {
      const code = readFileSync(join(dir, name), 'utf8');
      expect(code.includes('x-csrf-token') || code.includes('Masthead back office'), name).toBe(false);
    }
  });
});

describe('GET /rc-pub/admin/sites', () => {
  it("answers the caller's sites: an owner every one, an editor those named for them; a stranger nothing", async () => {
    const owner = new AdminBrowser(server.url);
    await owner.signIn('owner@example.org', 'owner password here');
    const all = (await owner.call('GET', '/rc-pub/admin/sites')).body.data as { sld: string; id: number; name: string }[];
    expect(all.map((site) => site.sld)).toEqual(expect.arrayContaining(['ecology', 'optics', 'sciencegroup']));
    expect(all.find((site) => site.sld === 'optics')).toMatchObject({ id: server.store.bySld('optics')!.site.siteId, name: '光学前沿', enName: 'Optics Frontier', groupSite: false });

    const editor = new AdminBrowser(server.url);
    await editor.signIn('eco@example.org', 'ecology editor secret');
    const reply = await editor.call('GET', '/rc-pub/admin/sites');
    expect((reply.body.data as { sld: string }[]).map((site) => site.sld)).toEqual(['ecology']);

    expect((await new AdminBrowser(server.url).call('GET', '/rc-pub/admin/sites')).http).toBe(401);
  });
});
