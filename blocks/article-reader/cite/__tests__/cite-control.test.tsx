// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../runtime/api/api-client.ts';
import { PageContext, type PageContextValue } from '../../../../runtime/context/page-context.ts';
import { bundledI18n } from '../../../../runtime/i18n/bundled-catalogues.ts';
import { parseLocation } from '../../../../runtime/routing/parse-location.ts';
import { article as articleSchema } from '../../../../schemas/content/article.ts';
import type { LanguageSegment } from '../../../../schemas/language-codes.ts';
import { sampleBootstrap } from '../../../../tests/support/render-block.tsx';
import { CiteControl } from '../CiteControl.tsx';

type Envelope = { status: number; message?: string; data?: unknown };

const seed = JSON.parse(readFileSync('server/seed/content/optics.json', 'utf8')) as { articles: { id: number }[] };
const article = articleSchema.parse(seed.articles.find((entry) => entry.id === 10001));

const citations = {
  apa: '陈思远, 林雨桐, 韩志宏, & 孟若愚. (2025). 标题. 光学前沿, 45(10), 1–11.',
  vancouver: '陈思远, 林雨桐, 韩志宏, 孟若愚. 标题. 光学前沿. 2025;45(10):1–11.',
  gbt7714: '陈思远, 林雨桐, 韩志宏, 等. 标题[J]. 光学前沿, 2025, 45(10): 1-11.',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** The Cite control of article 10001 on an optics page, the API stubbed by `answer`, the rest real. */
function renderCite({ lang = 'zh', answer = () => ({ status: 0, data: citations }), scholarLinks }: { lang?: LanguageSegment; answer?: () => Envelope | Promise<Envelope>; scholarLinks?: { baidu: boolean; google: boolean } } = {}) {
  const requests: { path: string; query: Record<string, string>; siteId: string | null }[] = [];
  const api = createApiClient({
    baseUrl: 'http://localhost',
    transport: async (request) => {
      const url = new URL(request.url);
      requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), siteId: request.headers.get('siteId') });
      return Response.json(await answer());
    },
    getToken: () => undefined,
    getLanguage: () => lang,
    getSiteId: () => 101,
  });
  const base = sampleBootstrap('optics');
  const bootstrap = scholarLinks ? sampleBootstrap('optics', { features: { ...base.features, scholarLinks } }) : base;
  const path = `/optics/${lang}/article/10001`;
  const page: PageContextValue = { bootstrap, diagnostics: [], location: parseLocation(path, ''), path, lang, sld: 'optics', prefix: `/optics/${lang}`, dev: false, api, device: 'desktop' };
  render(
    <I18nextProvider i18n={bundledI18n(lang)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PageContext.Provider value={page}>
          <CiteControl article={article} />
        </PageContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { requests };
}

const citeButton = () => screen.getByRole('button', { name: '引用' });
/** The panel once shown (its code loads when the reader first opens it). */
const panel = () => screen.findByRole('region', { name: '引用本文' });

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
  // Toasts live on the body for a few seconds, outside what Testing Library cleans up.
  document.body.replaceChildren();
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

describe('CiteControl', () => {
  it('starts closed and asks the server nothing until opened', () => {
    const { requests } = renderCite();
    expect(citeButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('opens on click, shows that it is loading, then the three styles of the article', async () => {
    const reply = deferred<Envelope>();
    const { requests } = renderCite({ answer: () => reply.promise });
    fireEvent.click(citeButton());
    expect(citeButton().getAttribute('aria-expanded')).toBe('true');
    expect((await within(await panel()).findByRole('status')).textContent).toBe('正在生成引用格式…');
    reply.resolve({ status: 0, data: citations });
    expect(await within(await panel()).findByText(citations.gbt7714)).toBeTruthy();
    expect(within(await panel()).getByText(citations.apa)).toBeTruthy();
    expect(within(await panel()).getByText(citations.vancouver)).toBeTruthy();
    expect(within(await panel()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['APA', 'Vancouver', 'GB/T 7714—2015', '导出引用']);
    expect(requests).toEqual([{ path: '/rc-pub/front/front-article/getCitation', query: expect.objectContaining({ id: '10001' }), siteId: '101' }]);
  });

  it('copies a style and says so', async () => {
    const writeText = stubClipboard(async () => undefined);
    renderCite();
    fireEvent.click(citeButton());
    fireEvent.click(await screen.findByRole('button', { name: '复制GB/T 7714—2015格式的引用' }));
    expect(writeText).toHaveBeenCalledWith(citations.gbt7714);
    expect((await screen.findByText('引用已复制')).getAttribute('role')).toBe('status');
  });

  it('stays silent when the clipboard refuses', async () => {
    const writeText = stubClipboard(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderCite();
    fireEvent.click(citeButton());
    fireEvent.click(await screen.findByRole('button', { name: '复制APA格式的引用' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('引用已复制')).toBeNull();
  });

  it('says when the citations could not be had, and tries again on request', async () => {
    let calls = 0;
    renderCite({ answer: () => (++calls === 1 ? { status: 40400, message: 'article 10001 is not part of this site' } : { status: 0, data: citations }) });
    fireEvent.click(citeButton());
    const alert = await within(await panel()).findByRole('alert');
    expect(alert.textContent).toContain('暂无引用信息');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(await panel()).findByText(citations.apa)).toBeTruthy();
  });

  it('closes with Escape or its close button, giving focus back to the Cite button', async () => {
    renderCite();
    fireEvent.click(citeButton());
    const copy = await screen.findByRole('button', { name: '复制APA格式的引用' });
    copy.focus();
    fireEvent.keyDown(copy, { key: 'Escape' });
    expect(screen.queryByRole('region')).toBeNull();
    expect(citeButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(citeButton());

    fireEvent.click(citeButton());
    fireEvent.click(within(await panel()).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(citeButton());
  });

  it('links the RIS, BibTeX and EndNote downloads of the article', async () => {
    renderCite();
    fireEvent.click(citeButton());
    const links = within(await panel()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['RIS', 'BibTeX', 'EndNote']);
    for (const [link, type] of links.map((link, index) => [link, ['ris', 'bibtex', 'enw'][index]] as const)) {
      const href = new URL(link.getAttribute('href')!, 'http://localhost');
      expect(href.pathname).toBe('/rc-pub/front/front-article/downloadCitation');
      expect(Object.fromEntries(href.searchParams)).toEqual({ id: '10001', type, siteId: '101' });
      expect(link.hasAttribute('download')).toBe(true);
    }
  });
});

describe('scholar links', () => {
  const scholar = () => screen.queryByRole('list', { name: '学术搜索' });

  it('offer Baidu Scholar, by title, in a new tab, and not Google by default (spec §6)', () => {
    renderCite();
    const links = within(scholar()!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['百度学术 （在新标签页中打开）']);
    const href = new URL(links[0]!.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://xueshu.baidu.com/s');
    expect(href.searchParams.get('wd')).toBe(article.title);
    expect(href.searchParams.get('site')).toBe('xueshu_se');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('offer Google Scholar’s lookup by title and authors where the site turns it on', () => {
    renderCite({ scholarLinks: { baidu: false, google: true } });
    const [link] = within(scholar()!).getAllByRole('link');
    expect(link!.textContent).toContain('谷歌学术');
    const href = new URL(link!.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://scholar.google.com/scholar_lookup');
    expect(href.searchParams.get('title')).toBe(article.title);
    expect(href.searchParams.getAll('author')).toEqual(article.authors.map((author) => author.name));
  });

  it('are left out where the site turns both off', () => {
    renderCite({ scholarLinks: { baidu: false, google: false } });
    expect(scholar()).toBeNull();
  });
});
