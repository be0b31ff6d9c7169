// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { hostile, seed } from '../../../kits/home/__tests__/fixtures.ts';
import bookDetail from '../index.ts';

afterEach(cleanup);

type SeedBook = {
  id: number;
  title: string;
  enTitle: string;
  isbn: string;
  editionCode: string;
  publisher: string;
  publishDate: string;
  chiefEditor: string;
  catalogue: string[];
  abstract: string;
  enAbstract: string;
  coverUrl: string;
};
const [book] = seed('optics').books as unknown as SeedBook[];

const render = (data: unknown, { lang = 'en' as 'en' | 'zh' } = {}) =>
  renderBlock(bookDetail, { code: 'bookDetail', props: { bookId: String(book!.id) } }, {
    bootstrap: sampleBootstrap('optics'),
    lang,
    url: `http://localhost/bookList?slds=optics&lang=${lang}&id=${book!.id}`,
    get: () => {
      if (data instanceof Error) throw data;
      return data;
    },
  });

describe('book details (/bookList?id=…)', () => {
  it('shows the title, cover, facts, abstract and table of contents, and the way back to the list', async () => {
    const { requests } = await render(book);
    expect(await screen.findByRole('heading', { level: 1, name: book!.enTitle })).toBeTruthy();
    expect(requests[0]).toEqual({ path: '/rc-pub/front/book/detail', query: { id: book!.id } });
    expect(screen.getByRole('img', { name: `Cover of ${book!.enTitle}` }).getAttribute('src')).toBe(book!.coverUrl);
    const facts = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({ ISBN: book!.isbn, Edition: book!.editionCode, Publisher: book!.publisher, 'Chief editor': book!.chiefEditor });
    expect(facts['Publication date']).toBeTruthy();
    expect(screen.getByText(book!.enAbstract)).toBeTruthy();
    const contents = screen.getByRole('heading', { level: 2, name: 'Table of contents' }).nextElementSibling as HTMLElement;
    expect(within(contents).getAllByRole('listitem').map((item) => item.textContent)).toEqual(book!.catalogue);
    expect(screen.getByRole('link', { name: 'All books' }).getAttribute('href')).toBe('/bookList?slds=optics&lang=en');
  });

  it('shows the Chinese title and abstract in Chinese', async () => {
    await render(book, { lang: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: book!.title })).toBeTruthy();
    expect(screen.getByText(book!.abstract)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '目录' })).toBeTruthy();
  });

  it('leaves out facts the book does not have', async () => {
    await render({ ...book!, isbn: '', editionCode: '', catalogue: [], enAbstract: '', abstract: '', coverUrl: '' });
    await screen.findByRole('heading', { level: 1, name: book!.enTitle });
    expect(screen.queryByText('ISBN')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Table of contents' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says the section failed when the book cannot be had', async () => {
    await render(new Error('service down'));
    expect(await screen.findByText('This section could not be displayed.')).toBeTruthy();
  });

  it('renders hostile text as text', async () => {
    const { container } = await render({ ...book!, enTitle: hostile, catalogue: [hostile] });
    expect(await screen.findByRole('heading', { level: 1, name: hostile })).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
