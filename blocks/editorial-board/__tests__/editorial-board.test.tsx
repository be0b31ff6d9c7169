// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Expert } from '../../../schemas/content/expert.ts';
import type { Page } from '../../../schemas/page.ts';
import { ApiTransportError } from '../../../runtime/api/api-errors.ts';
import { bundledI18n } from '../../../runtime/i18n/bundled-catalogues.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { menuItemOf, pageOf, seedExperts } from '../../../kits/about/__tests__/fixtures.ts';
import { hostile } from '../../../kits/home/__tests__/fixtures.ts';
import editorialBoard from '../index.ts';
import { editorialBoardProps } from '../contract.ts';

afterEach(cleanup);

const listPath = '/rc-pub/front/expert/list';
const en = bundledI18n('en');
const roleOrder = ['editorInChief', 'honorary', 'executive', 'executiveDeputy', 'associate', 'member'];
/** As the list answers `sort=role`: by role in masthead order, then id. */
const byRole = (experts: Expert[]) => [...experts].sort((a, b) => roleOrder.indexOf(a.role) - roleOrder.indexOf(b.role) || a.id - b.id);

/** The role groups as a reader sees them: heading → member names. */
function groups(): Record<string, string[]> {
  return Object.fromEntries(
    screen.getAllByRole('heading', { level: 2 }).map((heading) => {
      const section = heading.closest('section')!;
      return [heading.textContent, within(section).getAllByRole('link').map((link) => link.textContent)];
    }),
  );
}

