// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchBoxComponent } from '../../../schemas/search-box.ts';
import { bundledI18n } from '../../../runtime/i18n/bundled-catalogues.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { analyzeCalls, analyzingServer, expectOpened, settle, watchWindowOpen } from '../../../tests/support/search-box.ts';
import searchBoxStyleOne from '../index.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const module = { code: 'searchBox', styleId: 1, name: '检索', enName: 'Search', props: { boxId: 1 } };

/** The address the browser would open: the form's action plus its successful controls, in document order. */
function submittedHref(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) params.append(name, String(value));
  return `${form.getAttribute('action')}?${params.toString()}`;
}

function theForm(): HTMLFormElement {
  return screen.getByRole('search') as HTMLFormElement;
}

function search(keyword: string) {
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: keyword } });
  // A dispatched submit event is cancellable; `false` would mean the block stopped the search.
  return fireEvent.submit(theForm());
}

describe('search box, style one', () => {
  it('renders the box’s resource types, fields, sub-pools and advanced link in English', async () => {
    await renderBlock(searchBoxStyleOne, module, { bootstrap: sampleBootstrap('optics') });
    const section = screen.getByRole('region', { name: 'Search' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Search' })).toBeTruthy();
    const types = within(screen.getByRole('group', { name: 'Resource type' })).getAllByRole('radio');
    expect(types.map((radio) => radio.closest('label')?.textContent)).toEqual(['Articles', 'Journals', 'Figures', 'Tables', 'Videos']);
    expect((types[0] as HTMLInputElement).checked).toBe(true);
    const field = screen.getByRole('combobox', { name: 'Search in' }) as HTMLSelectElement;
    expect([...field.options].map((option) => option.text)).toEqual(['All Fields', 'Title', 'Keywords', 'Author', 'Affiliation', 'Abstract', 'DOI']);
    expect(screen.getByRole('searchbox', { name: 'Search terms' }).getAttribute('name')).toBe('q');
    const pools = within(screen.getByRole('group', { name: 'Collection' })).getAllByRole('radio');
    expect(pools.map((radio) => radio.closest('label')?.textContent)).toEqual(['All Resources', 'Open Access']);
    const advanced = screen.getByRole('link', { name: /Advanced search/ });
    expect(advanced.getAttribute('href')).toBe('/seniorSearch?lang=en');
    expect(advanced.getAttribute('target')).toBe('_blank');
    expect(advanced.getAttribute('rel')).toContain('noopener');
  });

  it('renders in Chinese on a Chinese page', async () => {
    await renderBlock(searchBoxStyleOne, module, { bootstrap: sampleBootstrap('optics'), lang: 'zh' });
    expect(screen.getByRole('heading', { level: 2, name: '检索' })).toBeTruthy();
    const types = within(screen.getByRole('group', { name: '资源类型' })).getAllByRole('radio');
    expect(types.map((radio) => radio.closest('label')?.textContent)).toEqual(['论文', '期刊', '图片', '表格', '视频']);
    const field = screen.getByRole('combobox', { name: '检索字段' }) as HTMLSelectElement;
    expect(field.options[1]?.text).toBe('题名');
    expect(screen.getByRole('button', { name: /检索/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /高级检索/ }).getAttribute('href')).toBe('/seniorSearch?lang=zh');
  });

  it('is a real GET form that opens results in a new tab', async () => {
    await renderBlock(searchBoxStyleOne, module, { bootstrap: sampleBootstrap('optics') });
    const form = theForm();
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('target')).toBe('_blank');
    expect(form.getAttribute('rel')).toBe('noopener');
    expect(form.getAttribute('action')).toBe('/article');
  });

  it('with script, analyses the keyword and opens the result route in a new tab (spec §4)', async () => {
    const open = watchWindowOpen();
    const { requests } = await renderBlock(searchBoxStyleOne, module, { bootstrap: sampleBootstrap('optics'), url: 'http://localhost/optics/en/home/', get: analyzingServer() });
    fireEvent.click(screen.getByRole('radio', { name: 'Figures' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'noteChinese_tic' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Open Access' }));
    // The script takes the submit: the browser's own GET does not run.
    expect(search(' metasurface ')).toBe(false);
    await expectOpened(open, '/textList?type=picture&index=-1&q=metasurface&field=noteChinese_tic&subPool=oa&slds=optics');
    expect(analyzeCalls(requests)).toEqual([{ q: 'metasurface', type: 'picture' }]);
    expect(sessionStorage.getItem('masthead:search:val')).toBe('"metasurface"');
    expect(sessionStorage.getItem('masthead:search:searchTypeNav')).toBe('"picture"');
    expect(sessionStorage.getItem('masthead:search:page')).toBe('0');
  });

  it('submits to the spec’s result routes on /en/home/', async () => {
    await renderBlock(searchBoxStyleOne, module, { bootstrap: sampleBootstrap('optics'), url: 'http://localhost/en/home/' });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'metasurface' } });
    expect(submittedHref(theForm())).toBe('/article?type=1&index=-1&lang=en&q=metasurface');

    fireEvent.click(screen.getByRole('radio', { name: 'Journals' }));
    expect(submittedHref(theForm())).toBe('/searchPublication?type=2&searchType=singleSearch&index=0&lang=en&q=metasurface');

    fireEvent.click(screen.getByRole('radio', { name: 'Figures' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'noteChinese_tic' } });
    expect(submittedHref(theForm())).toBe('/textList?type=picture&index=-1&q=metasurface&field=noteChinese_tic');

    fireEvent.click(screen.getByRole('radio', { name: 'Tables' }));
    expect(submittedHref(theForm())).toBe('/textList?type=table&index=-1&q=metasurface');

    fireEvent.click(screen.getByRole('radio', { name: 'Videos' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Open Access' }));
    expect(submittedHref(theForm())).toBe('/audioList?type=video&index=-1&q=metasurface&subPool=oa');
  });

  it('keeps the site as slds on /optics/en/home/', async () => {
    await renderBlock(searchBoxStyleOne, module, { bootstrap: sampleBootstrap('optics'), url: 'http://localhost/optics/en/home/' });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'laser' } });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'resName_tic' } });
    expect(submittedHref(theForm())).toBe('/article?type=1&index=-1&lang=en&q=laser&field=resName_tic&slds=optics');
    fireEvent.click(screen.getByRole('radio', { name: 'Journals' }));
    fireEvent.click(screen.getByRole('radio', { name: 'All Resources' }));
    expect(submittedHref(theForm())).toBe('/searchPublication?type=2&searchType=singleSearch&index=0&lang=en&q=laser&subPool=all&slds=optics');
    expect(screen.getByRole('link', { name: /Advanced search/ }).getAttribute('href')).toBe('/seniorSearch?lang=en&slds=optics');
  });

  it('offers books, news and other types with their routes when the box names them', async () => {
    const bootstrap = sampleBootstrap('optics');
    const box: SearchBoxComponent = { ...bootstrap.searchBoxes[0]!, updateResourceWay: ['book', 'news', 'standard'] };
    await renderBlock(searchBoxStyleOne, module, { bootstrap: { ...bootstrap, searchBoxes: [box] }, url: 'http://localhost/optics/zh/home/', lang: 'zh' });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '光纤' } });
    expect(submittedHref(theForm())).toBe('/bookList?type=7&issearch=1&q=%E5%85%89%E7%BA%A4&slds=optics');
    fireEvent.click(screen.getByRole('radio', { name: '资讯' }));
    expect(submittedHref(theForm())).toBe('/informationList?type=news&index=-1&q=%E5%85%89%E7%BA%A4&slds=optics');
    fireEvent.click(screen.getByRole('radio', { name: '标准' }));
    expect(submittedHref(theForm())).toBe('/currencyList?type=standard&issearch=1&index=-1&q=%E5%85%89%E7%BA%A4&slds=optics');
  });

  it('does not check for an empty keyword (spec §5: the first style does not): the analyze call decides', async () => {
    const open = watchWindowOpen();
    const { requests } = await renderBlock(searchBoxStyleOne, module, { bootstrap: sampleBootstrap('optics'), get: analyzingServer() });
    search('');
    await vi.waitFor(() => expect(analyzeCalls(requests)).toEqual([{ q: '', type: 'thesis' }]));
    await settle();
    // The server finds nothing to search: the search stops silently (spec §4) — no alert, no tab.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(open).not.toHaveBeenCalled();
    // Without script the browser would still open the result page.
    expect(submittedHref(theForm())).toBe('/article?type=1&index=-1&lang=en&q=');
  });

  it('resets the field to the first option when the resource type changes (spec §4)', async () => {
    await renderBlock(searchBoxStyleOne, module, { bootstrap: sampleBootstrap('optics') });
    const field = () => screen.getByRole('combobox') as HTMLSelectElement;
    fireEvent.change(field(), { target: { value: 'authors_tic' } });
    expect(field().value).toBe('authors_tic');
    fireEvent.click(screen.getByRole('radio', { name: 'Journals' }));
    expect(field().value).toBe('');
    expect([...field().options].map((option) => option.text)).toEqual(['All Fields', 'Journal Title', 'Sponsor', 'CN', 'ISSN']);
    fireEvent.change(field(), { target: { value: 'issn' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Articles' }));
    expect(field().value).toBe('');
  });

  it('starts on the resource type the page’s type query names (spec §2)', async () => {
    await renderBlock(searchBoxStyleOne, module, { bootstrap: sampleBootstrap('optics'), url: 'http://localhost/en/home/?type=table' });
    expect((screen.getByRole('radio', { name: 'Tables' }) as HTMLInputElement).checked).toBe(true);
    expect(theForm().getAttribute('action')).toBe('/textList');
  });

  it('uses the first style-one box when boxId is absent or names another style, and shows its cover', async () => {
    const bootstrap = sampleBootstrap('optics');
    const { container } = await renderBlock(searchBoxStyleOne, { ...module, props: {} }, { bootstrap });
    expect(container.querySelector('picture source')?.getAttribute('srcset')).toBe('/assets/optics/search-bg.svg');
    expect(container.querySelector('picture img')?.getAttribute('src')).toBe('/assets/optics/search-bg-mobile.svg');
    expect(container.querySelector('picture img')?.getAttribute('alt')).toBe('');
    expect(screen.getAllByRole('radio', { name: /Articles|Journals|Figures|Tables|Videos/ })).toHaveLength(5);
  });

  it('searches every open type when the site has no search box configured', async () => {
    await renderBlock(searchBoxStyleOne, { ...module, styleId: 8 }, { bootstrap: sampleBootstrap('optics', { searchBoxes: [] }) });
    const types = within(screen.getByRole('group', { name: 'Resource type' })).getAllByRole('radio');
    expect(types.map((radio) => radio.closest('label')?.textContent)).toEqual(['Articles', 'Journals', 'Figures', 'Tables', 'Videos', 'Books', 'News', 'Standards']);
    expect(screen.queryByRole('group', { name: 'Collection' })).toBeNull();
  });

  it('shows No data when no resource type is open', async () => {
    await renderBlock(searchBoxStyleOne, module, { bootstrap: sampleBootstrap('optics', { search: { resourceTypes: [], conditions: {} } }) });
    expect(screen.getByRole('heading', { name: 'Search' })).toBeTruthy();
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('shows hostile configuration text as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const bootstrap = sampleBootstrap('optics');
    const hostileBootstrap = {
      ...bootstrap,
      search: { ...bootstrap.search, resourceTypes: bootstrap.search.resourceTypes.map((type) => (type.code === 'thesis' ? { ...type, enName: hostile } : type)) },
    };
    const { container } = await renderBlock(searchBoxStyleOne, { ...module, enName: hostile }, { bootstrap: hostileBootstrap });
    expect(screen.getByRole('heading', { name: hostile })).toBeTruthy();
    expect(screen.getByRole('radio', { name: hostile })).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('falls back to the i18n title when the module has no name in the language', async () => {
    await renderBlock(searchBoxStyleOne, { ...module, enName: '' }, { bootstrap: sampleBootstrap('optics'), lang: 'fra' });
    expect(screen.getByRole('heading', { level: 2, name: bundledI18n('fra').t('blocks.searchBox') })).toBeTruthy();
  });
});
