/**
 * The mix of requests the load test sends, each connection going round the list in order: what readers and crawlers
 * ask for most (home pages of several sites and languages, articles, issue tables of contents, search pages), the
 * API calls behind the pages, and a few addresses that name nothing (404s). `expect` is the status each should answer.
 */
export type LoadRequest = { label: string; path: string; headers?: Record<string, string>; expect: number };

const search = (lang: string, q: string, sld: string) => `/article?type=1&index=-1&lang=${lang}&q=${encodeURIComponent(q)}&slds=${sld}`;

export const loadRequests: LoadRequest[] = [
  { label: 'home optics zh', path: '/optics/zh/home/', expect: 200 },
  { label: 'home optics en', path: '/optics/en/home/', expect: 200 },
  { label: 'home ecology en', path: '/ecology/en/home/', expect: 200 },
  { label: 'home ecology zh', path: '/ecology/zh/home/', expect: 200 },
  { label: 'home sciencegroup zh', path: '/sciencegroup/zh/home/', expect: 200 },
  { label: 'home default site', path: '/', expect: 200 },
  { label: 'article page eLife 04490', path: '/ecology/en/article/doi/10.7554/eLife.04490', expect: 200 },
  { label: 'article page SciELO', path: '/ecology/en/article/doi/10.1590/1984-92302025v32n0005EN', expect: 200 },
  { label: 'article page PeerJ 182 (largest)', path: '/ecology/en/article/doi/10.7717/peerj.182', expect: 200 },
  { label: 'issue TOC ecology 2025/3', path: '/ecology/en/issue/2025/3/', expect: 200 },
  { label: 'latest issue optics', path: '/optics/zh/issue/', expect: 200 },
  { label: 'back issues optics', path: '/optics/en/issues/', expect: 200 },
  { label: 'search page optics zh', path: search('zh', '成像', 'optics'), expect: 200 },
  { label: 'search page ecology en', path: search('en', 'species', 'ecology'), expect: 200 },
  { label: 'API bootstrap', path: '/rc-pub/front/bootstrap?sld=optics&lang=zh', expect: 200 },
  { label: 'API article detail', path: '/rc-pub/front/front-article/getHtml?siteId=102&doi=10.7554/eLife.04490', expect: 200 },
  { label: 'API search', path: `/rc-pub/front/search?siteId=102&q=${encodeURIComponent('ecology')}&page=0&size=10`, expect: 200 },
  { label: 'API search zh', path: `/rc-pub/front/search?siteId=101&q=${encodeURIComponent('光学')}&page=0&size=10`, expect: 200 },
  { label: 'API period tree', path: '/rc-pub/front/front-period/getPeriodTree?siteId=101&isBack=0&groupByYear=1', expect: 200 },
  { label: 'API issue TOC', path: '/rc-pub/front/front-period/toc?siteId=102', expect: 200 },
  { label: 'API article list', path: '/rc-pub/front/front-article/list?siteId=102&page=0&size=20', expect: 200 },
  { label: '404 page', path: '/optics/en/no-such-page/', expect: 404 },
  { label: '404 article', path: '/ecology/en/article/doi/10.1/x', expect: 404 },
  { label: '404 API', path: '/rc-pub/front/no-such-endpoint', expect: 404 },
];