describe('editorial-board', () => {
  it('shows one page of members grouped under their role labels, each linking to their details', async () => {
    const experts = byRole(seedExperts('optics'));
    const { requests } = await renderBlock(editorialBoard, { code: 'editorialBoard', props: { menuId: '1102', expertId: String(experts[2]!.id) } }, {
      bootstrap: sampleBootstrap('optics'),
      get: () => pageOf(experts),
    });
    expect(await screen.findByRole('heading', { level: 1, name: menuItemOf('optics', 1102).enName })).toBeTruthy();
    expect(requests).toEqual([{ path: listPath, query: { page: 0, size: 10, sort: 'role' } }]);
    const expected: Record<string, string[]> = {};
    for (const expert of experts) (expected[en.t(`blocks.roles.${expert.role}`)] ??= []).push(expert.enName);
    expect(groups()).toEqual(expected);
    for (const expert of experts) {
      expect(screen.getByRole('link', { name: expert.enName }).getAttribute('href')).toBe(`/en/editorial-board/1102/${expert.id}/`);
    }
    expect(screen.getByRole('link', { name: experts[2]!.enName }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: experts[0]!.enName }).nextElementSibling?.textContent).toBe(experts[0]!.enInstitution);
    // One page: no page links; a member is selected: no hint to choose one.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('Choose a member of the board to read their profile.')).toBeNull();
  });

  it('reads in Chinese on a site route, and asks to choose a member when none is selected', async () => {
    const experts = byRole(seedExperts('optics'));
    await renderBlock(editorialBoard, { code: 'editorialBoard', props: { menuId: '1102' } }, {
      bootstrap: sampleBootstrap('optics'),
      lang: 'zh',
      url: 'http://localhost/optics/zh/editorial-board/1102/',
      get: () => pageOf(experts),
    });
    expect(await screen.findByRole('heading', { level: 1, name: menuItemOf('optics', 1102).name })).toBeTruthy();
    const zh = bundledI18n('zh');
    expect(screen.getByRole('heading', { level: 2, name: zh.t('blocks.roles.editorInChief') })).toBeTruthy();
    expect(screen.getByRole('link', { name: experts[0]!.name }).getAttribute('href')).toBe(`/optics/zh/editorial-board/1102/${experts[0]!.id}/`);
    expect(screen.getByText(zh.t('about.chooseExpert'))).toBeTruthy();
  });

  it('links pages of 10 (zero-based ?page=, none on the first), keeping the selected member', async () => {
    const experts = byRole(seedExperts('optics'));
    const { requests } = await renderBlock(editorialBoard, { code: 'editorialBoard', props: { menuId: '1102', expertId: '1401', page: '1' } }, {
      bootstrap: sampleBootstrap('optics'),
      get: () => pageOf(experts.slice(0, 3), { number: 1, totalElements: 23 }),
    });
    const pager = await screen.findByRole('navigation', { name: 'Pages of the editorial board' });
    expect(requests).toEqual([{ path: listPath, query: { page: 1, size: 10, sort: 'role' } }]);
    const links = within(pager).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Previous', '/en/editorial-board/1102/1401/'],
      ['1', '/en/editorial-board/1102/1401/'],
      ['2', '/en/editorial-board/1102/1401/?page=1'],
      ['3', '/en/editorial-board/1102/1401/?page=2'],
      ['Next', '/en/editorial-board/1102/1401/?page=2'],
    ]);
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // Member links stay on this page of the board.
    expect(screen.getByRole('link', { name: experts[1]!.enName }).getAttribute('href')).toBe(`/en/editorial-board/1102/${experts[1]!.id}/?page=1`);
  });

  it('shows the board under its default heading whatever the {id}; links carry the menu’s editorial item without one', async () => {
    const experts = byRole(seedExperts('ecology'));
    await renderBlock(editorialBoard, { code: 'editorialBoard', props: { menuId: '2501' } }, { bootstrap: sampleBootstrap('ecology'), get: () => pageOf(experts) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editorial board' })).toBeTruthy();
    expect(screen.getByRole('link', { name: experts[0]!.enName }).getAttribute('href')).toBe(`/en/editorial-board/2501/${experts[0]!.id}/`);
    cleanup();
    await renderBlock(editorialBoard, { code: 'editorialBoard', props: {} }, { bootstrap: sampleBootstrap('ecology'), get: () => pageOf(experts) });
    expect((await screen.findByRole('link', { name: experts[0]!.enName })).getAttribute('href')).toBe(`/en/editorial-board/2503/${experts[0]!.id}/`);
  });

  it('shows the loading state, No data for an empty board, and the failure', async () => {
    let answer: (page: Page<Expert>) => void = () => undefined;
    const { container } = await renderBlock(editorialBoard, { code: 'editorialBoard', props: {} }, { bootstrap: sampleBootstrap('optics'), get: () => new Promise((resolve) => (answer = resolve)) });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    answer(pageOf([]));
    expect((await screen.findByRole('status')).textContent).toBe('No data');
    // No {id}: the default heading.
    expect(screen.getByRole('heading', { level: 1, name: 'Editorial board' })).toBeTruthy();
    cleanup();
    await renderBlock(editorialBoard, { code: 'editorialBoard', props: {} }, {
      bootstrap: sampleBootstrap('optics'),
      get: () => {
        throw new ApiTransportError('down', { method: 'GET', path: listPath });
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Data acquisition failed');
  });

  it('renders hostile names as text', async () => {
    const [first] = seedExperts('optics');
    const { container } = await renderBlock(editorialBoard, { code: 'editorialBoard', props: {} }, {
      bootstrap: sampleBootstrap('optics'),
      get: () => pageOf([{ ...first!, enName: hostile, enInstitution: hostile }]),
    });
    expect(await screen.findByRole('link', { name: hostile })).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('reads a URL’s ids and page leniently', () => {
    expect(editorialBoardProps.parse({ menuId: '1102', expertId: '1401', page: '2' })).toEqual({ menuId: 1102, expertId: 1401, page: 2 });
    expect(editorialBoardProps.parse({ menuId: 'x', expertId: '-1', page: 'two' })).toEqual({ menuId: undefined, expertId: undefined, page: 0 });
    expect(editorialBoardProps.parse({ page: '-3' }).page).toBe(0);
  });
});
