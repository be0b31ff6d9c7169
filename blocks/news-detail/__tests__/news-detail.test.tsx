// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { hostile } from '../../../kits/home/__tests__/fixtures.ts';
import { longDate, never, seedOf, uiText, unreachable } from '../../../kits/news/__tests__/fixtures.ts';
import newsDetail from '../index.ts';

const path = '/rc-pub/front/news/detail';
const withCover = seedOf('optics').news.find((item) => item.coverUrl)!;

describe('news detail (newsDetail)', () => {
  it('shows the item: its title as the page heading, date, source, visits, cover with alt text and body paragraphs', async () => {
    const { requests } = await renderBlock(newsDetail, { code: 'newsDetail', props: { newsId: withCover.id } }, { bootstrap: sampleBootstrap('optics'), get: () => withCover });
    const article = await screen.findByRole('article');
    expect(requests).toEqual([{ path, query: { id: withCover.id } }]);
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(withCover.enTitle);
    const time = article.querySelector('time')!;
    expect([time.getAttribute('dateTime'), time.textContent]).toEqual([withCover.publishDate, longDate(withCover.publishDate, 'en')]);
    expect(article.textContent).toContain(withCover.source);
    expect(article.textContent).toContain(uiText('en', 'news.visits_other').replace('{{count}}', String(withCover.visits)));
    const cover = within(article).getByRole('img');
    expect(cover.getAttribute('src')).toBe(withCover.coverUrl);
    expect(cover.getAttribute('alt')).toContain(withCover.enTitle);
    const paragraphs = [...article.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
    for (const paragraph of withCover.enBody) expect(paragraphs).toContain(paragraph);
    expect(within(article).getByRole('link', { name: new RegExp(uiText('en', `blocks.newsTabs.${withCover.tab}`)) }).getAttribute('href')).toBe(`/en/news/${withCover.tab}/`);
  });

  it('shows the Chinese text on a zh page, and marks text that is not in the page’s language', async () => {
    await renderBlock(newsDetail, { code: 'newsDetail', props: { newsId: withCover.id } }, { bootstrap: sampleBootstrap('optics'), lang: 'zh', url: 'http://localhost/optics/zh/newsDetails/1/', get: () => withCover });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(withCover.title);
    expect(screen.getByText(withCover.body[0]!)).toBeTruthy();
    expect(document.querySelector('time')!.textContent).toBe(longDate(withCover.publishDate, 'zh-CN'));
    const english = { ...withCover, title: withCover.enTitle, body: [], enBody: ['Only in English.'] };
    await renderBlock(newsDetail, { code: 'newsDetail', props: { newsId: 1 } }, { bootstrap: sampleBootstrap('optics'), lang: 'zh', get: () => english });
    expect((await screen.findByText('Only in English.')).closest('[lang]')!.getAttribute('lang')).toBe('en');
  });

  it('shows the summary of an item that has no body, and hostile text as text', async () => {
    const summaryOnly = { ...withCover, body: [], enBody: [], enSummary: hostile, enTitle: hostile };
    await renderBlock(newsDetail, { code: 'newsDetail', props: { newsId: 1 } }, { bootstrap: sampleBootstrap('ecology'), get: () => summaryOnly });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(hostile);
    expect(screen.getByText(hostile, { selector: 'p' })).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('is loading while the item is on its way', async () => {
    const { container } = await renderBlock(newsDetail, { code: 'newsDetail', props: { newsId: 1 } }, { bootstrap: sampleBootstrap('optics'), get: never });
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  it('says "Data acquisition failed" under the screen’s heading when the API fails, and loads on retry', async () => {
    let calls = 0;
    await renderBlock(newsDetail, { code: 'newsDetail', props: { newsId: withCover.id } }, {
      bootstrap: sampleBootstrap('optics'),
      get: (requestPath) => {
        calls += 1;
        if (calls === 1) throw unreachable(requestPath);
        return withCover;
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(uiText('en', 'common.dataFailed'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(uiText('en', 'screens.titles.newsDetails'));
    fireEvent.click(within(alert).getByRole('button'));
    expect((await screen.findByRole('article')).querySelector('h1')!.textContent).toBe(withCover.enTitle);
  });
});
