import { describe, expect, it } from 'vitest';
import { GenerationCache } from '../generation-cache.ts';

const counting = () => {
  let calls = 0;
  return { compute: (value: string) => async () => ((calls += 1), value), calls: () => calls };
};

describe('GenerationCache', () => {
  it('answers a repeated key from the cache while the generation and TTL hold', async () => {
    let now = 0;
    const cache = new GenerationCache<string>({ maxEntries: 10, ttlMs: 1000, now: () => now });
    const { compute, calls } = counting();
    expect(await cache.through('q', 'g1', compute('first'))).toBe('first');
    now = 999;
    expect(await cache.through('q', 'g1', compute('second'))).toBe('first');
    expect(calls()).toBe(1);
  });

  it('computes again once the generation moves on or the entry is older than the TTL', async () => {
    let now = 0;
    const cache = new GenerationCache<string>({ maxEntries: 10, ttlMs: 1000, now: () => now });
    await cache.through('q', 'g1', async () => 'old');
    expect(await cache.through('q', 'g2', async () => 'after import')).toBe('after import');
    now = 1001;
    expect(await cache.through('q', 'g2', async () => 'after ttl')).toBe('after ttl');
  });

  it('drops the least recently used entry beyond its size', async () => {
    const cache = new GenerationCache<string>({ maxEntries: 2, ttlMs: 60_000 });
    await cache.through('a', 'g', async () => 'a');
    await cache.through('b', 'g', async () => 'b');
    await cache.through('a', 'g', async () => 'a again'); // a is now the most recent
    await cache.through('c', 'g', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.through('a', 'g', async () => 'recomputed')).toBe('a');
    expect(await cache.through('b', 'g', async () => 'recomputed')).toBe('recomputed');
  });

  it('keeps nothing when the computation fails', async () => {
    const cache = new GenerationCache<string>({ maxEntries: 2, ttlMs: 60_000 });
    await expect(cache.through('q', 'g', async () => Promise.reject(new Error('locked')))).rejects.toThrow('locked');
    expect(cache.size).toBe(0);
  });
});
