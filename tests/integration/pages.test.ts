import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig } from './helpers.ts';

/** Server-rendered pages over HTTP: statuses, head, html attributes, inlined state, session adoption. */

let server: TestServer;
const hostile = '</script><script>alert(1)</script>';
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' }, (configDir) => {
    const file = join(configDir, 'ecology', 'footer.json');
    const footer = JSON.parse(readFileSync(file, 'utf8'));
    footer.enCopyright = hostile;
    writeFileSync(file, JSON.stringify(footer));
  });
});
afterAll(async () => {
  await server?.close();
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
};

describe('the personal centre (spec §6)', () => {
  it('sends a reader without the userName cookie to login, returning to the same place afterwards', async () => {
    const reply = await page('/personal?menu=album&lang=en');
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/login?url=%2Fpersonal%3Fmenu%3Dalbum%26lang%3Den&lang=en');
  });

  it('renders for a reader with the cookie (the session itself is checked by each member call)', async () => {
    const reply = await page('/personal?menu=album&lang=en', { cookie: 'userName=138****5678' });
    expect(reply.status).toBe(200);
    expect(reply.html).toContain('"block":"personal-centre"');
  });
});

describe('page statuses', () => {
  it.each([
    ['/optics/zh/home/', 200],
    ['/ecology/en/issues/', 200],
    ['/en/home/', 200],
    ['/', 200],
    ['/optics/en/no-such-page/', 404],
    ['/en/issue/2026/1/extra/more/', 404],
    ['/no-such-site/en/home/', 403],
    ['/heritage/zh/home/', 403],
    ['/geoscience/en/home/', 503],
  ])('%s answers %i', async (path, status) => {
    expect((await page(path)).status).toBe(status);
  });

  it('tells crawlers when a site in maintenance will be back', async () => {
    expect((await page('/geoscience/en/')).headers.get('retry-after')).toBe('3600');
  });

  it('answers a missing asset with a plain 404, not a page', async () => {
    const reply = await page('/favicon.ico');
    expect(reply.status).toBe(404);
    expect(reply.html).toBe('Not found');
  });
});

describe('the head of a page', () => {
  it('has the title, canonical and an alternate per language', async () => {
    const { html } = await page('/optics/en/issues/');
    const site = readConfig('optics', 'site.json') as { enName: string };
    expect(html).toContain(`<title>All issues – ${site.enName}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${server.url}/optics/en/issues/">`);
    expect(html.match(/rel="alternate" hreflang=/g)).toHaveLength(11);
    expect(html).toContain(`hreflang="ar" href="${server.url}/optics/ara/issues/"`);
    expect(html).toContain('hreflang="x-default"');
  });

  it('gives a page reached without a language segment, or with tracking parameters, one canonical address', async () => {
    expect((await page('/optics/home/')).html).toContain(`<link rel="canonical" href="${server.url}/optics/zh/home/">`);
    expect((await page('/optics/en/issues/?utm_source=newsletter&gclid=1')).html).toContain(`<link rel="canonical" href="${server.url}/optics/en/issues/">`);
  });

  it('sets <html lang dir> for the page language, right-to-left for Arabic', async () => {
    expect((await page('/optics/zh/home/')).html).toMatch(/<html lang="zh-CN" dir="ltr">/);
    expect((await page('/optics/ara/home/')).html).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it('uses the site default language when the URL has none', async () => {
    expect((await page('/ecology/home/')).html).toMatch(/<html lang="en" dir="ltr">/);
    expect((await page('/optics/home/')).html).toMatch(/<html lang="zh-CN"/);
  });

  it('is not indexed when the page is an error', async () => {
    expect((await page('/optics/en/no-such-page/')).html).toContain('<meta name="robots" content="noindex">');
  });
});

describe('the body of a page', () => {
  it('arrives complete: menu names and the home modules are in the HTML', async () => {
    const { html } = await page('/optics/en/home/');
    const menu = readConfig('optics', 'menu.json') as { items: { enName: string; enable: string }[] };
    for (const item of menu.items.filter((entry) => entry.enable === '1' && entry.enName)) expect(html).toContain(item.enName);
    expect(html).not.toContain('<div hidden id="S:');
  });

  it('inlines what the browser hydrates its islands from, so they boot without a request, and nothing of the static blocks', async () => {
    const { html } = await page('/optics/en/home/');
    const inlined = (name: string) => {
      const match = new RegExp(`window\\.${name}=(.*?);window\\.|window\\.${name}=(.*?)</script>`).exec(html);
      return JSON.parse((match?.[1] ?? match?.[2])!) as Record<string, unknown>;
    };
    // The page's islands as the server placed them: each island block with its checked props and data key.
    type Placed = { block: string; props: Record<string, unknown>; queryKey?: unknown[] };
    const pageData = inlined('__MASTHEAD_PAGE__') as { lang: string; slots?: unknown; islands: { id: string; when: string; kind: string; placed?: Placed }[] };
    expect(pageData.lang).toBe('en');
    expect(pageData.slots).toBeUndefined();
    const islandBlocks = pageData.islands.flatMap((island) => (island.placed ? [island.placed] : []));
    expect(islandBlocks.map((placed) => placed.block)).toContain('header');
    const selected = islandBlocks.find((placed) => placed.block === 'selected-articles')!;
    expect(selected.props).toMatchObject({ limit: expect.any(Number) });
    expect(islandBlocks.map((placed) => placed.block)).not.toContain('latest-issue');
    // Each island's data is in the inlined cache under its key, so hydration fetches nothing; a static block's
    // (the latest issue's list) is not: the browser never renders it again.
    // The islands' state is a JSON block, not a script: the browser does not parse it while it parses the page.
    const state = JSON.parse(/<script type="application\/json" id="mh-island-state">(.*?)<\/script>/.exec(html)![1]!) as {
      queryState: { queries: { queryKey: unknown[] }[] };
      i18n: Record<string, unknown>;
    };
    const cache = state.queryState;
    const keys = cache.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(selected.queryKey));
    expect(keys.filter((key) => !key.startsWith('["bootstrap"')).sort()).toEqual(islandBlocks.flatMap((placed) => (placed.queryKey ? [JSON.stringify(placed.queryKey)] : [])).sort());
    expect(html).toContain('<mh-island data-island="i0"');
    // UI text for the page's language and its fallback only.
    expect(Object.keys(state.i18n).sort()).toEqual(['en', 'zh-CN']);
    // No router state: the browser runs no router.
    expect(html).not.toContain('__staticRouterHydrationData');
  });

  it('keeps hostile configuration text inert, in the page and in the inlined state', async () => {
    const { html } = await page('/ecology/en/home/');
    expect(html).not.toContain(hostile);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
  });
});

describe('session from the URL (spec §3)', () => {
  it('marks the session cookies Secure when the page was served over HTTPS (by a trusted proxy), and only then', async () => {
    const proxied = await startTestServer({ PAGES: 'on', TRUST_PROXY: '127.0.0.1, ::1', ADMIN_TOKEN: 'an-admin-token-of-32-characters!' });
    try {
      const path = '/optics/en/home/?token=abc123&userName=reader';
      const secure = await fetch(`${proxied.url}${path}`, { headers: { 'x-forwarded-proto': 'https' }, redirect: 'manual' });
      expect(secure.headers.getSetCookie().every((cookie) => /; Secure/.test(cookie))).toBe(true);
      const plain = await fetch(`${proxied.url}${path}`, { redirect: 'manual' });
      expect(plain.headers.getSetCookie().some((cookie) => /; Secure/.test(cookie))).toBe(false);
    } finally {
      await proxied.close();
    }
    // Without a trusted proxy the header is the reader's word only: the connection is plain HTTP.
    const forged = await page('/optics/en/home/?token=abc123&userName=reader', { 'x-forwarded-proto': 'https' });
    expect(forged.headers.getSetCookie().some((cookie) => /; Secure/.test(cookie))).toBe(false);
  });

  it('moves token and userName into cookies and cleans the URL', async () => {
    const reply = await page('/optics/en/home/?token=abc123&userName=reader&x=1');
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/optics/en/home/?x=1');
    const cookies = reply.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith('commonToken=abc123'))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith('userName=reader'))).toBe(true);
  });
});

