// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchClusters, SearchHit, SearchResults } from '../../../schemas/search/search-results.ts';
import { ApiStatusError } from '../../../runtime/api/api-errors.ts';
import { renderBlock, sampleBootstrap, type RenderBlockOptions } from '../../../tests/support/render-block.tsx';
import searchResults from '../index.ts';

const searchPath = '/rc-pub/front/search';
const clustersPath = '/rc-pub/front/search/clusters';

const hit = (id: number, title: SearchHit['title'], extra: Partial<SearchHit> = {}): SearchHit => ({
  kind: 'article',
  id,
  title,
  snippet: [],
  url: `/optics/zh/article/${id}`,
  authors: [],
  source: '',
  year: 2025,
  publishDate: '2025-01-01',
  doi: '',
  imageUrl: '',
  visits: 0,
  downloads: 0,
  referenceCount: 0,
  commentCount: 0,
  openAccess: false,
  ...extra,
});

const hits: SearchHit[] = [
  hit(10003, [{ text: '2 μm 波段全保偏锁模掺铥光纤', hit: false }, { text: '激光', hit: true }, { text: '器', hit: false }], {
    authors: ['刘晓峰', '宋嘉宁'],
    source: '光学前沿, 2025, 45(10): 30-38',
    snippet: [{ text: '报道了一种', hit: false }, { text: '激光', hit: true }, { text: '器……', hit: false }],
    doi: '10.3788/OF.2025.0003',
    visits: 120,
    openAccess: true,
  }),
  hit(10099, [{ text: '<img src=x onerror=alert(1)> ', hit: false }, { text: 'laser', hit: true }]),
];

const clusters: SearchClusters = {
  years: [
    { value: String(new Date().getFullYear()), label: String(new Date().getFullYear()), count: 3 },
    { value: '2015', label: '2015', count: 42 },
  ],
  publications: [{ value: '1001', label: 'Optics Frontier', count: 45 }],
  columns: [{ value: '1101', label: 'Research articles', count: 30 }],
  openAccess: [{ value: '0', label: 'Open access', count: 45 }],
  publicationTypes: [
    { value: '0', label: 'Formal publication', count: 40 },
    { value: '1', label: 'Online First', count: 5 },
  ],
  kinds: [
    { value: 'article', label: 'Articles', count: 45 },
    { value: 'figure', label: 'Figures', count: 7 },
  ],
};

/** Answers like the reference server: `total` results, 20 a page, these hits on the page asked for. */
function server({ total = 45, content = hits }: { total?: number; content?: SearchHit[] } = {}) {
  return (path: string, query: Record<string, string | number | undefined>): SearchResults | SearchClusters | undefined => {
    if (path === clustersPath) return clusters;
    if (path !== searchPath) return undefined;
    return { content, totalElements: total, totalPages: Math.ceil(total / 20), number: Number(query.page ?? 0), size: 20, terms: ['激光'] };
  };
}

const optics = sampleBootstrap('optics');
const resultsUrl = 'http://localhost/article?type=1&index=-1&lang=en&q=%E6%BF%80%E5%85%89&slds=optics';

/** Renders the result page of a URL the way the screen places it: its query is the block's props. */
function renderResults(url: string, options: Partial<RenderBlockOptions> = {}) {
  const props = Object.fromEntries(new URL(url).searchParams);
  return renderBlock(searchResults, { code: 'searchResults', props }, { bootstrap: optics, url, get: server(), ...options });
}

const linkTo = (name: string | RegExp) => new URL(screen.getByRole('link', { name }).getAttribute('href')!, 'http://localhost');

