// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { articleRows, asPage, distinct, hostile, sampleModule, sampleModules, type Sld } from '../../../kits/home/__tests__/fixtures.ts';
import selectedArticles from '../index.ts';
import { selectedArticlesProps } from '../contract.ts';
import { windowStart } from '../../../schemas/content/ranking-window.ts';

afterEach(cleanup);

const path = '/rc-pub/front/front-article/list';
type Row = ReturnType<typeof articleRows>[number];

/** The list endpoint over a site's seed articles: sorted by the asked sort, newest or largest first. */
function articleList(sld: Sld) {
  const rows = articleRows(sld, () => true);
  return (_path: string, query: Record<string, string | number | undefined>) => {
    const sort = String(query.sort) as keyof Row;
    const since = query.since === undefined ? '' : String(query.since);
    const sorted = [...rows].filter((row) => String(row.publishDate ?? '') >= since).sort((a, b) => String(b[sort]).localeCompare(String(a[sort]), 'en', { numeric: true }) || a.id - b.id);
    return asPage(sorted.slice(0, Number(query.size)), Number(query.size));
  };
}

/** The ranking window optics configures for its module, as the list's `since` (spec §9). */
const opticsSince = () => {
  const since = windowStart(selectedArticlesProps.parse(sampleModule('optics', 'selarticle').props).window);
  return since === undefined ? {} : { since };
};

