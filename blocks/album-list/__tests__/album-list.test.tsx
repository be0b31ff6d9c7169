// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { asPage, distinct, hostile, sampleModule, sampleModules, seed } from '../../../kits/home/__tests__/fixtures.ts';
import albumList from '../index.ts';
import { albumListProps } from '../contract.ts';

afterEach(cleanup);

const path = '/rc-pub/front/album/list';

/** Albums as the list endpoint answers them: without their items, with a count of them. */
function albums(sld: 'optics' | 'ecology') {
  return seed(sld).albums.map(({ items, ...album }) => ({ ...album, itemCount: items.length }));
}

describe('album list (album)', () => {
  it('shows album cards linking to each collection, in English', async () => {
    const [album] = albums('optics');
    const { requests } = await renderBlock(albumList, sampleModule('optics', 'album'), { bootstrap: sampleBootstrap('optics'), get: () => asPage([album], 4) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Special Collections' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { size: 4 } }]);
    const item = within(screen.getByRole('list')).getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3, name: album!.enName })).toBeTruthy();
    expect(within(item).getByRole('link', { name: album!.enName }).getAttribute('href')).toBe(`/en/collections/${album!.id}/`);
    expect(item.textContent).toContain('7 items');
    expect(item.textContent).toContain(album!.enDescription as string);
    expect(item.querySelector('img')!.getAttribute('src')).toBe(album!.coverUrl);
    expect(screen.getByRole('link', { name: /^More/ }).getAttribute('href')).toBe('/en/collectionList/');
  });

  it('shows them in Chinese on a site route', async () => {
    const [album] = albums('ecology');
    await renderBlock(albumList, { code: 'album', name: '虚拟专辑', enName: 'Collections', props: { limit: 2 } }, {
      bootstrap: sampleBootstrap('ecology'),
      lang: 'zh',
      url: 'http://localhost/ecology/zh/home/',
      get: () => asPage([album]),
    });
    expect(await screen.findByRole('heading', { level: 2, name: '虚拟专辑' })).toBeTruthy();
    expect(screen.getByRole('link', { name: album!.name }).getAttribute('href')).toBe(`/ecology/zh/collections/${album!.id}/`);
    expect(screen.getByText(/共 8 项/)).toBeTruthy();
  });

  it('shows "No data" when there are no albums', async () => {
    await renderBlock(albumList, sampleModule('optics', 'album'), { bootstrap: sampleBootstrap('optics'), get: () => asPage([]) });
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('renders a hostile name as text', async () => {
    const [album] = albums('optics');
    const { container } = await renderBlock(albumList, sampleModule('optics', 'album'), {
      bootstrap: sampleBootstrap('optics'),
      get: () => asPage([{ ...album!, name: hostile, enName: hostile, enDescription: hostile }]),
    });
    expect(await screen.findByRole('link', { name: hostile })).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('accepts the props of the sample sites, with defaults', () => {
    const samples = sampleModules('album');
    expect(samples.length).toBeGreaterThan(0);
    for (const { module } of samples) expect(albumListProps.safeParse(module.props).success).toBe(true);
    expect(albumListProps.parse({})).toEqual({ limit: 6 });
  });
});
