// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bootstrap } from '../../../schemas/bootstrap.ts';
import { renderBlock, sampleBootstrap, blockNamed } from '../../../tests/support/render-block.tsx';
import { analyzeCalls, analyzingServer, expectOpened, settle, watchWindowOpen } from '../../../tests/support/search-box.ts';
import searchBoxBanner from '../index.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const module = { code: 'searchBox', styleId: 13, name: '检索横幅', enName: 'Search Banner', props: { boxId: 2 } };

function submittedHref(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) params.append(name, String(value));
  return `${form.getAttribute('action')}?${params.toString()}`;
}

const theForm = () => screen.getByRole('search') as HTMLFormElement;

function search(keyword: string) {
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: keyword } });
  return fireEvent.submit(theForm());
}

/** The optics site with ecology's banner box added (optics configures only a style-one box). */
function opticsWithBanner(): Bootstrap {
  const optics = sampleBootstrap('optics');
  const banner = sampleBootstrap('ecology').searchBoxes[0]!;
  return { ...optics, searchBoxes: [...optics.searchBoxes, { ...banner, updateResourceWay: ['thesis', 'publication', 'picture', 'video', 'book', 'news', 'standard'] }] };
}

describe('search box banner (style 13)', () => {
  it('shows title, slogans, background and quick link in English', async () => {
    const { container } = await renderBlock(searchBoxBanner, module, { bootstrap: sampleBootstrap('ecology') });
    const section = screen.getByRole('region', { name: 'Explore research in ecology and evolution' });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Explore research in ecology and evolution');
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fully open access: every article free to read',
      'Rigorous peer review, rapid publication',
      'Open data that supports reproducible results',
    ]);
    const source = container.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('(min-width: 768px)');
    expect(source?.getAttribute('srcset')).toBe('/assets/ecology/banner-wetland.svg');
    expect(container.querySelector('picture img')?.getAttribute('src')).toBe('/assets/ecology/banner-wetland-mobile.svg');
    const quick = screen.getByRole('link', { name: /Advanced Search/ });
    expect(quick.getAttribute('href')).toBe('/seniorSearch?lang=en');
    expect(quick.getAttribute('target')).toBe('_blank');
    expect(quick.getAttribute('rel')).toContain('noopener');
    // The quick link already goes to the advanced search: the form does not repeat it.
    expect(screen.getAllByRole('link', { name: /advanced search/i })).toHaveLength(1);
    const types = within(screen.getByRole('group', { name: 'Resource type' })).getAllByRole('radio');
    expect(types.map((radio) => radio.closest('label')?.textContent)).toEqual(['Articles', 'Figures', 'Tables', 'Videos']);
  });

  it('shows the Chinese texts on a Chinese page', async () => {
    await renderBlock(searchBoxBanner, module, { bootstrap: sampleBootstrap('ecology'), lang: 'zh' });
    expect(screen.getByRole('heading', { level: 2, name: '探索生态与进化研究' })).toBeTruthy();
    expect(screen.getByText('严格同行评议，快速出版')).toBeTruthy();
    expect(screen.getByRole('link', { name: /高级检索/ }).getAttribute('href')).toBe('/seniorSearch?lang=zh');
    const types = within(screen.getByRole('group', { name: '资源类型' })).getAllByRole('radio');
    expect(types.map((radio) => radio.closest('label')?.textContent)).toEqual(['文章', '图片', '表格', '视频']);
  });

  it('an empty keyword shows the Tips alert and does not search (spec §5)', async () => {
    const open = watchWindowOpen();
    const { requests } = await renderBlock(searchBoxBanner, module, { bootstrap: sampleBootstrap('ecology'), get: analyzingServer() });
    expect(search('')).toBe(false);
    const alert = await screen.findByRole('alertdialog', { name: 'Tips' });
    expect(alert.getAttribute('aria-modal')).toBe('true');
    expect(within(alert).getByText('Please enter search content')).toBeTruthy();
    const ok = within(alert).getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);
    fireEvent.click(ok);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    // White space is empty too; Escape closes the alert.
    expect(search('   ')).toBe(false);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await settle();
    expect(analyzeCalls(requests)).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it('the alert reads 提示 / 请输入检索内容 / 确定 in Chinese', async () => {
    await renderBlock(searchBoxBanner, module, { bootstrap: sampleBootstrap('ecology'), lang: 'zh' });
    fireEvent.click(screen.getByRole('button', { name: /检索/ }));
    const alert = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(alert).getByText('请输入检索内容')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: '确定' })).toBeTruthy();
  });

  it('submits to the spec’s result routes on /en/home/', async () => {
    const open = watchWindowOpen();
    const { requests } = await renderBlock(searchBoxBanner, module, { bootstrap: sampleBootstrap('ecology'), url: 'http://localhost/en/home/', get: analyzingServer() });
    expect(search('pollination')).toBe(false);
    await expectOpened(open, '/article?type=1&index=-1&lang=en&q=pollination');
    expect(analyzeCalls(requests)).toEqual([{ q: 'pollination', type: 'thesis' }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(submittedHref(theForm())).toBe('/article?type=1&index=-1&lang=en&q=pollination');
    fireEvent.click(screen.getByRole('radio', { name: 'Figures' }));
    expect(submittedHref(theForm())).toBe('/textList?type=picture&index=-1&q=pollination');
    fireEvent.click(screen.getByRole('radio', { name: 'Videos' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'keywordExt_tic' } });
    expect(submittedHref(theForm())).toBe('/audioList?type=video&index=-1&q=pollination&field=keywordExt_tic');
  });

  it('submits to the spec’s result routes on /optics/en/home/', async () => {
    const open = watchWindowOpen();
    await renderBlock(searchBoxBanner, { ...module, props: {} }, { bootstrap: opticsWithBanner(), url: 'http://localhost/optics/en/home/', get: analyzingServer() });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'LiDAR' } });
    expect(submittedHref(theForm())).toBe('/article?type=1&index=-1&lang=en&q=LiDAR&slds=optics');
    fireEvent.click(screen.getByRole('radio', { name: 'Journals' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'issn' } });
    expect(submittedHref(theForm())).toBe('/searchPublication?type=2&searchType=singleSearch&index=0&lang=en&q=LiDAR&field=issn&slds=optics');
    fireEvent.click(screen.getByRole('radio', { name: 'Books' }));
    expect(submittedHref(theForm())).toBe('/bookList?type=7&issearch=1&q=LiDAR&slds=optics');
    fireEvent.click(screen.getByRole('radio', { name: 'News' }));
    expect(submittedHref(theForm())).toBe('/informationList?type=news&index=-1&q=LiDAR&slds=optics');
    fireEvent.click(screen.getByRole('radio', { name: 'Standards' }));
    expect(submittedHref(theForm())).toBe('/currencyList?type=standard&issearch=1&index=-1&q=LiDAR&slds=optics');
    search('LiDAR');
    await expectOpened(open, '/currencyList?type=standard&issearch=1&index=-1&q=LiDAR&slds=optics');
  });

  it('resets the field to the first option when the resource type changes (spec §4)', async () => {
    await renderBlock(searchBoxBanner, module, { bootstrap: sampleBootstrap('ecology') });
    const field = () => screen.getByRole('combobox') as HTMLSelectElement;
    fireEvent.change(field(), { target: { value: 'doi' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Tables' }));
    expect(field().value).toBe('');
    expect(field().options[1]?.text).toBe('Table Caption');
  });

  it('registers for style 13 only: style one keeps its own block', async () => {
    const bootstrap = opticsWithBanner();
    const { container, requests } = await renderBlock([searchBoxBanner, await blockNamed('search-box-style-one')], { ...module, styleId: 1, props: {} }, { bootstrap, get: analyzingServer() });
    expect(container.querySelector('[data-block="search-box-style-one"]')).toBeTruthy();
    search('');
    // Style one does not check: the empty keyword goes to the analyze call, and no alert shows.
    await vi.waitFor(() => expect(analyzeCalls(requests)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('falls back to the module name, shows no picture without covers, and No data without resource types', async () => {
    const ecology = sampleBootstrap('ecology');
    const plain = { ...ecology.searchBoxes[0]!, coverInfoList: [], componentData: { title: '', enTitle: '', customEntryList: [], quickEntry: null } };
    const { container } = await renderBlock(searchBoxBanner, module, { bootstrap: { ...ecology, searchBoxes: [plain] } });
    expect(screen.getByRole('heading', { level: 2, name: 'Search Banner' })).toBeTruthy();
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: /Advanced search/ }).getAttribute('href')).toBe('/seniorSearch?lang=en');
    cleanup();
    await renderBlock(searchBoxBanner, module, { bootstrap: { ...ecology, search: { resourceTypes: [], conditions: {} } } });
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('shows hostile configuration text as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const ecology = sampleBootstrap('ecology');
    const box = ecology.searchBoxes[0]!;
    const hostileBox = {
      ...box,
      componentData: {
        ...box.componentData,
        enTitle: hostile,
        customEntryList: [{ customEntryCn: hostile, customEntryEn: hostile }],
        quickEntry: { customEntryCn: hostile, customEntryEn: hostile, url: 'https://example.org/' },
      },
    };
    const { container } = await renderBlock(searchBoxBanner, module, { bootstrap: { ...ecology, searchBoxes: [hostileBox] } });
    expect(screen.getByRole('heading', { name: hostile })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe(hostile);
    const quick = screen.getByRole('link', { name: new RegExp(hostile.replace(/[()]/g, '\\$&')) });
    expect(quick.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
