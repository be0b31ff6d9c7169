// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { articleRows, asPage } from '../../../kits/home/__tests__/fixtures.ts';
import { never, uiText, unreachable } from '../../../kits/news/__tests__/fixtures.ts';
import newArticles from '../index.ts';
import { newArticlesProps } from '../contract.ts';

const path = '/rc-pub/front/front-article/newArticle';
const prePublication = articleRows('optics', (article) => article.periodId === null && article.firstStatus !== 0);

describe('pre-publication and conference articles (newArticles, /newArticle)', () => {
  it('lists pre-publication articles first, with both lists as tabs that keep the page’s query', async () => {
    const { requests } = await renderBlock(newArticles, { code: 'newArticles', props: {} }, { bootstrap: sampleBootstrap('optics'), url: 'http://localhost/newArticle?slds=optics&lang=en', get: () => asPage(prePublication) });
    expect(await screen.findByRole('heading', { level: 1, name: uiText('en', 'news.newArticles.heading') })).toBeTruthy();
    expect(requests).toEqual([{ path, query: { kind: 'prePublication', page: 0, size: 20 } }]);
    const tabs = within(screen.getByRole('navigation', { name: uiText('en', 'news.newArticles.tabsLabel') })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      [uiText('en', 'news.newArticles.kinds.prePublication'), '/newArticle?slds=optics&lang=en', 'page'],
      [uiText('en', 'news.newArticles.kinds.conference'), '/newArticle?slds=optics&lang=en&kind=conference', null],
    ]);
    const first = prePublication[0]!;
    expect(screen.getByRole('link', { name: first.enTitle }).getAttribute('href')).toBe(`/optics/en/article/${first.id}/`);
  });

  it('asks for conference papers on that tab, and says "No data" when there are none', async () => {
    const { requests } = await renderBlock(newArticles, { code: 'newArticles', props: { kind: 'conference' } }, { bootstrap: sampleBootstrap('optics'), get: () => asPage([]) });
    expect((await screen.findByRole('status')).textContent).toBe(uiText('en', 'common.noData'));
    expect(requests[0]!.query.kind).toBe('conference');
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe(uiText('en', 'news.newArticles.kinds.conference'));
  });

  it('is loading, then says "Data acquisition failed" when the API fails', async () => {
    const { container } = await renderBlock(newArticles, { code: 'newArticles', props: {} }, { bootstrap: sampleBootstrap('optics'), get: never });
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    await renderBlock(newArticles, { code: 'newArticles', props: {} }, { bootstrap: sampleBootstrap('optics'), get: (requestPath) => Promise.reject(unreachable(requestPath)) });
    expect((await screen.findByRole('alert')).textContent).toContain(uiText('en', 'common.dataFailed'));
  });

  it('reads an unknown kind as the first list', () => {
    expect(newArticlesProps.parse({ kind: 'poster', page: '-1' })).toEqual({ kind: 'prePublication', page: 0 });
  });
});
