// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock as renderAnyBlock } from '../../../tests/support/render-block.tsx';
import { analyzeCalls, analyzingServer, expectOpened, opticsWithBoxOfStyle, settle, typeAndSubmit, watchWindowOpen } from '../../../tests/support/search-box.ts';
import { hotWordsPath } from '../../../schemas/content/hot-words.ts';
import searchBoxStyleSeven from '../index.ts';

/** Renders the block and waits for its data (its query) to arrive. */
async function renderBox(...args: Parameters<typeof renderAnyBlock>) {
  const rendered = await renderAnyBlock(...args);
  await screen.findByRole('region');
  return rendered;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const module = { code: 'searchBox', styleId: 7, name: '检索', enName: 'Search', props: {} };
const seedWords = JSON.parse(readFileSync('server/seed/content/optics.json', 'utf8')).hotWords as { word: string; count: number }[];

/** Answers the hot words (a page of the seed's, or a failure) and the analyze call. */
const server = ({ hotWords = true } = {}) =>
  analyzingServer((path, query) => {
    if (path !== hotWordsPath) return undefined;
    if (!hotWords) throw new Error('hot words are down');
    const size = Number(query.size);
    return { content: seedWords.slice(0, size), totalElements: seedWords.length, totalPages: 1, number: 0, size };
  });

const titled = { componentData: { title: '发现光学研究', enTitle: 'Discover optics research', customEntryList: [], quickEntry: null } };

describe('search box, style seven', () => {
  it('sits over the box’s cover image, titled by the box, with the hot words under it', async () => {
    const { container, requests } = await renderBox(searchBoxStyleSeven, module, { bootstrap: opticsWithBoxOfStyle(7, titled), get: server() });
    const section = screen.getByRole('region', { name: 'Discover optics research' });
    expect(container.querySelector('picture source')?.getAttribute('srcset')).toBe('/assets/optics/search-bg.svg');
    expect(container.querySelector('picture img')?.getAttribute('alt')).toBe('');
    expect(within(section).getByRole('search')).toBeTruthy();
    const words = within(screen.getByRole('list', { name: 'Popular searches' })).getAllByRole('link');
    expect(words.map((link) => link.firstChild?.textContent)).toEqual(seedWords.slice(0, 10).map((item) => item.word));
    expect(words[0]?.getAttribute('href')).toBe('/article?type=1&index=-1&lang=en&q=%E8%B6%85%E6%9E%84%E8%A1%A8%E9%9D%A2');
    expect(words[0]?.getAttribute('target')).toBe('_blank');
    expect(words[0]?.getAttribute('rel')).toContain('noopener');
    expect(requests.filter((request) => request.path === hotWordsPath).map((request) => request.query)).toEqual([{ page: 0, size: 10 }]);
  });

  it('reads Chinese on a Chinese page and keeps the site in the hot words’ links', async () => {
    await renderBox(searchBoxStyleSeven, { ...module, props: { hotWords: 2 } }, { bootstrap: opticsWithBoxOfStyle(7, titled), get: server(), lang: 'zh', url: 'http://localhost/optics/zh/home/' });
    expect(screen.getByRole('heading', { level: 2, name: '发现光学研究' })).toBeTruthy();
    const words = within(screen.getByRole('list', { name: '热门检索' })).getAllByRole('link');
    expect(words).toHaveLength(2);
    expect(words[1]?.getAttribute('href')).toBe(`/article?type=1&index=-1&lang=zh&q=${encodeURIComponent('光纤激光器')}&slds=optics`);
  });

  it('a keyword opens the result in a new tab; an empty one shows the alert (spec §5)', async () => {
    const open = watchWindowOpen();
    const { requests } = await renderBox(searchBoxStyleSeven, module, { bootstrap: opticsWithBoxOfStyle(7), get: server() });
    typeAndSubmit(' ');
    expect(await screen.findByRole('alertdialog', { name: 'Tips' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await settle();
    expect(analyzeCalls(requests)).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: 'Videos' }));
    typeAndSubmit('holography');
    await expectOpened(open, '/audioList?type=video&index=-1&q=holography');
  });

  it('still searches without hot words when they cannot be had, and asks for none when configured so', async () => {
    await renderBox(searchBoxStyleSeven, module, { bootstrap: opticsWithBoxOfStyle(7), get: server({ hotWords: false }) });
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Popular searches' })).toBeNull();
    cleanup();
    const { requests } = await renderBox(searchBoxStyleSeven, { ...module, props: { hotWords: 0 } }, { bootstrap: opticsWithBoxOfStyle(7), get: server() });
    expect(requests).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Search' })).toBeTruthy();
  });

  it('draws no picture without a cover, and shows hostile words as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = await renderBox(searchBoxStyleSeven, module, {
      bootstrap: opticsWithBoxOfStyle(7, { coverInfoList: [] }),
      get: analyzingServer((path) => (path === hotWordsPath ? { content: [{ word: hostile, count: 1 }], totalElements: 1, totalPages: 1, number: 0, size: 10 } : undefined)),
    });
    expect(container.querySelector('picture')).toBeNull();
    const link = within(screen.getByRole('list', { name: 'Popular searches' })).getByRole('link');
    expect(link.firstChild?.textContent).toBe(hostile);
    expect(new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('q')).toBe(hostile);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
