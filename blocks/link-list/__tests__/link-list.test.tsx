// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../schemas/menu.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { hostile } from '../../../kits/home/__tests__/fixtures.ts';
import { uiText } from '../../../kits/news/__tests__/fixtures.ts';
import linkList from '../index.ts';

const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flat(item.children)]);

describe('links (linkList, /newLink1)', () => {
  it('lists the footer’s related links and the menu’s external links, each opening in a new tab', async () => {
    const bootstrap = sampleBootstrap('optics');
    await renderBlock(linkList, { code: 'linkList' }, { bootstrap, url: 'http://localhost/newLink1?slds=optics&lang=en' });
    expect(await screen.findByRole('heading', { level: 1, name: uiText('en', 'news.links.heading') })).toBeTruthy();
    const related = screen.getByRole('heading', { level: 2, name: uiText('en', 'footer.friendshipLinks') }).closest('section')!;
    const relatedLinks = within(related).getAllByRole('link');
    expect(relatedLinks.map((link) => [link.firstChild?.textContent, link.getAttribute('href')])).toEqual(bootstrap.footer.friendshipLinks.map((link) => [link.enName, link.url]));
    expect(relatedLinks.every((link) => link.getAttribute('target') === '_blank' && link.getAttribute('rel')?.includes('noopener'))).toBe(true);
    const menu = screen.getByRole('heading', { level: 2, name: uiText('en', 'news.links.menu') }).closest('section')!;
    const jumps = flat(bootstrap.menu).filter((item) => item.code === 'jump' && item.enable);
    expect(within(menu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(jumps.map((item) => item.url));
  });

  it('shows links in Chinese on a zh page', async () => {
    const bootstrap = sampleBootstrap('optics');
    await renderBlock(linkList, { code: 'linkList' }, { bootstrap, lang: 'zh' });
    expect(await screen.findByRole('link', { name: new RegExp(bootstrap.footer.friendshipLinks[0]!.name) })).toBeTruthy();
  });

  it('says "No data" for a site that configures no links, and shows hostile names as text', async () => {
    const noJumps = (items: MenuItem[]): MenuItem[] => items.filter((item) => item.code !== 'jump').map((item) => ({ ...item, children: noJumps(item.children) }));
    const base = sampleBootstrap('ecology');
    await renderBlock(linkList, { code: 'linkList' }, { bootstrap: sampleBootstrap('ecology', { menu: noJumps(base.menu), footer: { ...base.footer, friendshipLinks: [] } }) });
    expect((await screen.findByRole('status')).textContent).toBe(uiText('en', 'common.noData'));
    await renderBlock(linkList, { code: 'linkList' }, {
      bootstrap: sampleBootstrap('ecology', { footer: { ...base.footer, friendshipLinks: [{ name: hostile, enName: hostile, url: 'https://example.org/' }] } }),
    });
    expect(await screen.findByRole('link', { name: new RegExp(hostile.replace(/[()]/g, '\\$&')) })).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
