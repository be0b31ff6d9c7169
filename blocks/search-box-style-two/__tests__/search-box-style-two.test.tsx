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
import searchBoxStyleTwo from '../index.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const module = { code: 'searchBox', styleId: 2, name: '资源检索', enName: 'Find Resources', props: {} };

describe('search box, style two (2, 3)', () => {
  it('offers the resource types as tabs (radios) above a wide keyword row', async () => {
    const { container } = await renderBlock(searchBoxStyleTwo, module, { bootstrap: opticsWithBoxOfStyle(2) });
    const section = screen.getByRole('region', { name: 'Find Resources' });
    expect(section.getAttribute('data-search-style')).toBe('2');
    const form = theSearchForm();
    expect(form.classList.contains('mh-search-tabs')).toBe(true);
    const tabs = within(screen.getByRole('group', { name: 'Resource type' })).getAllByRole('radio');
    expect(tabs.map((radio) => radio.closest('label')?.textContent)).toEqual(['Articles', 'Journals', 'Figures', 'Tables', 'Videos']);
    expect((tabs[0] as HTMLInputElement).checked).toBe(true);
    // The tabs come before the keyword row in the document (and so in reading and tab order).
    const row = container.querySelector('.mh-search-row')!;
    expect(tabs[0]!.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Search in' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Collection' })).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Advanced search/ }).getAttribute('href')).toBe('/seniorSearch?lang=en');
  });

  it('reads Chinese on a Chinese page', async () => {
    await renderBlock(searchBoxStyleTwo, module, { bootstrap: opticsWithBoxOfStyle(2), lang: 'zh' });
    expect(screen.getByRole('heading', { level: 2, name: '资源检索' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '资源类型' })).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '论文',
      '期刊',
      '图片',
      '表格',
      '视频',
    ]);
  });

  it('choosing a tab resets the field and moves the form to that result route', async () => {
    await renderBlock(searchBoxStyleTwo, module, { bootstrap: opticsWithBoxOfStyle(2) });
    const field = () => screen.getByRole('combobox', { name: 'Search in' }) as HTMLSelectElement;
    fireEvent.change(field(), { target: { value: 'authors_tic' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Journals' }));
    expect(field().value).toBe('');
    expect([...field().options].map((option) => option.text)).toEqual(['All Fields', 'Journal Title', 'Sponsor', 'CN', 'ISSN']);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'optics' } });
    expect(submittedHref(theSearchForm())).toBe('/searchPublication?type=2&searchType=singleSearch&index=0&lang=en&q=optics');
  });

  it('a keyword is analysed and its result page opens in a new tab, keeping the site', async () => {
    const open = watchWindowOpen();
    const { requests } = await renderBlock(searchBoxStyleTwo, module, { bootstrap: opticsWithBoxOfStyle(2), url: 'http://localhost/optics/en/home/', get: analyzingServer() });
    fireEvent.click(screen.getByRole('radio', { name: 'Tables' }));
    expect(typeAndSubmit('photonic crystal')).toBe(false);
    await expectOpened(open, '/textList?type=table&index=-1&q=photonic+crystal&slds=optics');
    expect(analyzeCalls(requests)).toEqual([{ q: 'photonic crystal', type: 'table' }]);
  });

  it('an empty keyword shows the Tips alert, searches nothing, and OK returns to the keyword (spec §5)', async () => {
    const open = watchWindowOpen();
    const { requests } = await renderBlock(searchBoxStyleTwo, module, { bootstrap: opticsWithBoxOfStyle(2), get: analyzingServer() });
    typeAndSubmit('  ');
    const alert = await screen.findByRole('alertdialog', { name: 'Tips', description: 'Please enter search content' });
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    await settle();
    expect(analyzeCalls(requests)).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it('draws style 3 too, and shows No data when no resource type is open', async () => {
    const { container } = await renderBlock(searchBoxStyleTwo, { ...module, styleId: 3 }, { bootstrap: opticsWithBoxOfStyle(3) });
    expect(container.querySelector('[data-block="search-box-style-two"]')?.getAttribute('data-search-style')).toBe('3');
    cleanup();
    await renderBlock(searchBoxStyleTwo, module, { bootstrap: { ...opticsWithBoxOfStyle(2), search: { resourceTypes: [], conditions: {} } } });
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });
});
