// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { asPage, distinct, hostile, sampleModule, sampleModules, seed, type Sld } from '../../../kits/home/__tests__/fixtures.ts';
import newsList from '../index.ts';
import { newsListProps } from '../contract.ts';

afterEach(cleanup);

const path = '/rc-pub/front/news/list';

/** The news endpoint over a site's seed news: one tab, newest first. */
function newsOf(sld: Sld) {
  const { news } = seed(sld);
  return (_path: string, query: Record<string, string | number | undefined>) =>
    asPage(
      news
        .filter((item) => item.tab === Number(query.tab))
        .sort((a, b) => b.publishDate.localeCompare(a.publishDate))
        .slice(0, Number(query.size)),
      Number(query.size),
    );
}

describe('news list (selnews)', () => {
  it('lists the first tab with dates and links to each item, and loads the second tab when chosen', async () => {
    const get = newsOf('optics');
    const { requests } = await renderBlock(newsList, sampleModule('optics', 'selnews'), { bootstrap: sampleBootstrap('optics'), get });
    expect(await screen.findByRole('heading', { level: 2, name: 'News & Announcements' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { tab: 1, size: 5 } }]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Information', 'Announcement']);

    const information = get(path, { tab: 1, size: 5 }).content;
    const panel = screen.getByRole('tabpanel', { name: 'Information' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(information.length);
    const first = information[0]!;
    expect(within(items[0]!).getByRole('link', { name: first.enTitle }).getAttribute('href')).toBe(`/en/newsDetails/${first.id}/`);
    expect(items[0]!.querySelector('time')!.getAttribute('dateTime')).toBe(first.publishDate);
    expect(items[0]!.textContent).toContain(first.publishDate);
    expect(screen.getByRole('link', { name: /^More/ }).getAttribute('href')).toBe('/en/news/');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Information' }), { key: 'ArrowRight' });
    const announcement = get(path, { tab: 2, size: 5 }).content[0]!;
    expect(await screen.findByRole('link', { name: announcement.enTitle })).toBeTruthy();
    expect(distinct(requests).at(-1)).toEqual({ path, query: { tab: 2, size: 5 } });
    expect(screen.getByRole('tabpanel', { name: 'Announcement' })).toBeTruthy();
  });

  it('lists news in Chinese on a site route', async () => {
    const get = newsOf('optics');
    await renderBlock(newsList, sampleModule('optics', 'selnews'), {
      bootstrap: sampleBootstrap('optics'),
      lang: 'zh',
      url: 'http://localhost/optics/zh/home/',
      get,
    });
    expect(await screen.findByRole('heading', { level: 2, name: '新闻公告' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['资讯', '公告']);
    const first = get(path, { tab: 1, size: 5 }).content[0]!;
    expect(screen.getByRole('link', { name: first.title }).getAttribute('href')).toBe(`/optics/zh/newsDetails/${first.id}/`);
  });

  it('shows all four tabs by default, starting on the configured one; a single tab needs no tablist', async () => {
    const { requests } = await renderBlock(newsList, { code: 'selnews', props: { tab: 4 } }, { bootstrap: sampleBootstrap('ecology'), get: newsOf('ecology') });
    expect(await screen.findByRole('tab', { name: 'Statement', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 2, name: 'News' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { tab: 4, size: 6 } }]);
    cleanup();

    await renderBlock(newsList, { code: 'selnews', props: { tabs: [2] } }, { bootstrap: sampleBootstrap('ecology'), get: newsOf('ecology') });
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows "No data" for an empty tab', async () => {
    await renderBlock(newsList, sampleModule('optics', 'selnews'), { bootstrap: sampleBootstrap('optics'), get: () => asPage([]) });
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('renders a hostile title as text', async () => {
    const [item] = seed('optics').news;
    const { container } = await renderBlock(newsList, sampleModule('optics', 'selnews'), {
      bootstrap: sampleBootstrap('optics'),
      get: () => asPage([{ ...item!, title: hostile, enTitle: hostile }]),
    });
    expect(await screen.findByRole('link', { name: hostile })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('accepts the props of the sample sites, with defaults', () => {
    for (const { module } of sampleModules('selnews')) expect(newsListProps.safeParse(module.props).success).toBe(true);
    expect(newsListProps.parse({})).toEqual({ limit: 6, tabs: [1, 2, 3, 4], tab: 1 });
    expect(newsListProps.parse({ tabs: ['3', 1] }).tabs).toEqual([3, 1]);
    expect(newsListProps.safeParse({ tabs: [5] }).success).toBe(false);
    expect(newsListProps.safeParse({ tabs: [1, 1] }).success).toBe(false);
  });
});
