import { rmSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { histogramCounts, parsePrometheus } from '../support/parse-prometheus.ts';
import { readConfig } from './helpers.ts';

const ecology = readConfig('ecology', 'site.json') as unknown as { siteId: number };

/** What the platform running the server asks of it: is it alive, can it serve, and how is it doing. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
});
afterAll(async () => {
  await server?.close();
});

const scrape = async () => {
  const response = await fetch(`${server.url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};
const metrics = async () => parsePrometheus(await scrape());

describe('health and readiness', () => {
  it('says it is alive, and ready: database reachable, migrations done, configuration loaded', async () => {
    const alive = await fetch(`${server.url}/healthz`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: { ok: true }, migrations: { ok: true }, configuration: { ok: true } } });
  });

  it('is not ready without a site to serve, and says why', async () => {
    const empty = await startTestServer({ SAMPLE_ARTICLES: 'off' }, (configDir) => {
      for (const name of readdirSync(configDir)) if (statSync(join(configDir, name)).isDirectory()) rmSync(join(configDir, name), { recursive: true });
    });
    try {
      const ready = await fetch(`${empty.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'not ready', checks: { database: { ok: true }, configuration: { ok: false, detail: 'no site is configured' } } });
      const alive = await fetch(`${empty.url}/healthz`);
      expect(alive.status).toBe(200);
      await alive.arrayBuffer();
    } finally {
      await empty.close();
    }
  });
});

describe('metrics for Prometheus', () => {
  it('times requests by route pattern, never by address', async () => {
    for (const sld of ['optics', 'ecology']) {
      const response = await fetch(`${server.url}/rc-pub/front/site/findBySld?sld=${sld}`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const text = await scrape();
    const counts = histogramCounts(text, 'masthead_http_request_duration_seconds').filter((sample) => sample.labels.route === '/rc-pub/front/site/findBySld');
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatchObject({ labels: { method: 'GET', status: '200' } });
    expect(counts[0]!.value).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain('sld=');
  });

  it('counts the page cache’s hits and misses, the search cache’s, and times searches', async () => {
    const before = await scrape();
    const page = `${server.url}/ecology/en/article/40010/`;
    for (let time = 0; time < 2; time += 1) {
      const response = await fetch(page);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const search = `${server.url}/rc-pub/front/search?siteId=${ecology.siteId}&q=drought`;
    for (let time = 0; time < 2; time += 1) await (await fetch(search)).arrayBuffer();
    const after = await scrape();
    const grew = (name: string, labels: Record<string, string> = {}) => {
      const value = (text: string) =>
        [...parsePrometheus(text), ...histogramCounts(text, name.replace(/_count$/, ''))].find((sample) => sample.name === name && Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted))?.value ?? 0;
      return value(after) - value(before);
    };
    expect(grew('masthead_page_cache_lookups_total', { result: 'miss' })).toBe(1);
    expect(grew('masthead_page_cache_lookups_total', { result: 'hit' })).toBe(1);
    expect(grew('masthead_search_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(grew('masthead_search_duration_seconds_count')).toBe(2);
  });

  it('counts the articles in the database, and reports the event loop’s lag and the heap', async () => {
    const samples = await metrics();
    const articles = (kind: string) => samples.find((sample) => sample.name === 'masthead_articles' && sample.labels.kind === kind)?.value ?? 0;
    expect(articles('all')).toBeGreaterThan(10);
    expect(articles('full_text')).toBeGreaterThan(0);
    expect(articles('full_text')).toBeLessThanOrEqual(articles('all'));
    expect(samples.some((sample) => sample.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(samples.some((sample) => sample.name === 'nodejs_heap_size_used_bytes')).toBe(true);
  });

  it('answers only the host, or a holder of the admin token', async () => {
    const guarded = await startTestServer({ ADMIN_TOKEN: 'operations-token-0123456789' });
    try {
      const refused = await fetch(`${guarded.url}/metrics`);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ status: 401 });
      const allowed = await fetch(`${guarded.url}/metrics`, { headers: { authorization: 'Bearer operations-token-0123456789' } });
      expect(allowed.status).toBe(200);
      await allowed.arrayBuffer();
    } finally {
      await guarded.close();
    }
  });
});
