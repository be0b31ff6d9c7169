import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from '../chunk-reload.ts';

function environment(start: number) {
  let stored: string | null = null;
  let now = start;
  const reloads: number[] = [];
  return {
    env: { now: () => now, read: () => stored, write: (value: string) => (stored = value), reload: () => reloads.push(now) },
    advance: (ms: number) => (now += ms),
    reloads,
  };
}

describe('reloadAfterChunkError', () => {
  it('reloads at most once per 60 seconds', () => {
    const { env, advance, reloads } = environment(1_000_000);
    expect(reloadAfterChunkError(env)).toBe(true);
    advance(59_999);
    expect(reloadAfterChunkError(env)).toBe(false);
    advance(1);
    expect(reloadAfterChunkError(env)).toBe(true);
    expect(reloads).toEqual([1_000_000, 1_060_000]);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/a.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });
  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });
});
