// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../../../tests/support/render-block.tsx';
import {
  analyzeCalls,
  analyzingServer,
  expectOpened,
  opticsWithBoxOfStyle,
  settle,
  submittedHref,
  theSearchForm,
  typeAndSubmit,
  watchWindowOpen,
} from '../../../tests/support/search-box.ts';
import searchBoxStyleFour from '../index.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const module = { code: 'searchBox', styleId: 4, name: '快速检索', enName: 'Quick Search', props: {} };

const typeSelect = () => screen.getByRole('combobox', { name: 'Resource type' }) as HTMLSelectElement;
const fieldSelect = () => screen.getByRole('combobox', { name: 'Search in' }) as HTMLSelectElement;

describe('search box, style four (compact)', () => {
  it('puts the resource type and field dropdowns, keyword and button in one row', async () => {
    const { container } = await renderBlock(searchBoxStyleFour, module, { bootstrap: opticsWithBoxOfStyle(4) });
    // The heading is for assistive technology only; it still names the region.
    const heading = screen.getByRole('heading', { level: 2, name: 'Quick Search' });
    expect(heading.classList.contains('mh-visually-hidden')).toBe(true);
    expect(screen.getByRole('region', { name: 'Quick Search' })).toBeTruthy();
    const row = container.querySelector('.mh-search-row') as HTMLElement;
    expect(within(row).getAllByRole('combobox')).toEqual([typeSelect(), fieldSelect()]);
    expect([...typeSelect().options].map((option) => option.text)).toEqual(['Articles', 'Journals', 'Figures', 'Tables', 'Videos']);
    expect(within(row).getByRole('searchbox', { name: 'Search terms' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: /Search/ })).toBeTruthy();
    // No radios for the types: the dropdown is the choice (sub-pools stay radios).
    expect(screen.queryByRole('group', { name: 'Resource type' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Collection' })).getAllByRole('radio')).toHaveLength(2);
  });

  it('choosing a type in the dropdown resets the field and sends that type without script', async () => {
    await renderBlock(searchBoxStyleFour, module, { bootstrap: opticsWithBoxOfStyle(4), url: 'http://localhost/optics/en/home/' });
    fireEvent.change(fieldSelect(), { target: { value: 'doi' } });
    fireEvent.change(typeSelect(), { target: { value: 'picture' } });
    expect(typeSelect().value).toBe('picture');
    expect(fieldSelect().value).toBe('');
    expect(fieldSelect().options[1]?.text).toBe('Figure Caption');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'lens' } });
    // The type comes from the dropdown, after the route's hidden inputs: the same query in another order.
    const sent = new URL(submittedHref(theSearchForm()), 'http://localhost');
    expect(sent.pathname).toBe('/textList');
    expect([...sent.searchParams].sort()).toEqual([
      ['index', '-1'],
      ['q', 'lens'],
      ['slds', 'optics'],
      ['type', 'picture'],
    ]);
  });

  it('starts on the type the page’s query names', async () => {
    await renderBlock(searchBoxStyleFour, module, { bootstrap: opticsWithBoxOfStyle(4), url: 'http://localhost/en/home/?type=2' });
    expect(typeSelect().value).toBe('2');
    expect(theSearchForm().getAttribute('action')).toBe('/searchPublication');
  });

  it('a keyword opens the result page in a new tab; an empty one shows the alert instead', async () => {
    const open = watchWindowOpen();
    const { requests } = await renderBlock(searchBoxStyleFour, module, { bootstrap: opticsWithBoxOfStyle(4), lang: 'zh', get: analyzingServer() });
    typeAndSubmit('');
    expect(await screen.findByRole('alertdialog', { name: '提示', description: '请输入检索内容' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await settle();
    expect(analyzeCalls(requests)).toEqual([]);
    fireEvent.change(screen.getByRole('combobox', { name: '资源类型' }), { target: { value: 'video' } });
    typeAndSubmit('光纤');
    await expectOpened(open, '/audioList?type=video&index=-1&q=%E5%85%89%E7%BA%A4');
    expect(analyzeCalls(requests)).toEqual([{ q: '光纤', type: 'video' }]);
  });
});