describe('hostile request paths and queries', () => {
  it('keeps `$` patterns in a query as text in the head', async () => {
    const { html } = await page('/optics/en/home/?x=$%60');
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
    // The canonical address carries the query as a URL does (percent-encoded); the page's own data keeps it as given.
    expect(html).toContain(`<link rel="canonical" href="${server.url}/optics/en/home/?x=%24%60">`);
    expect(html).toContain('"path":"/optics/en/home/?x=$%60"');
  });

  it('never turns a `//host` path into another host', async () => {
    const reply = await fetch(`${server.url}//evil.example/optics/en/home/`);
    const html = await reply.text();
    expect(html).not.toMatch(/href="https?:\/\/evil\.example/);
    expect((await fetch(`${server.url}//evil.example/?token=abc`, { redirect: 'manual' })).headers.get('location') ?? '').not.toMatch(/^\/\//);
  });

  it('ignores forwarded protocols other than http and https, and hosts that are not host names', async () => {
    const { html } = await page('/optics/en/home/', { 'x-forwarded-proto': 'javascript' });
    expect(html).toContain(`<link rel="canonical" href="${server.url}/optics/en/home/">`);
  });
});

describe('static files', () => {
  it('lets readers keep the hashed bundles a year without asking again, and other files an hour', async () => {
    const { html } = await page('/optics/en/home/');
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const bundle = await fetch(`${server.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    await bundle.arrayBuffer();
    expect([bundle.status, bundle.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    const favicon = await fetch(`${server.url}/favicon.svg`);
    await favicon.arrayBuffer();
    expect([favicon.status, favicon.headers.get('cache-control')]).toEqual([200, 'public, max-age=3600']);
  });
});
