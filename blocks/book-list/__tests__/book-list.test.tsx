// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { asPage, distinct, hostile, seed } from '../../../kits/home/__tests__/fixtures.ts';
import bookList from '../index.ts';
import { booksPerPage } from '../contract.ts';

afterEach(cleanup);

type SeedBook = { id: number; title: string; enTitle: string; chiefEditor: string; publisher: string; publishDate: string; coverUrl: string };
const books = (sld: 'optics' | 'ecology') => seed(sld).books as unknown as SeedBook[];

const render = (get: () => unknown, { url = 'http://localhost/bookList?slds=optics&lang=en', lang = 'en' as 'en' | 'zh', page = 0 } = {}) =>
  renderBlock(bookList, { code: 'bookList', props: { page } }, { bootstrap: sampleBootstrap('optics'), lang, url, get });

describe('book list (/bookList)', () => {
  it('lists books with cover (alt text), title, chief editor, publisher and date, each linking to its details', async () => {
    const list = books('optics');
    const { requests } = await render(() => asPage(list, booksPerPage));
    expect(await screen.findByRole('heading', { level: 1, name: 'Books' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path: '/rc-pub/front/book/list', query: { page: 0, size: booksPerPage } }]);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(list.length);
    for (const [index, book] of list.entries()) {
      const item = items[index]!;
      expect(within(item).getByRole('link', { name: book.enTitle }).getAttribute('href')).toBe(`/bookList?slds=optics&lang=en&id=${book.id}`);
      expect(within(item).getByRole('img').getAttribute('alt')).toBe(`Cover of ${book.enTitle}`);
      expect(item.textContent).toContain(`Chief editor: ${book.chiefEditor}`);
      expect(item.textContent).toContain(`Publisher: ${book.publisher}`);
      expect(item.querySelector('time')?.getAttribute('dateTime')).toBe(book.publishDate);
    }
  });

  it('writes dates in the reader’s language', async () => {
    const [book] = books('optics');
    await render(() => asPage([{ ...book!, publishDate: '2024-09-01' }]), { lang: 'zh', url: 'http://localhost/bookList?slds=optics' });
    expect((await screen.findByText('2024年9月1日')).tagName).toBe('TIME');
    expect(screen.getByRole('heading', { level: 1, name: '图书' })).toBeTruthy();
  });

  it('links its pages', async () => {
    await render(() => ({ content: books('optics'), totalElements: 30, totalPages: 3, number: 0, size: booksPerPage }));
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/bookList?slds=optics&lang=en&page=1');
  });

  it('shows "No data" when the site has no books', async () => {
    await render(() => asPage([]));
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('renders a hostile title as text', async () => {
    const [book] = books('optics');
    const { container } = await render(() => asPage([{ ...book!, enTitle: hostile }]));
    expect(await screen.findByRole('link', { name: hostile })).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
