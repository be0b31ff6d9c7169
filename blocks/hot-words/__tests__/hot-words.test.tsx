// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleDescriptor } from '../../../schemas/module-list.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import hotWords from '../index.ts';
import { hotWordsPath } from '../../../schemas/content/hot-words.ts';

afterEach(cleanup);

const seedWords = (sld: 'optics' | 'ecology') => JSON.parse(readFileSync(`server/seed/content/${sld}.json`, 'utf8')).hotWords as { word: string; count: number }[];
const homeModule = (sld: 'optics' | 'ecology') =>
  moduleDescriptor.parse((JSON.parse(readFileSync(`site-configs/${sld}/modules.json`, 'utf8')).home as { code: string }[]).find((module) => module.code === 'hotWords'));

/** Answers like the reference server: a page of the site's words. */
function server(sld: 'optics' | 'ecology') {
  return (path: string, query: Record<string, string | number | undefined>) => {
    if (path !== hotWordsPath) return undefined;
    const size = Number(query.size);
    const words = seedWords(sld);
    return { content: words.slice(0, size), totalElements: words.length, totalPages: Math.ceil(words.length / size), number: 0, size };
  };
}

describe('hot words', () => {
  it('asks for page 0 of the configured size and links each word to the article search (English)', async () => {
    const { requests } = await renderBlock(hotWords, homeModule('ecology'), { bootstrap: sampleBootstrap('ecology'), get: server('ecology') });
    const section = await screen.findByRole('region', { name: 'Popular Searches' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.firstChild?.textContent)).toEqual(seedWords('ecology').map((item) => item.word));
    expect(links[0]?.getAttribute('href')).toBe('/article?type=1&index=-1&lang=en&q=climate+change');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toContain('noopener');
    expect(requests).toEqual([{ path: hotWordsPath, query: { page: 0, size: 10 } }]);
  });

  it('keeps the site on a site route and uses the page language (Chinese)', async () => {
    await renderBlock(hotWords, { ...homeModule('optics'), props: { size: 3 } }, { bootstrap: sampleBootstrap('optics'), get: server('optics'), lang: 'zh', url: 'http://localhost/optics/zh/home/' });
    const section = await screen.findByRole('region', { name: '热门检索词' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]?.getAttribute('href')).toBe('/article?type=1&index=-1&lang=zh&q=%E8%B6%85%E6%9E%84%E8%A1%A8%E9%9D%A2&slds=optics');
    expect(links[0]?.textContent).toBe('超构表面 （在新标签页中打开）');
  });

  it('defaults to 10 words and the i18n title', async () => {
    const { requests } = await renderBlock(hotWords, { code: 'hotWords', props: {} }, { bootstrap: sampleBootstrap('optics'), get: server('optics') });
    expect(await screen.findByRole('heading', { level: 2, name: 'Popular searches' })).toBeTruthy();
    expect(requests[0]?.query).toEqual({ page: 0, size: 10 });
  });

  it('shows No data when nobody has searched yet', async () => {
    await renderBlock(hotWords, homeModule('ecology'), { bootstrap: sampleBootstrap('ecology'), get: () => ({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 }) });
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a hostile word as text and keeps it inside q', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = await renderBlock(hotWords, homeModule('ecology'), {
      bootstrap: sampleBootstrap('ecology'),
      get: () => ({ content: [{ word: hostile, count: 1 }], totalElements: 1, totalPages: 1, number: 0, size: 10 }),
    });
    const link = await screen.findByRole('link', { name: new RegExp(hostile.replace(/[()]/g, '\\$&')) });
    expect(link.firstChild?.textContent).toBe(hostile);
    expect(new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('q')).toBe(hostile);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
