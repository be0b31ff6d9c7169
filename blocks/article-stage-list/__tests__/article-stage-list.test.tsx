// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { articleRows, distinct, hostile } from '../../../kits/home/__tests__/fixtures.ts';
import articleStageList from '../index.ts';
import { articleStageListProps } from '../contract.ts';

const path = '/rc-pub/front/front-article/list';

/** Newest first, ties by id: as the list endpoint orders by publish date. */
const newestFirst = <T extends { id: number; publishDate?: string }>(rows: T[]) =>
  [...rows].sort((a, b) => String(b.publishDate).localeCompare(String(a.publishDate)) || a.id - b.id);

const onlineFirst = (sld: 'optics' | 'ecology') => newestFirst(articleRows(sld, (article) => article.firstStatus >= 1 && article.firstStatus <= 10));
const justAccepted = (sld: 'optics' | 'ecology') => newestFirst(articleRows(sld, (article) => article.firstStatus === -1));

/** A page of the list as the endpoint answers it, for a list of `total` articles. */
const pageOf = <T,>(content: T[], number: number, total = content.length, size = 20) => ({ content, totalElements: total, totalPages: Math.ceil(total / size), number, size });

describe('Online First and Just Accepted (onlineFirst, justAccepted)', () => {
  it('lists the Online First articles of optics with their stage, linking to each article', async () => {
    const articles = onlineFirst('optics');
    const { requests } = await renderBlock(articleStageList, { code: 'articleStageList', props: { status: 'onlineFirst' } }, {
      bootstrap: sampleBootstrap('optics'),
      url: 'http://localhost/en/onlineFirst/',
      get: () => pageOf(articles, 0),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Online first' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { status: 'onlineFirst', page: 0, size: 20 } }]);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(articles.length);
    articles.forEach((article, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('heading', { level: 2, name: article.enTitle })).toBeTruthy();
      expect(within(item).getByRole('link', { name: article.enTitle }).getAttribute('href')).toBe(`/en/article/${article.id}/`);
      expect(item.querySelector('.mh-stage')!.textContent).toBe('Online first · Corrected Proof');
      expect(item.querySelector('time')!.getAttribute('dateTime')).toBe(article.publishDate);
    });
    expect(screen.getByText(`${articles.length} articles`)).toBeTruthy();
    // One page: no pager.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('counts the proof in Chinese', async () => {
    const articles = onlineFirst('optics');
    await renderBlock(articleStageList, { code: 'articleStageList', props: { status: 'onlineFirst' } }, {
      bootstrap: sampleBootstrap('optics'),
      lang: 'zh',
      url: 'http://localhost/optics/zh/onlineFirst/',
      get: () => pageOf(articles, 0),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '网络首发' })).toBeTruthy();
    const stages = [...document.querySelectorAll('.mh-stage')].map((stage) => stage.textContent);
    expect(stages).toEqual(articles.map((article) => `网络首发 · 第${article.firstStatus}次校样`));
    expect(screen.getByRole('link', { name: articles[0]!.title }).getAttribute('href')).toBe(`/optics/zh/article/${articles[0]!.id}/`);
  });

  it('lists the Just Accepted articles of ecology as just accepted', async () => {
    const articles = justAccepted('ecology');
    // Ecology's publication settings turn the list off (the page is a 404, screens-journal.test.ts); here it is on.
    const ecology = sampleBootstrap('ecology');
    await renderBlock(articleStageList, { code: 'articleStageList', props: { status: 'justAccepted' } }, {
      bootstrap: { ...ecology, publication: { ...ecology.publication, justAccepted: true } },
      get: () => pageOf(articles, 0),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Just accepted' })).toBeTruthy();
    expect([...document.querySelectorAll('.mh-stage')].map((stage) => stage.textContent)).toEqual(articles.map(() => 'Just accepted'));
  });

  it('pages by 20 with links that keep the address and carry ?page=', async () => {
    const articles = onlineFirst('optics');
    const { requests } = await renderBlock(articleStageList, { code: 'articleStageList', props: { status: 'onlineFirst', page: '2' } }, {
      bootstrap: sampleBootstrap('optics'),
      url: 'http://localhost/optics/en/onlineFirst/?page=2',
      get: () => pageOf(articles, 2, 65),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { status: 'onlineFirst', page: 2, size: 20 } }]);
    const pager = screen.getByRole('navigation');
    expect(within(pager).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/optics/en/onlineFirst/');
    expect(within(pager).getByRole('link', { name: 'Page 4' }).getAttribute('href')).toBe('/optics/en/onlineFirst/?page=3');
    expect(within(pager).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/optics/en/onlineFirst/?page=1');
  });

  it('reads a page number that is not one as the first page', () => {
    expect(articleStageListProps.parse({ status: 'onlineFirst', page: 'abc' }).page).toBe(0);
    expect(articleStageListProps.parse({ status: 'justAccepted', page: '-3' }).page).toBe(0);
    expect(articleStageListProps.parse({ status: 'justAccepted' }).page).toBe(0);
    expect(articleStageListProps.safeParse({ status: 'published' }).success).toBe(false);
  });

  it('shows "No data" when there are no such articles, and a way back from a page past the last', async () => {
    await renderBlock(articleStageList, { code: 'articleStageList', props: { status: 'justAccepted' } }, { bootstrap: sampleBootstrap('optics'), get: () => pageOf([], 0) });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'No data');
    document.body.innerHTML = '';

    await renderBlock(articleStageList, { code: 'articleStageList', props: { status: 'onlineFirst', page: 9 } }, {
      bootstrap: sampleBootstrap('optics'),
      url: 'http://localhost/en/onlineFirst/?page=9',
      get: () => pageOf([], 9, 3),
    });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'No data');
    expect(screen.getByRole('link', { name: 'Back to the first page' }).getAttribute('href')).toBe('/en/onlineFirst/');
  });

  it('says the data could not be had when the list fails, and renders hostile titles as text', async () => {
    await renderBlock(articleStageList, { code: 'articleStageList', props: { status: 'onlineFirst' } }, {
      bootstrap: sampleBootstrap('optics'),
      url: 'http://localhost/en/onlineFirst/',
      get: () => {
        throw new Error('down');
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Data acquisition failed');
    expect(within(alert).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/en/onlineFirst/');
    document.body.innerHTML = '';

    const [article] = onlineFirst('optics');
    const { container } = await renderBlock(articleStageList, { code: 'articleStageList', props: { status: 'onlineFirst' } }, {
      bootstrap: sampleBootstrap('optics'),
      get: () => pageOf([{ ...article!, title: hostile, enTitle: hostile }], 0),
    });
    expect(await screen.findByRole('link', { name: hostile })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('is busy while the list loads', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => (answer = resolve));
    const { container } = await renderBlock(articleStageList, { code: 'articleStageList', props: { status: 'onlineFirst' } }, { bootstrap: sampleBootstrap('optics'), get: () => pending });
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    answer(pageOf(onlineFirst('optics'), 0));
    expect(await screen.findByRole('heading', { level: 1, name: 'Online first' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
  });
});
