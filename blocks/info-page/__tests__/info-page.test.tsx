// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { hostile } from '../../../kits/home/__tests__/fixtures.ts';
import { never, seedOf, uiText, unreachable } from '../../../kits/news/__tests__/fixtures.ts';
import infoPage from '../index.ts';

const path = '/rc-pub/front/channel/info';
const pages = seedOf('optics').pages;
const guide = pages.find((entry) => entry.sections.length > 1)!;
const chineseOnly = pages.find((entry) => entry.sections.every((section) => section.enBody.length === 0))!;
const menuItem = (id: number) => sampleBootstrap('optics').menu.flatMap((item) => [item, ...item.children]).find((item) => item.id === id)!;

describe('information page (infoPage)', () => {
  it('shows the menu item’s name as the page heading and each section with its heading and paragraphs', async () => {
    const { requests } = await renderBlock(infoPage, { code: 'infoPage', props: { menuId: guide.menuId } }, { bootstrap: sampleBootstrap('optics'), get: () => guide });
    expect(await screen.findByRole('heading', { level: 1, name: menuItem(guide.menuId).enName })).toBeTruthy();
    expect(requests).toEqual([{ path, query: { id: guide.menuId } }]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(guide.sections.map((section) => section.enTitle));
    for (const section of guide.sections) for (const paragraph of section.enBody) expect(screen.getByText(paragraph).tagName).toBe('P');
  });

  it('is in Chinese on a zh page', async () => {
    await renderBlock(infoPage, { code: 'infoPage', props: { menuId: guide.menuId } }, { bootstrap: sampleBootstrap('optics'), lang: 'zh', get: () => guide });
    expect(await screen.findByRole('heading', { level: 1, name: menuItem(guide.menuId).name })).toBeTruthy();
    expect(screen.getByText(guide.sections[0]!.body[0]!)).toBeTruthy();
  });

  it('marks a heading and text that exist only in Chinese on an English page', async () => {
    await renderBlock(infoPage, { code: 'infoPage', props: { menuId: chineseOnly.menuId } }, { bootstrap: sampleBootstrap('optics'), get: () => chineseOnly });
    const item = menuItem(chineseOnly.menuId);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(item.enName || item.name);
    if (!item.enName) expect(heading.getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByText(chineseOnly.sections[0]!.body[0]!).closest('[lang]')!.getAttribute('lang')).toBe('zh-CN');
  });

  it('says "No data" for an item without content, and shows hostile text as text', async () => {
    await renderBlock(infoPage, { code: 'infoPage', props: { menuId: 1306 } }, { bootstrap: sampleBootstrap('optics'), get: () => ({ menuId: 1306, sections: [] }) });
    expect((await screen.findByRole('status')).textContent).toBe(uiText('en', 'common.noData'));
    expect(screen.getByRole('heading', { level: 1, name: menuItem(1306).enName })).toBeTruthy();
    await renderBlock(infoPage, { code: 'infoPage', props: { menuId: 1306 } }, {
      bootstrap: sampleBootstrap('optics'),
      get: () => ({ menuId: 1306, sections: [{ title: hostile, enTitle: hostile, body: [hostile], enBody: [hostile] }] }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: hostile })).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('is loading while the page is on its way', async () => {
    const { container } = await renderBlock(infoPage, { code: 'infoPage', props: { menuId: guide.menuId } }, { bootstrap: sampleBootstrap('optics'), get: never });
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  it('says "Data acquisition failed" when the API fails, and loads on retry', async () => {
    let calls = 0;
    await renderBlock(infoPage, { code: 'infoPage', props: { menuId: guide.menuId } }, {
      bootstrap: sampleBootstrap('optics'),
      get: (requestPath) => {
        calls += 1;
        if (calls === 1) throw unreachable(requestPath);
        return guide;
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(uiText('en', 'common.dataFailed'));
    fireEvent.click(within(alert).getByRole('button', { name: uiText('en', 'common.retry') }));
    expect(await screen.findByRole('heading', { level: 2, name: guide.sections[0]!.enTitle })).toBeTruthy();
  });
});
