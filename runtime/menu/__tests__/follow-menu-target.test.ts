import { describe, expect, it, vi } from 'vitest';
import { completeEditorialHref } from '../follow-menu-target.ts';

const editorial = { kind: 'route', href: '/optics/en/editorial-board/1102/', firstExpert: {} } as const;

describe('completeEditorialHref', () => {
  it('appends the first expert id', async () => {
    const fetchExperts = vi.fn(async () => [{ id: 501 }, { id: 502 }]);
    await expect(completeEditorialHref(editorial, fetchExperts)).resolves.toBe('/optics/en/editorial-board/1102/501/');
    expect(fetchExperts).toHaveBeenCalledTimes(1);
    expect(fetchExperts).toHaveBeenCalledWith(undefined);
  });

  it('passes the topic id on', async () => {
    const fetchExperts = vi.fn(async () => [{ id: 7 }]);
    await expect(completeEditorialHref({ kind: 'route', href: '/en/editorial-board/3/', firstExpert: { topicId: 12 } }, fetchExperts)).resolves.toBe(
      '/en/editorial-board/3/7/',
    );
    expect(fetchExperts).toHaveBeenCalledWith(12);
  });

  it('keeps the href when the list is empty', async () => {
    await expect(completeEditorialHref(editorial, async () => [])).resolves.toBe('/optics/en/editorial-board/1102/');
  });

  it('keeps the href when the fetch rejects or throws', async () => {
    await expect(completeEditorialHref(editorial, async () => Promise.reject(new Error('network')))).resolves.toBe('/optics/en/editorial-board/1102/');
    await expect(
      completeEditorialHref(editorial, () => {
        throw new Error('sync');
      }),
    ).resolves.toBe('/optics/en/editorial-board/1102/');
  });

  it('keeps the href when the first id is not a usable id', async () => {
    await expect(completeEditorialHref(editorial, async () => [{ id: Number.NaN }])).resolves.toBe('/optics/en/editorial-board/1102/');
    await expect(completeEditorialHref(editorial, async () => null as unknown as { id: number }[])).resolves.toBe('/optics/en/editorial-board/1102/');
  });

  it('does not fetch for other targets', async () => {
    const fetchExperts = vi.fn(async () => [{ id: 1 }]);
    await expect(completeEditorialHref({ kind: 'route', href: '/en/home/' }, fetchExperts)).resolves.toBe('/en/home/');
    await expect(completeEditorialHref({ kind: 'external', href: 'https://x.example/' }, fetchExperts)).resolves.toBe('https://x.example/');
    expect(fetchExperts).not.toHaveBeenCalled();
  });
});