describe('search results: hits', () => {
  it('asks the search and its facets for the same search, and shows each hit with its parts marked', async () => {
    const { requests } = await renderResults(resultsUrl);
    await screen.findByRole('heading', { level: 3, name: '2 μm 波段全保偏锁模掺铥光纤激光器' });
    const list = document.querySelector<HTMLElement>('ol.mh-search-hits')!;
    expect(requests.map((request) => request.path).sort()).toEqual([clustersPath, searchPath].sort());
    for (const request of requests) expect(request.query).toMatchObject({ type: '1', q: '激光', page: 0, sort: 'relevance', order: 'desc', precise: 0 });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const first = entries[0]!;
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('2 μm 波段全保偏锁模掺铥光纤激光器');
    expect([...first.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['激光', '激光']);
    expect(within(first).getByRole('link', { name: '2 μm 波段全保偏锁模掺铥光纤激光器' }).getAttribute('href')).toBe('/optics/zh/article/10003');
    expect(first.textContent).toContain('刘晓峰, 宋嘉宁');
    expect(first.textContent).toContain('光学前沿, 2025, 45(10): 30-38');
    expect(within(first).getByRole('link', { name: '10.3788/OF.2025.0003' }).getAttribute('href')).toBe('https://doi.org/10.3788/OF.2025.0003');
    expect(first.textContent).toContain('120 views');
    expect(first.textContent).toContain('Open access');
  });

  it('shows a hostile title as text', async () => {
    await renderResults(resultsUrl);
    const heading = await screen.findByRole('heading', { level: 3, name: '<img src=x onerror=alert(1)> laser' });
    expect(heading.querySelector('img')).toBeNull();
    expect(heading.querySelector('mark')?.textContent).toBe('laser');
  });

  it('shows a figure with its image', async () => {
    const figure = hit(7, [{ text: 'Fig. 1 ', hit: false }, { text: 'bars', hit: true }], { kind: 'figure', imageUrl: '/rc-pub/files/40019/fig1.png', url: '/optics/en/article/40019#fig1' });
    await renderResults('http://localhost/textList?type=picture&index=-1&q=bars', { get: server({ total: 1, content: [figure] }) });
    const entry = (await screen.findByRole('link', { name: 'Fig. 1 bars' })).closest('li')!;
    expect(entry.querySelector('img')?.getAttribute('src')).toBe('/rc-pub/files/40019/fig1.png');
    expect(entry.getAttribute('data-kind')).toBe('figure');
  });

  it('shows a scholar without article facts, and no facet panel when nothing can be refined', async () => {
    const scholar = hit(3, [{ text: 'XU Jingshu', hit: false }], { kind: 'expert', source: 'Professor, Yunlan University', openAccess: true, imageUrl: '/media/xu.svg' });
    const noFacets: SearchClusters = { years: [], publications: [], columns: [], openAccess: [], publicationTypes: [], kinds: [{ value: 'expert', label: 'Scholars', count: 1 }] };
    const answer = (path: string, query: Record<string, string | number | undefined>) => (path === clustersPath ? noFacets : server({ total: 1, content: [scholar] })(path, query));
    // The screen gives /scholarList its type (tests/integration/search-pages.test.ts).
    await renderResults('http://localhost/scholarList?index=-1&lang=en&q=optics&type=expert', { get: answer });
    const entry = (await screen.findByRole('link', { name: 'XU Jingshu' })).closest('li')!;
    expect(entry.textContent).not.toContain('Open access');
    expect(entry.textContent).not.toContain('views');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('link', { name: 'Highly published authors (1)' }).getAttribute('aria-current')).toBe('page');
  });

  it('counts in the spec’s units: results, then ten-thousands', async () => {
    await renderResults(resultsUrl, { get: server({ total: 123_456 }) });
    expect((await screen.findByRole('status')).textContent).toBe('12.3 × 10K results for “激光”');
  });

  it('counts in 条 and 万条 on a Chinese page', async () => {
    const url = resultsUrl.replace('lang=en', 'lang=zh');
    await renderResults(url, { lang: 'zh', get: server({ total: 45 }) });
    expect((await screen.findByRole('status')).textContent).toBe('“激光”的检索结果：共 45 条');
  });
});

