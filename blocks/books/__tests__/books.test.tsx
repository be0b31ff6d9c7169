// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { asPage, distinct, hostile, sampleModule, sampleModules, seed } from '../../../kits/home/__tests__/fixtures.ts';
import books from '../index.ts';
import { booksProps } from '../contract.ts';

afterEach(cleanup);

const path = '/rc-pub/front/book/list';

describe('books (books)', () => {
  it('shows each book with cover, title, chief editor and publisher (ecology, English)', async () => {
    const list = seed('ecology').books;
    const { requests } = await renderBlock(books, sampleModule('ecology', 'books'), { bootstrap: sampleBootstrap('ecology'), get: () => asPage(list, 4) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Recommended Books' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { size: 4 } }]);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(list.length);
    const first = list[0]! as (typeof list)[number] & { chiefEditor: string; publisher: string; coverUrl: string };
    expect(within(items[0]!).getByRole('heading', { level: 3, name: first.enTitle })).toBeTruthy();
    expect(items[0]!.textContent).toContain(`Chief editor: ${first.chiefEditor}`);
    expect(items[0]!.textContent).toContain(`Publisher: ${first.publisher}`);
    expect(items[0]!.querySelector('img')!.getAttribute('src')).toBe(first.coverUrl);
  });

  it('shows books in Chinese', async () => {
    const list = seed('optics').books;
    await renderBlock(books, { code: 'books', name: '推荐图书', enName: 'Books', props: {} }, {
      bootstrap: sampleBootstrap('optics'),
      lang: 'zh',
      url: 'http://localhost/optics/zh/home/',
      get: () => asPage(list),
    });
    expect(await screen.findByRole('heading', { level: 2, name: '推荐图书' })).toBeTruthy();
    const first = list[0]! as (typeof list)[number] & { chiefEditor: string; publisher: string };
    expect(screen.getByRole('heading', { level: 3, name: first.title })).toBeTruthy();
    expect(screen.getByText(`主编：${first.chiefEditor}`)).toBeTruthy();
    expect(screen.getByText(`出版社：${first.publisher}`)).toBeTruthy();
  });

  it('shows "No data" when there are no books', async () => {
    await renderBlock(books, sampleModule('ecology', 'books'), { bootstrap: sampleBootstrap('ecology'), get: () => asPage([]) });
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('renders a hostile title as text', async () => {
    const [book] = seed('ecology').books;
    const { container } = await renderBlock(books, sampleModule('ecology', 'books'), {
      bootstrap: sampleBootstrap('ecology'),
      get: () => asPage([{ ...book!, title: hostile, enTitle: hostile, publisher: hostile }]),
    });
    expect(await screen.findByRole('heading', { level: 3, name: hostile })).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('accepts the props of the sample sites, with defaults', () => {
    const samples = sampleModules('books');
    expect(samples.length).toBeGreaterThan(0);
    for (const { module } of samples) expect(booksProps.safeParse(module.props).success).toBe(true);
    expect(booksProps.parse({})).toEqual({ limit: 6 });
  });
});
