import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodingFor, PageCache } from '../page-cache.ts';

const page = (text: string) => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: Buffer.from(text) });

describe('PageCache', () => {
  it('keeps a page with its br and gzip forms, for the generation it was made in', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    await cache.store('a', page('<p>article</p>'.repeat(100)), 'g1');
    const hit = cache.get('a', 'g1')!;
    expect(hit.identity.toString()).toBe('<p>article</p>'.repeat(100));
    expect(brotliDecompressSync(hit.br).toString()).toBe(hit.identity.toString());
    expect(gunzipSync(hit.gzip).toString()).toBe(hit.identity.toString());
    expect(cache.get('a', 'g2')).toBeUndefined();
    expect(cache.get('a', 'g1')).toBeUndefined();
  });

  it('forgets pages older than the TTL', async () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 1000, now: () => now });
    await cache.store('a', page('x'), 'g');
    now = 999;
    expect(cache.get('a', 'g')).toBeDefined();
    now = 2001;
    expect(cache.get('a', 'g')).toBeUndefined();
  });

  it('drops the least recently used pages to stay within its byte budget', async () => {
    const probe = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    await probe.store('a', page('same page'), 'g');
    // Room for two pages, not three.
    const cache = new PageCache({ maxBytes: probe.bytes * 2.5, ttlMs: 60_000 });
    await cache.store('a', page('same page'), 'g');
    await cache.store('b', page('same page'), 'g');
    cache.get('a', 'g');
    await cache.store('c', page('same page'), 'g');
    expect(cache.size).toBe(2);
    expect(cache.get('b', 'g')).toBeUndefined();
    expect(cache.get('a', 'g')).toBeDefined();
    expect(cache.get('c', 'g')).toBeDefined();
  });
});

describe('encodingFor', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('%s → %s', (header, encoding) => {
    expect(encodingFor(header)).toBe(encoding);
  });
});
