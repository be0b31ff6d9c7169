// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { asPage, distinct, hostile, seed } from '../../../kits/home/__tests__/fixtures.ts';
import collectionList from '../index.ts';
import { albumsPerPage, collectionListProps } from '../contract.ts';

afterEach(cleanup);

const path = '/rc-pub/front/album/list';

/** Albums as the list endpoint answers them: without their items, with a count of them. */
const albums = (sld: 'optics' | 'ecology') => seed(sld).albums.map(({ items, ...album }) => ({ ...album, itemCount: items.length }));

type MenuEntry = { id: number; code: string; name: string; enName: string; children?: MenuEntry[] };
/** The sample site's menu entry that leads to the album list (spec §2 `virtualAlbum`/`newAlbum`). */
function albumMenuEntry(sld: 'optics' | 'ecology'): MenuEntry {
  const { items } = JSON.parse(readFileSync(`site-configs/${sld}/menu.json`, 'utf8')) as { items: MenuEntry[] };
  return items.flatMap((item) => [item, ...(item.children ?? [])]).find((item) => item.code === 'virtualAlbum' || item.code === 'newAlbum')!;
}

const render = (options: { sld?: 'optics' | 'ecology'; url: string; lang?: 'en' | 'zh'; get: () => unknown }) =>
  renderBlock(collectionList, { code: 'collectionList', props: Object.fromEntries(new URL(options.url).searchParams) }, {
    bootstrap: sampleBootstrap(options.sld ?? 'optics'),
    lang: options.lang ?? 'en',
    url: options.url,
    get: options.get,
  });

describe('collection list (collectionList/{id})', () => {
  it('heads the page with the menu entry’s name and lists every album: cover with alt text, name, description, count', async () => {
    const entry = albumMenuEntry('optics');
    const list = albums('optics');
    const { requests } = await renderBlock(collectionList, { code: 'collectionList', props: { menuId: String(entry.id) } }, {
      bootstrap: sampleBootstrap('optics'),
      url: `http://localhost/optics/en/collectionList/${entry.id}/`,
      get: () => asPage(list, albumsPerPage),
    });
    expect(await screen.findByRole('heading', { level: 1, name: entry.enName })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { page: 0, size: albumsPerPage } }]);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(list.length);
    for (const [index, album] of list.entries()) {
      const item = items[index]!;
      expect(within(item).getByRole('heading', { level: 2, name: album.enName })).toBeTruthy();
      expect(within(item).getByRole('link', { name: album.enName }).getAttribute('href')).toBe(`/optics/en/collections/${album.id}/`);
      expect(item.textContent).toContain(album.enDescription);
      expect(item.textContent).toContain(album.itemCount === 1 ? '1 item' : `${album.itemCount} items`);
      const cover = item.querySelector('img');
      if (album.coverUrl) expect(cover?.getAttribute('alt')).toBe(`Cover of ${album.enName}`);
      else expect(cover).toBeNull();
    }
  });

  it('shows Chinese names and the Chinese heading when the URL names no menu entry', async () => {
    const [album] = albums('ecology');
    await render({ sld: 'ecology', lang: 'zh', url: 'http://localhost/zh/collectionList/', get: () => asPage([album]) });
    expect(await screen.findByRole('heading', { level: 1, name: '虚拟专辑' })).toBeTruthy();
    expect(screen.getByRole('link', { name: album!.name }).getAttribute('href')).toBe(`/zh/collections/${album!.id}/`);
    expect(screen.getByText(new RegExp(`共 ${album!.itemCount} 项`))).toBeTruthy();
  });

  it('links its pages, keeping the address and dropping `page` for the first', async () => {
    const list = albums('optics');
    await render({ url: 'http://localhost/en/collectionList/9/?page=1', get: () => ({ content: list, totalElements: 30, totalPages: 3, number: 1, size: albumsPerPage }) });
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/en/collectionList/9/');
    expect(within(pager).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/en/collectionList/9/?page=2');
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
  });

  it('shows "No data" when the site has no albums', async () => {
    await render({ url: 'http://localhost/en/collectionList/', get: () => asPage([]) });
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says the section failed when the list cannot be had, keeping the rest of the page', async () => {
    await render({
      url: 'http://localhost/en/collectionList/',
      get: () => {
        throw new Error('service down');
      },
    });
    expect(await screen.findByText('This section could not be displayed.')).toBeTruthy();
  });

  it('renders hostile text as text', async () => {
    const [album] = albums('optics');
    const { container } = await render({ url: 'http://localhost/en/collectionList/', get: () => asPage([{ ...album!, enName: hostile, enDescription: hostile }]) });
    expect(await screen.findByRole('link', { name: hostile })).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('reads a page number the URL gets wrong as the first page', () => {
    expect(collectionListProps.parse({ page: '-2' })).toEqual({ page: 0 });
    expect(collectionListProps.parse({ page: 'x', menuId: '1206' })).toEqual({ page: 0, menuId: '1206' });
  });
});
