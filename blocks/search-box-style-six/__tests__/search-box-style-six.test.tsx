// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledI18n } from '../../../runtime/i18n/bundled-catalogues.ts';
import { renderBlock as renderAnyBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { analyzeCalls, analyzingServer, expectOpened, opticsWithBoxOfStyle, settle, typeAndSubmit, watchWindowOpen } from '../../../tests/support/search-box.ts';
import { statisticsPath } from '../../../schemas/statistics.ts';
import searchBoxStyleSix from '../index.ts';

/** Renders the block and waits for its data (its query) to arrive. */
async function renderBox(...args: Parameters<typeof renderAnyBlock>) {
  const rendered = await renderAnyBlock(...args);
  await screen.findByRole('region');
  return rendered;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const module = { code: 'searchBox', styleId: 6, name: '资源检索', enName: 'Resource Search', props: {} };

const counts = {
  bookCounts: 12,
  publicationCounts: 3,
  articleCounts: 12345,
  periodCounts: 264,
  albumCounts: 7,
  picAndTableCounts: 1234567,
  audioCounts: 5,
  videoCounts: 9,
  chronicleCounts: 2,
};

/** Answers the statistics call (or fails it) and the analyze call. */
const server = ({ statistics = true } = {}) =>
  analyzingServer((path) => {
    if (path !== statisticsPath) return undefined;
    if (!statistics) throw new Error('statistics are down');
    return counts;
  });

function strip() {
  const list = screen.queryAllByRole('term');
  return list.map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('search box, style six', () => {
  it('shows radio chips, sub-pools and the statistics strip (spec §2)', async () => {
    const { requests } = await renderBox(searchBoxStyleSix, module, { bootstrap: opticsWithBoxOfStyle(6), get: server() });
    const section = screen.getByRole('region', { name: 'Resource Search' });
    expect(within(screen.getByRole('group', { name: 'Resource type' })).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Articles',
      'Journals',
      'Figures',
      'Tables',
      'Videos',
    ]);
    expect(within(screen.getByRole('group', { name: 'Collection' })).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'All Resources',
      'Open Access',
    ]);
    expect(within(section).getByRole('heading', { level: 3, name: 'Resources' })).toBeTruthy();
    expect(strip()).toEqual([
      ['Books', '12'],
      ['Journals', '3'],
      ['Papers', '12,345'],
      ['Issues', '264'],
      ['Figures', '1,234,567'],
      ['Music', '5'],
      ['Local chronicles', '2'],
    ]);
    expect(requests.filter((request) => request.path === statisticsPath)).toEqual([{ path: statisticsPath, query: {} }]);
  });

  it('reads Chinese and groups numbers for the page language', async () => {
    await renderBox(searchBoxStyleSix, { ...module, props: { statistics: ['articleCounts', 'bookCounts'] } }, { bootstrap: opticsWithBoxOfStyle(6), get: server(), lang: 'zh' });
    expect(screen.getByRole('heading', { level: 2, name: '资源检索' })).toBeTruthy();
    expect(strip()).toEqual([
      ['论文', '12,345'],
      ['图书', '12'],
    ]);
    cleanup();
    await renderBox(searchBoxStyleSix, { ...module, props: { statistics: ['articleCounts'] } }, { bootstrap: opticsWithBoxOfStyle(6), get: server(), lang: 'de' });
    expect(strip()).toEqual([[bundledI18n('de').t('search.statistics.articleCounts'), '12.345']]);
  });

  it('asks for the ADCS counts where the site is configured so', async () => {
    const ecology = sampleBootstrap('ecology');
    const { requests } = await renderBox(searchBoxStyleSix, module, { bootstrap: { ...ecology, searchBoxes: [{ ...ecology.searchBoxes[0]!, styleId: 6 }] }, get: server() });
    expect(requests.filter((request) => request.path === statisticsPath).map((request) => request.query)).toEqual([{ fromAdcs: 'true' }]);
  });

  it('still searches without its strip when the counts cannot be had, or none are configured', async () => {
    const open = watchWindowOpen();
    await renderBox(searchBoxStyleSix, module, { bootstrap: opticsWithBoxOfStyle(6), get: server({ statistics: false }) });
    expect(screen.queryByRole('term')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Open Access' }));
    typeAndSubmit('laser');
    await expectOpened(open, '/article?type=1&index=-1&lang=en&q=laser&subPool=oa');
    cleanup();
    const { requests } = await renderBox(searchBoxStyleSix, { ...module, props: { statistics: [] } }, { bootstrap: opticsWithBoxOfStyle(6), get: server() });
    expect(screen.queryByRole('term')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('choosing a type resets the sub-pool and field; an empty keyword shows the alert (spec §4, §5)', async () => {
    const open = watchWindowOpen();
    const { requests } = await renderBox(searchBoxStyleSix, module, { bootstrap: opticsWithBoxOfStyle(6), get: server() });
    fireEvent.click(screen.getByRole('radio', { name: 'Open Access' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'doi' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Journals' }));
    expect((screen.getByRole('radio', { name: 'Open Access' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('');
    typeAndSubmit('');
    expect(await screen.findByRole('alertdialog', { name: 'Tips' })).toBeTruthy();
    await settle();
    expect(analyzeCalls(requests)).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses an unknown statistic (invalid props render nothing)', async () => {
    const { container } = await renderAnyBlock(searchBoxStyleSix, { ...module, props: { statistics: ['visitorCounts'] } }, { bootstrap: opticsWithBoxOfStyle(6), get: server() });
    expect(container.textContent).toBe('');
  });
});