describe('selected articles (selarticle)', () => {
  it('shows the first tab prefetched and fetches another tab when it is chosen (optics, English)', async () => {
    const get = articleList('optics');
    const window = opticsSince();
    const { requests } = await renderBlock(selectedArticles, sampleModule('optics', 'selarticle'), { bootstrap: sampleBootstrap('optics'), get });
    expect(await screen.findByRole('heading', { level: 2, name: 'Featured Articles' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { sort: 'visits', size: 6, ...window } }]);

    const tablist = screen.getByRole('tablist', { name: 'Featured Articles' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Most Read', 'Most Downloaded', 'Most Cited']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Most Read' });
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);

    const mostRead = get(path, { sort: 'visits', size: 6, ...window }).content;
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(mostRead.length);
    expect(within(items[0]!).getByRole('link', { name: mostRead[0]!.enTitle }).getAttribute('href')).toBe(`/en/article/${mostRead[0]!.id}/`);
    // Style 2 ranks: each article shows the count it is ranked by.
    expect(items[0]!.textContent).toContain(`${mostRead[0]!.visits} views`);

    fireEvent.click(tabs[1]!);
    const mostDownloaded = get(path, { sort: 'downloads', size: 6, ...window }).content;
    expect(await screen.findByRole('link', { name: mostDownloaded[0]!.enTitle })).toBeTruthy();
    expect(distinct(requests)).toEqual([
      { path, query: { sort: 'visits', size: 6, ...window } },
      { path, query: { sort: 'downloads', size: 6, ...window } },
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Most Downloaded' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Most Downloaded' }).getAttribute('aria-selected')).toBe('true');

    // Back to the first tab: its prefetched list, without asking again.
    fireEvent.click(screen.getByRole('tab', { name: 'Most Read' }));
    expect(await screen.findByRole('link', { name: mostRead[0]!.enTitle })).toBeTruthy();
    expect(distinct(requests)).toHaveLength(2);
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', async () => {
    const { requests } = await renderBlock(selectedArticles, sampleModule('optics', 'selarticle'), { bootstrap: sampleBootstrap('optics'), get: articleList('optics') });
    const first = await screen.findByRole('tab', { name: 'Most Read' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    const last = screen.getByRole('tab', { name: 'Most Cited' });
    expect(last.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(last);
    expect(last.tabIndex).toBe(0);
    fireEvent.keyDown(last, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'End' });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    await waitFor(() => expect(distinct(requests).map((request) => request.query.sort)).toEqual(['visits', 'referenceCount']));
  });

  it("lists Editors' choice (ecology, style 1) by publish date, in Chinese on a site route", async () => {
    const get = articleList('ecology');
    const { requests } = await renderBlock(selectedArticles, sampleModule('ecology', 'selarticle'), {
      bootstrap: sampleBootstrap('ecology'),
      lang: 'zh',
      url: 'http://localhost/ecology/zh/home/',
      get,
    });
    expect(await screen.findByRole('heading', { level: 2, name: '编辑推荐' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { sort: 'publishDate', size: 6 } }]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['编辑推荐', '最多阅读']);
    const newest = get(path, { sort: 'publishDate', size: 6 }).content[0]!;
    const link = screen.getByRole('link', { name: newest.title });
    expect(link.getAttribute('href')).toBe(`/ecology/zh/article/${newest.id}/`);
    expect(link.closest('li')!.querySelector('time')!.getAttribute('dateTime')).toBe(newest.publishDate);
  });

  it('starts on the configured tab and labels tabs without names from the block', async () => {
    const { requests } = await renderBlock(
      selectedArticles,
      { code: 'selarticle', styleId: 1, props: { tab: 2, limit: 3, tabs: [{ key: 'visits' }, { key: 'referenceCount' }] } },
      { bootstrap: sampleBootstrap('optics'), get: articleList('optics') },
    );
    expect(await screen.findByRole('tab', { name: 'Most cited', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Featured articles' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { sort: 'referenceCount', size: 3 } }]);
  });

  it('leaves the comment tab out where the site has no comments (aggregated.enableComment), and keeps it where it has', async () => {
    const module = { code: 'selarticle', styleId: 1, props: { limit: 3, tabs: [{ key: 'commentCount' }, { key: 'visits' }] } };
    const { requests } = await renderBlock(selectedArticles, module, { bootstrap: sampleBootstrap('ecology'), get: articleList('ecology') });
    // One tab left: a plain list of the most read, no tabs.
    expect(await screen.findByRole('heading', { level: 2, name: 'Featured articles' })).toBeTruthy();
    expect(screen.queryAllByRole('tab')).toEqual([]);
    expect(distinct(requests)).toEqual([{ path, query: { sort: 'visits', size: 3 } }]);
    cleanup();
    await renderBlock(selectedArticles, module, { bootstrap: sampleBootstrap('optics'), get: articleList('optics') });
    expect(await screen.findByRole('tab', { name: 'Most discussed', selected: true })).toBeTruthy();
  });

  it('shows "No data" for an empty tab and a failure with a retry for a tab that cannot load', async () => {
    let fail = true;
    await renderBlock(selectedArticles, sampleModule('optics', 'selarticle'), {
      bootstrap: sampleBootstrap('optics'),
      get: (_path, query) => {
        if (query.sort === 'visits') return asPage([]);
        if (fail) throw new Error('down');
        return articleList('optics')(_path, query);
      },
    });
    expect(await screen.findByText('No data')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Most Downloaded' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Data acquisition failed')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const downloaded = articleList('optics')(path, { sort: 'downloads', size: 6, ...opticsSince() }).content;
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(downloaded.length));
  });

  it('renders a hostile title as text', async () => {
    const [article] = articleRows('optics', () => true);
    const { container } = await renderBlock(selectedArticles, sampleModule('optics', 'selarticle'), {
      bootstrap: sampleBootstrap('optics'),
      get: () => asPage([{ ...article!, title: hostile, enTitle: hostile }]),
    });
    expect(await screen.findByRole('link', { name: hostile })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('ranks within the configured window (spec §9) and says so; all time by default', async () => {
    const { requests } = await renderBlock(
      selectedArticles,
      { code: 'selarticle', styleId: 2, props: { limit: 4, window: '6m', tabs: [{ key: 'downloads' }] } },
      { bootstrap: sampleBootstrap('optics'), get: articleList('optics') },
    );
    expect(await screen.findByText('Published in the last 6 months')).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { sort: 'downloads', size: 4, since: windowStart('6m') } }]);
    expect(selectedArticlesProps.parse({}).window).toBe('all');
    expect(selectedArticlesProps.safeParse({ window: '5y' }).success).toBe(false);
  });

  it('counts a window back by calendar months, in UTC', () => {
    const day = (text: string) => new Date(`${text}T12:00:00Z`);
    expect(windowStart('all', day('2026-11-21'))).toBeUndefined();
    expect(windowStart('3m', day('2026-11-21'))).toBe('2026-08-21');
    expect(windowStart('6m', day('2026-03-15'))).toBe('2025-09-15');
    expect(windowStart('1y', day('2026-01-05'))).toBe('2025-01-05');
    expect(windowStart('2y', day('2026-11-21'))).toBe('2024-11-21');
    expect(windowStart('3y', day('2026-02-28'))).toBe('2023-02-28');
    // From the 31st into a shorter month: its last day; a leap day a year later: 28 February.
    expect(windowStart('3m', day('2026-05-31'))).toBe('2026-02-28');
    expect(windowStart('1y', day('2024-02-29'))).toBe('2023-02-28');
  });

  it('accepts the props of the sample sites, with defaults', () => {
    const samples = sampleModules('selarticle');
    expect(samples).toHaveLength(2);
    for (const { module } of samples) expect(selectedArticlesProps.safeParse(module.props).success).toBe(true);
    expect(selectedArticlesProps.parse({}).tabs.map((tab) => tab.key)).toEqual(['visits', 'downloads', 'referenceCount']);
    expect(selectedArticlesProps.parse({})).toMatchObject({ tab: 1, limit: 6 });
    expect(selectedArticlesProps.safeParse({ tabs: [] }).success).toBe(false);
    expect(selectedArticlesProps.safeParse({ tabs: [{ key: 'visits' }, { key: 'visits' }] }).success).toBe(false);
    expect(selectedArticlesProps.safeParse({ tabs: [{ key: 'drop table' }] }).success).toBe(false);
    expect(selectedArticles.styleIds).toEqual([1, 2]);
  });
});
