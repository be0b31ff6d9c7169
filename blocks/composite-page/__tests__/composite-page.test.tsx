// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../schemas/menu.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { asPage } from '../../../kits/home/__tests__/fixtures.ts';
import { never, seedOf, uiText, unreachable } from '../../../kits/news/__tests__/fixtures.ts';
import compositePage from '../index.ts';

const ecology = seedOf('ecology');
const composite = sampleBootstrap('ecology').menu.flatMap((item) => item.children).find((item) => item.code === 'newComposite')!;
const sections = ecology.pages.find((entry) => entry.menuId === composite.id)!;

/** The ecology menu with the composite item changed (a news column, children). */
function withComposite(change: Partial<MenuItem>) {
  const base = sampleBootstrap('ecology');
  const edit = (items: MenuItem[]): MenuItem[] => items.map((item) => (item.id === composite.id ? { ...item, ...change } : { ...item, children: edit(item.children) }));
  return sampleBootstrap('ecology', { menu: edit(base.menu) });
}

describe('composite page (compositePage)', () => {
  it('shows the item’s sections; an item that names no news column asks for no news', async () => {
    const { requests } = await renderBlock(compositePage, { code: 'compositePage', props: { menuId: composite.id } }, { bootstrap: sampleBootstrap('ecology'), get: () => sections });
    expect(await screen.findByRole('heading', { level: 1, name: composite.enName })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(sections.sections.map((section) => section.enTitle));
    expect(requests.map((request) => request.path)).toEqual(['/rc-pub/front/channel/info']);
  });

  it('adds its news column’s latest news and its sub-pages when the item has them', async () => {
    const news = ecology.news.filter((item) => item.tab === 2);
    const child: MenuItem = { ...composite, id: 9001, code: 'item', name: '子页面', enName: 'A sub-page', route: '', children: [], newsDataType: null, linkValue: '' };
    const bootstrap = withComposite({ newsDataType: 2, children: [child] });
    const { requests } = await renderBlock(compositePage, { code: 'compositePage', props: { menuId: composite.id } }, {
      bootstrap,
      get: (requestPath) => (requestPath.endsWith('/news/list') ? asPage(news) : { menuId: composite.id, sections: [] }),
    });
    const newsHeading = await screen.findByRole('heading', { level: 2, name: uiText('en', 'blocks.newsTabs.2') });
    expect(requests).toContainEqual({ path: '/rc-pub/front/news/list', query: { tab: 2, page: 0, size: 5 } });
    const newsPart = newsHeading.closest('section')!;
    expect(within(newsPart).getByRole('link', { name: news[0]!.enTitle }).getAttribute('href')).toBe(`/en/newsDetails/${news[0]!.id}/`);
    expect(within(newsPart).getByRole('link', { name: /^More/ }).getAttribute('href')).toBe('/en/news/2/');
    const subPages = screen.getByRole('heading', { level: 2, name: uiText('en', 'news.composite.subPages') }).closest('section')!;
    expect(within(subPages).getByRole('link', { name: 'A sub-page' }).getAttribute('href')).toBe('/en/info/9001/');
  });

  it('says "No data" when the item has nothing to show', async () => {
    await renderBlock(compositePage, { code: 'compositePage', props: { menuId: composite.id } }, { bootstrap: sampleBootstrap('ecology'), get: () => ({ menuId: composite.id, sections: [] }) });
    expect((await screen.findByRole('status')).textContent).toBe(uiText('en', 'common.noData'));
  });

  it('is loading, then says "Data acquisition failed" when the API fails', async () => {
    const { container } = await renderBlock(compositePage, { code: 'compositePage', props: { menuId: composite.id } }, { bootstrap: sampleBootstrap('ecology'), get: never });
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    await renderBlock(compositePage, { code: 'compositePage', props: { menuId: composite.id } }, { bootstrap: sampleBootstrap('ecology'), get: (requestPath) => Promise.reject(unreachable(requestPath)) });
    expect((await screen.findByRole('alert')).textContent).toContain(uiText('en', 'common.dataFailed'));
  });
});
