// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { asPage, hostile } from '../../../kits/home/__tests__/fixtures.ts';
import { longDate, never, refused, seedOf, uiText, unreachable } from '../../../kits/news/__tests__/fixtures.ts';
import newsCentre from '../index.ts';
import { newsCentreProps } from '../contract.ts';

const path = '/rc-pub/front/news/list';
const news = seedOf('optics').news;

/** The news endpoint over the optics seed: one tab, newest first, a page of `size`. */
function newsList(_path: string, query: Record<string, string | number | undefined>) {
  const size = Number(query.size);
  const all = news.filter((item) => item.tab === Number(query.tab)).sort((a, b) => b.publishDate.localeCompare(a.publishDate));
  const pageNumber = Number(query.page);
  return { content: all.slice(pageNumber * size, (pageNumber + 1) * size), totalElements: all.length, totalPages: Math.ceil(all.length / size), number: pageNumber, size };
}

const tabNames = ['1', '2', '3', '4'].map((tab) => uiText('en', `blocks.newsTabs.${tab}`));

describe('news centre (newsCentre)', () => {
  it('shows the heading, the four tabs as links with the current one marked, and the tab’s news with dates', async () => {
    const { requests } = await renderBlock(newsCentre, { code: 'newsCentre', props: { tab: 2 } }, { bootstrap: sampleBootstrap('optics'), url: 'http://localhost/en/news/2/', get: newsList });
    expect(await screen.findByRole('heading', { level: 1, name: uiText('en', 'news.heading') })).toBeTruthy();
    expect(requests).toContainEqual({ path, query: { tab: 2, page: 0, size: 10 } });
    const tabs = within(screen.getByRole('navigation', { name: uiText('en', 'news.tabsLabel') })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(tabNames);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(['/en/news/1/', '/en/news/2/', '/en/news/3/', '/en/news/4/']);
    expect(tabs.map((tab) => tab.getAttribute('aria-current'))).toEqual([null, 'page', null, null]);

    const expected = newsList(path, { tab: 2, page: 0, size: 10 }).content;
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(expected.map((item) => item.enTitle));
    const first = expected[0]!;
    expect(within(headings[0]!).getByRole('link').getAttribute('href')).toBe(`/en/newsDetails/${first.id}/`);
    const time = headings[0]!.closest('li')!.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe(first.publishDate);
    expect(time.textContent).toBe(longDate(first.publishDate, 'en'));
    // A cover beside a title is decoration: the title says what it shows.
    for (const image of headings[0]!.closest('li')!.querySelectorAll('img')) expect(image.getAttribute('alt')).toBe('');
  });

  it('is in Chinese on a zh site route, with the menu item’s name as the heading', async () => {
    const bootstrap = sampleBootstrap('optics');
    const item = bootstrap.menu.flatMap((entry) => entry.children).find((entry) => entry.id === 1402)!;
    await renderBlock(newsCentre, { code: 'newsCentre', props: { tab: 2, menuId: item.id } }, { bootstrap, lang: 'zh', url: 'http://localhost/optics/zh/news/1402/', get: newsList });
    expect(await screen.findByRole('heading', { level: 1, name: item.name })).toBeTruthy();
    const first = newsList(path, { tab: 2, page: 0, size: 10 }).content[0]!;
    expect(screen.getByRole('link', { name: first.title }).getAttribute('href')).toBe(`/optics/zh/newsDetails/${first.id}/`);
    expect(screen.getByRole('link', { name: uiText('zh', 'blocks.newsTabs.1') }).getAttribute('href')).toBe('/optics/zh/news/1/');
    expect(document.querySelector('time')!.textContent).toBe(longDate(first.publishDate, 'zh-CN'));
  });

  it('on /news keeps the menu’s query in the tab links, changing only `type` (and dropping `page`)', async () => {
    const url = 'http://localhost/news?type=1&code=news&columnName=Journal%20News&childId=999&slds=optics&lang=en&page=1';
    await renderBlock(newsCentre, { code: 'newsCentre', props: { tab: '1', columnName: 'Journal News', links: 'type', page: 1 } }, { bootstrap: sampleBootstrap('optics'), url, get: newsList });
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal News' })).toBeTruthy();
    const announcement = new URL(screen.getByRole('link', { name: tabNames[1] }).getAttribute('href')!, 'http://localhost');
    expect(announcement.pathname).toBe('/news');
    expect(Object.fromEntries(announcement.searchParams)).toEqual({ code: 'news', columnName: 'Journal News', childId: '999', slds: 'optics', lang: 'en', type: '2' });
  });

  it('on newsInfo addresses each tab by its position', async () => {
    await renderBlock(newsCentre, { code: 'newsCentre', props: { tab: 1, menuId: 1403, links: 'newsInfo' } }, { bootstrap: sampleBootstrap('optics'), url: 'http://localhost/en/newsInfo/1403/0/', get: newsList });
    expect(await screen.findByRole('heading', { level: 1, name: 'Research Updates' })).toBeTruthy();
    expect(screen.getAllByRole('link', { current: 'page' })[0]!.getAttribute('href')).toBe('/en/newsInfo/1403/0/');
    expect(screen.getByRole('link', { name: tabNames[3] }).getAttribute('href')).toBe('/en/newsInfo/1403/3/');
  });

  it('pages through with ?page= links (0-based, the first page without one)', async () => {
    const many = Array.from({ length: 10 }, (_, index) => ({ ...news[0]!, id: 5000 + index, enTitle: `Item ${index}` }));
    const get = () => ({ ...asPage(many, 10), totalElements: 25, totalPages: 3, number: 1 });
    await renderBlock(newsCentre, { code: 'newsCentre', props: { tab: 1, page: 1 } }, { bootstrap: sampleBootstrap('optics'), url: 'http://localhost/en/news/1/?page=1', get });
    const pager = await screen.findByRole('navigation', { name: uiText('en', 'common.pager.label') });
    const link = (name: string) => within(pager).getByRole('link', { name }).getAttribute('href');
    expect(link('Page 1')).toBe('/en/news/1/');
    expect(link('Page 3')).toBe('/en/news/1/?page=2');
    expect(within(pager).getByRole('link', { current: 'page' }).textContent).toBe('2');
    expect(link(uiText('en', 'common.pager.previous'))).toBe('/en/news/1/');
    expect(link(uiText('en', 'common.pager.next'))).toBe('/en/news/1/?page=2');
  });

  it('says "No data" for an empty tab and shows a hostile title as text', async () => {
    await renderBlock(newsCentre, { code: 'newsCentre', props: {} }, { bootstrap: sampleBootstrap('optics'), get: () => asPage([]) });
    expect((await screen.findByRole('status')).textContent).toBe(uiText('en', 'common.noData'));
    await renderBlock(newsCentre, { code: 'newsCentre', props: {} }, { bootstrap: sampleBootstrap('ecology'), get: () => asPage([{ ...news[0]!, enTitle: hostile }]) });
    expect(await screen.findByRole('link', { name: hostile })).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('is loading while the list is on its way', async () => {
    const { container } = await renderBlock(newsCentre, { code: 'newsCentre', props: {} }, { bootstrap: sampleBootstrap('optics'), get: never });
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('says "Data acquisition failed" when the API fails, and loads on retry', async () => {
    let calls = 0;
    const get = (requestPath: string, query: Record<string, string | number | undefined>) => {
      calls += 1;
      if (calls === 1) throw unreachable(requestPath);
      return newsList(requestPath, query);
    };
    await renderBlock(newsCentre, { code: 'newsCentre', props: {} }, { bootstrap: sampleBootstrap('optics'), get });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(uiText('en', 'common.dataFailed'));
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: uiText('en', 'common.retry') }));
    const first = newsList(path, { tab: 1, page: 0, size: 10 }).content[0]!;
    expect(await screen.findByRole('link', { name: first.enTitle })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a refusal inside the block too', async () => {
    await renderBlock(newsCentre, { code: 'newsCentre', props: {} }, { bootstrap: sampleBootstrap('optics'), get: (requestPath) => Promise.reject(refused(requestPath)) });
    expect((await screen.findByRole('alert')).textContent).toContain(uiText('en', 'common.dataFailed'));
  });

  it('reads what a URL gives leniently: a tab that is not one and a bad page fall back', () => {
    expect(newsCentreProps.parse({ tab: '9', page: 'x', menuId: 'abc', links: 'other' })).toEqual({ tabs: [1, 2, 3, 4], tab: undefined, page: 0, menuId: undefined, columnName: '', links: 'path' });
    expect(newsCentreProps.parse({ tab: '3', page: '2' })).toMatchObject({ tab: 3, page: 2 });
  });
});
