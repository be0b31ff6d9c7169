// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { asPage, distinct, hostile, sampleModule, sampleModules, seed } from '../../../kits/home/__tests__/fixtures.ts';
import experts from '../index.ts';
import { expertsProps, sortField } from '../contract.ts';

afterEach(cleanup);

const path = '/rc-pub/front/expert/list';
const opticsExperts = () => [...seed('optics').experts].sort((a, b) => a.sort - b.sort);

describe('experts (experts)', () => {
  it('shows the board with names, titles, institutions and roles, linking to the editorial board page (English)', async () => {
    const list = opticsExperts();
    const { requests } = await renderBlock(experts, sampleModule('optics', 'experts'), { bootstrap: sampleBootstrap('optics'), get: () => asPage(list, 10) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Editorial Board' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { size: 10, sort: 'sort' } }]);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(list.length);
    const chief = list[0]!;
    expect(within(items[0]!).getByRole('heading', { level: 3, name: chief.enName })).toBeTruthy();
    // The menu's editorial entry (id 1102) leads to the board; each expert to their place on it.
    expect(within(items[0]!).getByRole('link', { name: chief.enName }).getAttribute('href')).toBe(`/en/editorial-board/1102/${chief.id}/`);
    expect(items[0]!.textContent).toContain('Editor-in-Chief');
    expect(items[0]!.textContent).toContain(chief.enTitle as string);
    expect(items[0]!.textContent).toContain(chief.enInstitution as string);
    expect(items.at(-1)!.textContent).toContain('Editorial Board Member');
    expect(screen.getByRole('link', { name: /^More/ }).getAttribute('href')).toBe(`/en/editorial-board/1102/${chief.id}/`);
  });

  it('shows the board in Chinese on a site route', async () => {
    const list = opticsExperts();
    await renderBlock(experts, sampleModule('optics', 'experts'), {
      bootstrap: sampleBootstrap('optics'),
      lang: 'zh',
      url: 'http://localhost/optics/zh/home/',
      get: () => asPage(list, 10),
    });
    expect(await screen.findByRole('heading', { level: 2, name: '编委风采' })).toBeTruthy();
    const chief = list[0]!;
    expect(screen.getByRole('link', { name: chief.name }).getAttribute('href')).toBe(`/optics/zh/editorial-board/1102/${chief.id}/`);
    expect(screen.getByText('主编')).toBeTruthy();
    expect(screen.getAllByText(chief.institution as string).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /^更多/ }).getAttribute('href')).toBe(`/optics/zh/editorial-board/1102/${chief.id}/`);
  });

  it('has no board links when the menu has no editorial entry', async () => {
    const list = opticsExperts();
    await renderBlock(experts, sampleModule('optics', 'experts'), {
      bootstrap: sampleBootstrap('optics', { menu: [] }),
      get: () => asPage(list, 10),
    });
    expect(await screen.findByRole('heading', { level: 3, name: list[0]!.enName })).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('shows "No data" when the board is empty', async () => {
    await renderBlock(experts, sampleModule('optics', 'experts'), { bootstrap: sampleBootstrap('optics'), get: () => asPage([]) });
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^More/ }).getAttribute('href')).toBe('/en/editorial-board/1102/');
  });

  it('renders a hostile name as text', async () => {
    const [expert] = opticsExperts();
    const { container } = await renderBlock(experts, sampleModule('optics', 'experts'), {
      bootstrap: sampleBootstrap('optics'),
      get: () => asPage([{ ...expert!, name: hostile, enName: hostile, enTitle: hostile }]),
    });
    expect(await screen.findByRole('link', { name: hostile })).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('accepts the props of the sample sites, with defaults, and sends the sort field', () => {
    for (const { module } of sampleModules('experts')) expect(expertsProps.safeParse(module.props).success).toBe(true);
    expect(expertsProps.parse({})).toEqual({ limit: 10, sort: 'sort,asc' });
    expect(sortField('sort,asc')).toBe('sort');
    expect(sortField('role,desc')).toBe('role');
    expect(sortField('name')).toBe('name');
    expect(expertsProps.safeParse({ sort: 'age,asc' }).success).toBe(false);
  });
});