describe('search results: empty, repaired, failed', () => {
  it('says the search found no records (English and Chinese)', async () => {
    await renderResults(resultsUrl, { get: server({ total: 0, content: [] }) });
    expect(await screen.findByText('Your search found no records.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it('says it in Chinese on a Chinese page, and offers fuzzy matching after an exact search', async () => {
    await renderResults(`${resultsUrl.replace('lang=en', 'lang=zh')}&precise=1`, { lang: 'zh', get: server({ total: 0, content: [] }) });
    expect(await screen.findByText('抱歉，没有找到相关记录。')).toBeTruthy();
    expect(linkTo('改用模糊匹配重新检索').searchParams.has('precise')).toBe(false);
  });

  it('says what the server repaired in the query', async () => {
    await renderResults(resultsUrl, { message: (path) => (path === searchPath ? 'A closing quote is missing; the phrase runs to the end of the query.' : undefined) });
    expect(await screen.findByText('Your query was adjusted: A closing quote is missing; the phrase runs to the end of the query.')).toBeTruthy();
  });

  it('shows why a search failed, with the form still there to change it', async () => {
    const refuse = () => {
      throw new ApiStatusError({ method: 'GET', path: searchPath }, { status: 40000, message: 'This query cannot be searched. Please shorten or simplify it.' });
    };
    await renderResults(resultsUrl, { get: refuse });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The search could not be completed.');
    expect(alert.textContent).toContain('This query cannot be searched. Please shorten or simplify it.');
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '激光');
  });

  it('still shows the hits when only the facets fail', async () => {
    const facetsFail = (path: string, query: Record<string, string | number | undefined>) => {
      if (path === clustersPath) throw new ApiStatusError({ method: 'GET', path }, { status: 50000, message: 'facets down' });
      return server()(path, query);
    };
    await renderResults(resultsUrl, { get: facetsFail });
    expect(await screen.findByRole('heading', { level: 3, name: '2 μm 波段全保偏锁模掺铥光纤激光器' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('link', { name: 'Articles' }).getAttribute('aria-current')).toBe('page');
  });

  it('asks for a search term when there is none, and searches nothing', async () => {
    const { requests } = await renderResults('http://localhost/article?type=1&index=-1&lang=en');
    expect(await screen.findByText('Please enter the search term.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('shows a URL with values it cannot read, as if they were not there', async () => {
    const { requests } = await renderResults(`${resultsUrl}&page=abc&year=soon&sort=best&oa=7`);
    expect(await screen.findByRole('heading', { level: 3, name: '2 μm 波段全保偏锁模掺铥光纤激光器' })).toBeTruthy();
    expect(requests[0]?.query).toMatchObject({ page: 0, sort: 'relevance' });
    expect(requests[0]?.query.year).toBeUndefined();
    expect(requests[0]?.query.oa).toBeUndefined();
  });
});

describe('search results: tabs, facets, sort and pages are links', () => {
  it('tabs link to the same search with another type, with their counts', async () => {
    await renderResults(`${resultsUrl}&year=2015&page=1`);
    const tabs = await screen.findByRole('navigation', { name: 'Result types' });
    const articles = within(tabs).getByRole('link', { name: 'Articles (45)' });
    expect(articles.getAttribute('aria-current')).toBe('page');
    const figures = new URL(within(tabs).getByRole('link', { name: 'Figures (7)' }).getAttribute('href')!, 'http://localhost');
    expect(figures.pathname).toBe('/article');
    expect(Object.fromEntries(figures.searchParams)).toEqual({ type: 'picture', index: '-1', lang: 'en', q: '激光', slds: 'optics', year: '2015' });
    expect(within(tabs).getByRole('link', { name: 'Highly published authors (0)' })).toBeTruthy();
    const trends = new URL(within(tabs).getByRole('link', { name: 'Writing trends' }).getAttribute('href')!, 'http://localhost');
    expect(trends.searchParams.get('tab')).toBe('trends');
    expect(trends.searchParams.get('type')).toBe('1');
  });

  it('facet entries add a filter to the URL and start again at the first page', async () => {
    await renderResults(`${resultsUrl}&page=1`);
    const panel = await screen.findByRole('complementary', { name: 'Refine results' });
    const year = new URL(within(panel).getByRole('link', { name: '2015 42' }).getAttribute('href')!, 'http://localhost');
    expect(Object.fromEntries(year.searchParams)).toEqual({ type: '1', index: '-1', lang: 'en', q: '激光', slds: 'optics', year: '2015' });
    const within3 = new URL(within(panel).getByRole('link', { name: 'Within 3 years 3' }).getAttribute('href')!, 'http://localhost');
    expect(within3.searchParams.get('withinYears')).toBe('3');
    expect(new URL(within(panel).getByRole('link', { name: 'Optics Frontier 45' }).getAttribute('href')!, 'http://localhost').searchParams.get('publicationId')).toBe('1001');
    expect(new URL(within(panel).getByRole('link', { name: 'Research articles 30' }).getAttribute('href')!, 'http://localhost').searchParams.get('columnId')).toBe('1101');
    expect(new URL(within(panel).getByRole('link', { name: 'Open access 45' }).getAttribute('href')!, 'http://localhost').searchParams.get('oa')).toBe('0');
    expect(new URL(within(panel).getByRole('link', { name: 'Online First 5' }).getAttribute('href')!, 'http://localhost').searchParams.get('publicationType')).toBe('1');
  });

  it('shows the filters in force, each removable, and a year replaces a window of years', async () => {
    const { requests } = await renderResults(`${resultsUrl}&withinYears=3&publicationType=1`);
    await screen.findByRole('complementary', { name: 'Refine results' });
    expect(requests[0]?.query).toMatchObject({ withinYears: 3, publicationType: 1 });
    const active = screen.getByRole('group', { name: 'Active filters' });
    const chip = (name: string) => new URL(within(active).getByRole('link', { name }).getAttribute('href')!, 'http://localhost');
    const removeWindow = chip('Remove filter: Within 3 years');
    expect(removeWindow.searchParams.has('withinYears')).toBe(false);
    expect(removeWindow.searchParams.get('publicationType')).toBe('1');
    expect(chip('Remove filter: Online First').searchParams.has('publicationType')).toBe(false);
    const clear = chip('Clear all filters');
    expect([...clear.searchParams.keys()]).toEqual(['type', 'index', 'lang', 'q', 'slds']);
    const panel = screen.getByRole('complementary', { name: 'Refine results' });
    const year = new URL(within(panel).getByRole('link', { name: '2015 42' }).getAttribute('href')!, 'http://localhost');
    expect(year.searchParams.get('year')).toBe('2015');
    expect(year.searchParams.has('withinYears')).toBe(false);
  });

  it('sorts and orders by links', async () => {
    await renderResults(`${resultsUrl}&sort=visits&page=2`);
    const sorts = await screen.findByRole('navigation', { name: 'Sort by' });
    expect(within(sorts).getByRole('link', { name: 'Views' }).getAttribute('aria-current')).toBe('true');
    expect(within(sorts).getAllByRole('link').map((link) => link.textContent)).toEqual(['Relevance', 'Date', 'Views', 'Downloads', 'Citations', 'Comments', 'Update time']);
    const date = new URL(within(sorts).getByRole('link', { name: 'Date' }).getAttribute('href')!, 'http://localhost');
    expect(date.searchParams.get('sort')).toBe('date');
    expect(date.searchParams.has('page')).toBe(false);
    expect(new URL(within(sorts).getByRole('link', { name: 'Relevance' }).getAttribute('href')!, 'http://localhost').searchParams.has('sort')).toBe(false);
    const ascending = linkTo('Ascending');
    expect(ascending.searchParams.get('order')).toBe('asc');
    expect(ascending.searchParams.get('sort')).toBe('visits');
  });

  it('shows no comment counts and offers no sorting by them where the site has no comments (aggregated.enableComment)', async () => {
    const withoutComments = sampleBootstrap('optics', { aggregated: { enableComment: 0 } });
    await renderResults(resultsUrl, { bootstrap: withoutComments, get: server({ content: [hit(7, [{ text: 'Commented', hit: false }], { commentCount: 9 })] }) });
    const sorts = await screen.findByRole('navigation', { name: 'Sort by' });
    expect(within(sorts).getAllByRole('link').map((link) => link.textContent)).toEqual(['Relevance', 'Date', 'Views', 'Downloads', 'Citations', 'Update time']);
    expect(document.querySelector('.mh-hit-facts')?.textContent).not.toMatch(/comment/i);
  });

  it('shows comment counts where the site has comments', async () => {
    await renderResults(resultsUrl, { get: server({ content: [hit(7, [{ text: 'Commented', hit: false }], { commentCount: 9 })] }) });
    await screen.findByRole('navigation', { name: 'Sort by' });
    expect(document.querySelector('.mh-hit-facts')?.textContent).toMatch(/9 comments/i);
  });

  it('pages by links, 20 a page', async () => {
    await renderResults(`${resultsUrl}&page=1`);
    const pager = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getAllByRole('link', { name: /^Page / }).map((link) => link.textContent)).toEqual(['1', '2', '3']);
    expect(new URL(within(pager).getByRole('link', { name: 'Previous' }).getAttribute('href')!, 'http://localhost').searchParams.has('page')).toBe(false);
    expect(new URL(within(pager).getByRole('link', { name: 'Next' }).getAttribute('href')!, 'http://localhost').searchParams.get('page')).toBe('2');
    expect(document.querySelector('ol.mh-search-hits')?.getAttribute('start')).toBe('21');
  });

  it('folds the facets into a <details> on a phone', async () => {
    await renderResults(resultsUrl, { device: 'mobile' });
    const summary = await screen.findByText('Refine results');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.closest('details')?.hasAttribute('open')).toBe(false);
  });
});

describe('search results: writing trends', () => {
  it('draws results per year, oldest first, with the numbers as a table', async () => {
    await renderResults(`${resultsUrl}&tab=trends`);
    const table = await screen.findByRole('table', { name: 'Results per year for “激光”' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['201542', `${new Date().getFullYear()}3`]);
    expect(document.querySelectorAll('svg rect.mh-trend-bar')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Writing trends' }).getAttribute('aria-current')).toBe('page');
    expect(document.querySelector('ol.mh-search-hits')).toBeNull();
  });
});
