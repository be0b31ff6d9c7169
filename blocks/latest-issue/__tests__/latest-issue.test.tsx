// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { articleRows, asPage, distinct, hostile, latestPeriods, sampleModule, sampleModules } from '../../../kits/home/__tests__/fixtures.ts';
import latestIssue from '../index.ts';
import { latestIssueProps } from '../contract.ts';

afterEach(cleanup);

const path = '/rc-pub/front/front-article/list';

function opticsIssue() {
  const [current] = latestPeriods('optics');
  return { period: current!, articles: articleRows('optics', (article) => article.periodId === current!.id) };
}

describe('latest issue (latestIssue)', () => {
  it('lists the current issue of optics in English: label, cover, titles linking to articles, authors, pages', async () => {
    const { period, articles } = opticsIssue();
    const { requests, container } = await renderBlock(latestIssue, sampleModule('optics', 'latestIssue'), {
      bootstrap: sampleBootstrap('optics', { latestPeriods: latestPeriods('optics') }),
      get: () => asPage(articles, 8),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Current Issue' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { periodId: period.id, size: 8 } }]);
    expect(screen.getByRole('link', { name: '2026, Vol. 46, No. 2' }).getAttribute('href')).toBe('/en/issue/2026/2/');
    expect(screen.getByRole('img', { name: 'Cover of 2026, Vol. 46, No. 2' }).getAttribute('src')).toBe(period.coverUrl);

    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(articles.length);
    const first = articles[0]!;
    const link = within(items[0]!).getByRole('link', { name: first.enTitle });
    expect(link.getAttribute('href')).toBe(`/en/article/${first.id}/`);
    expect(items[0]!.textContent).toContain('pp. 1–11');
    expect(items[0]!.textContent).toContain('Research Articles');
    expect(screen.getByRole('link', { name: /^More/ }).getAttribute('href')).toBe('/en/issue/2026/2/');
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('names authors in the page language and shortens long author lists', async () => {
    const { articles } = opticsIssue();
    const many = { ...articles[0]!, authors: ['甲', '乙', '丙', '丁'].map((name, index) => ({ name, enName: `Author ${index + 1}` })) };
    await renderBlock(latestIssue, sampleModule('optics', 'latestIssue'), {
      bootstrap: sampleBootstrap('optics', { latestPeriods: latestPeriods('optics') }),
      get: () => asPage([many]),
    });
    expect(await screen.findByText('Author 1, Author 2, Author 3, et al.')).toBeTruthy();
  });

  it('lists the current issue in Chinese on a site route, with Chinese titles and links that keep the sld', async () => {
    const { articles } = opticsIssue();
    await renderBlock(latestIssue, sampleModule('optics', 'latestIssue'), {
      bootstrap: sampleBootstrap('optics', { latestPeriods: latestPeriods('optics') }),
      lang: 'zh',
      url: 'http://localhost/optics/zh/home/',
      get: () => asPage(articles, 8),
    });
    expect(await screen.findByRole('heading', { level: 2, name: '当期目录' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2026年 第46卷 第2期' }).getAttribute('href')).toBe('/optics/zh/issue/2026/2/');
    const first = articles[0]!;
    expect(screen.getByRole('link', { name: first.title }).getAttribute('href')).toBe(`/optics/zh/article/${first.id}/`);
    expect(screen.getByText('第1–11页')).toBeTruthy();
  });

  it('shows cards with abstracts in style 2 (ecology)', async () => {
    const [period] = latestPeriods('ecology');
    const articles = articleRows('ecology', (article) => article.periodId === period!.id);
    const { requests } = await renderBlock(latestIssue, sampleModule('ecology', 'latestIssue'), {
      bootstrap: sampleBootstrap('ecology', { latestPeriods: latestPeriods('ecology') }),
      get: () => asPage(articles, 6),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Latest Issue' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { periodId: period!.id, size: 6 } }]);
    const first = articles[0]! as unknown as { enAbstract: string; enTitle: string };
    expect(screen.getByText(first.enAbstract)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: first.enTitle })).toBeTruthy();
  });

  it('hides pages when showPages is off and the abstract unless showAbstract is on', async () => {
    const { articles } = opticsIssue();
    const { container } = await renderBlock(
      latestIssue,
      { ...sampleModule('optics', 'latestIssue'), props: { limit: 3, showPages: 0, showCover: 0 } },
      { bootstrap: sampleBootstrap('optics', { latestPeriods: latestPeriods('optics') }), get: () => asPage(articles, 3) },
    );
    await screen.findByRole('heading', { level: 2 });
    expect(container.textContent).not.toContain('pp.');
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).not.toContain((articles[0] as unknown as { enAbstract: string }).enAbstract);
  });

  it('shows "No data" when the issue has no articles, and when the site has no issue yet (without asking)', async () => {
    await renderBlock(latestIssue, sampleModule('optics', 'latestIssue'), {
      bootstrap: sampleBootstrap('optics', { latestPeriods: latestPeriods('optics') }),
      get: () => asPage([], 8),
    });
    expect(await screen.findByText('No data')).toBeTruthy();
    cleanup();

    const { requests } = await renderBlock(latestIssue, sampleModule('optics', 'latestIssue'), {
      bootstrap: sampleBootstrap('optics'),
      get: () => asPage([], 8),
    });
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(distinct(requests)).toEqual([]);
  });

  it('renders a hostile title as text', async () => {
    const { articles } = opticsIssue();
    const { container } = await renderBlock(latestIssue, sampleModule('optics', 'latestIssue'), {
      bootstrap: sampleBootstrap('optics', { latestPeriods: latestPeriods('optics') }),
      get: () => asPage([{ ...articles[0]!, title: hostile, enTitle: hostile }]),
    });
    expect(await screen.findByRole('link', { name: hostile })).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('accepts the props of the sample sites, with defaults', () => {
    const samples = sampleModules('latestIssue');
    expect(samples.map(({ sld }) => sld)).toEqual(['optics', 'ecology']);
    for (const { module } of samples) expect(latestIssueProps.safeParse(module.props).success).toBe(true);
    expect(latestIssueProps.parse({})).toEqual({ limit: 6, showCover: true, showAbstract: false });
    expect(latestIssueProps.safeParse({ limit: 0 }).success).toBe(false);
    expect(latestIssue.styleIds).toEqual([1, 2]);
  });
});
