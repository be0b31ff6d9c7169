import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ParsedBootstrap } from '../runtime/bootstrap/parse-bootstrap.ts';
import { readerAddressHeader, type RenderInput, type RenderOutput } from '../schemas/render-contract.ts';
import { createApiClient } from '../runtime/api/api-client.ts';
import { bootstrapQueryKey } from '../runtime/bootstrap/bootstrap-key.ts';
import { fallbackBootstrap } from '../runtime/bootstrap/fallback-bootstrap.ts';
import { bundledI18n } from '../runtime/i18n/bundled-catalogues.ts';
import { adoptSessionFromUrl } from '../runtime/session/adopt-session-from-url.ts';
import { cookieNames, parseCookieHeader, serializeCookie } from '../runtime/session/cookies.ts';
import { AppContext } from './app/app-context.ts';
import { auditHandOver } from './app/audit-hand-over.ts';
import type { AppDependencies } from './app/app-dependencies.ts';
import { createPageLoader, type LoadedPage } from './app/page-loader.ts';
import { PageShell } from './app/page-shell.tsx';
import { PreviewBanner } from './app/preview-banner.tsx';
import { RouteErrorPage } from './app/route-error-page.tsx';
import { renderAppHtml } from './app/render-app-html.ts';
import { discoverBlockRegistry } from './blocks/discover-blocks.ts';
import { discoverIslands } from './blocks/discover-islands.ts';
import { loadIslandComponent } from '../runtime/islands/island-components.ts';
import { createIslandCollector } from './app/server-islands.tsx';
import { islandQueryKeys } from './app/island-query-keys.ts';
import { islandStateElementId } from './app/island-state.ts';
import { islandStateJson } from './app/island-state-json.ts';
import { documentHead } from './document/document-head.ts';
import { escapeHtml, jsonForScript } from './document/escape-html.ts';

const registry = discoverBlockRegistry();

export { findBlockProblems } from './blocks/find-block-problems.ts';
/** Islands render synchronously inside a page's render: every piece's code is here before the first page renders. */
const piecesLoaded = Promise.all(discoverIslands().all().map(loadIslandComponent));

/**
 * On the server a page must not wait on the data service as long as a reader's browser may (spec §9: 600 s): a
 * call that takes longer than this fails, and the page says the service is not answering.
 */
const serverRequestTimeoutMs = 15_000;

/**
 * The page's API calls speak for the reader: their cookies (who is signed in, spec §6), referrer (checkPower's
 * referrer grant) and address (what counts once per reader: hot words) go with them, as from the reader's browser.
 */
function readerHeaders(headers: RenderInput['headers']): Record<string, string> {
  const forwarded: Record<string, string> = {};
  for (const name of ['cookie', 'referer', readerAddressHeader] as const) if (headers[name]) forwarded[name] = headers[name];
  return forwarded;
}

/**
 * Renders one page on the server (architecture "Render"): runs the page loader, fills the head and `<html lang dir>`,
 * renders the body, and inlines the page's facts and the query cache's state so the browser hydrates its islands
 * without a single request. A loader that fails (a bug) gives the last-resort error page, status 500.
 */
export async function render(input: RenderInput): Promise<RenderOutput> {
  await piecesLoaded;
  // The request path is a path: `//evil.example/…` must not become a host (canonical links, redirects).
  const url = new URL(`${input.origin}/${input.url.replace(/^[/\\]+/, '')}`);

  // spec §3: a token and userName in the URL are moved into cookies (a redirect, so it works without JavaScript).
  const adopted = adoptSessionFromUrl(url);
  if (adopted.cleanedUrl !== null) {
    return {
      kind: 'redirect',
      status: 302,
      location: adopted.cleanedUrl,
      setCookies: adopted.cookies.map(({ name, value }) =>
        serializeCookie(name, value, { maxAgeSeconds: 60 * 60 * 24 * 30, secure: url.protocol === 'https:' }),
      ),
    };
  }

  const cookies = parseCookieHeader(input.headers.cookie ?? '');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const deps: AppDependencies = {
    queryClient,
    registry,
    i18n: bundledI18n,
    cookies: () => cookies,
    userAgent: input.headers['user-agent'] ?? '',
    host: input.headers.host ?? url.host,
    origin: url.origin,
    dev: input.dev,
    requestState: {},
    direct: input.direct,
    referrer: input.headers.referer,
    api: createApiClient({
      baseUrl: '',
      transport: input.transport,
      direct: input.direct?.get,
      extraHeaders: readerHeaders(input.headers),
      getToken: () => cookies[cookieNames.commonToken],
      getLanguage: () => deps.requestState.language ?? 'zh',
      getSiteId: () => deps.requestState.siteId,
      timeoutMs: serverRequestTimeoutMs,
      auditHandOver: input.auditHandOver ? auditHandOver : undefined,
    }),
  };

  let loaded: LoadedPage | undefined;
  try {
    loaded = await createPageLoader(deps)(url);
  } catch (error) {
    console.error('page:', error);
  }
  if (loaded?.kind === 'redirect') return { kind: 'redirect', status: loaded.status, location: loaded.location, setCookies: [] };

  const page = loaded?.page;
  const status = page?.status ?? 500;
  const lang = page?.lang ?? 'zh';
  const bootstrap =
    page?.kind === 'page'
      ? queryClient.getQueryData<ParsedBootstrap>(bootstrapQueryKey(page.siteKey))!.bootstrap
      : (page?.bootstrap ?? fallbackBootstrap(lang));
  const i18n = bundledI18n(lang);
  const head = page
    ? documentHead(page, bootstrap, url, i18n.t.bind(i18n), { noindex: input.preview !== undefined })
    : { htmlAttributes: 'lang="zh-CN" dir="ltr"', head: '<title>Error</title><meta name="robots" content="noindex">' };

  // Function replacers: `$&`, `$'` … in page text are text, not replacement patterns.
  const [before, after] = input.template
    .replace('data-mh-html-attributes', () => head.htmlAttributes)
    .replace('<!--head-->', () => head.head)
    .split('<!--app-->') as [string, string];
  const [betweenAppAndData, afterData] = after.split('<!--data-->') as [string, string];

  // What the browser hydrates its islands from (entry-client.tsx): the page's facts and islands, and (island-state.ts)
  // the query cache's entries the islands read (the site's configuration, each island block's data) as they stand
  // when the render ends, with the UI text of the page's language. Static blocks' data stays here. No page (the
  // loader failed): nothing.
  const collector = createIslandCollector();
  const pageDataScript = () => {
    if (!page) return '';
    const { slots: _slots, head: _head, ...pageFacts } = page;
    const facts = `<script nonce="${escapeHtml(input.nonce)}">window.__MASTHEAD_DEV__=${input.dev};window.__MASTHEAD_PAGE__=${jsonForScript({ ...pageFacts, islands: collector.entries })}</script>`;
    if (collector.entries.length === 0) return facts;
    const wanted = islandQueryKeys(page, collector.entries);
    const queryState = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && wanted.has(query.queryHash) });
    return `${facts}<script type="application/json" id="${islandStateElementId}">${islandStateJson(lang, queryState)}</script>`;
  };

  const html = await renderAppHtml(
    <AppContext.Provider value={deps}>
      <QueryClientProvider client={queryClient}>
        {/* Islands are roots of their own, so nothing here has to match a tree the browser renders. */}
        {input.preview ? <PreviewBanner text={input.preview.banner} /> : null}
        {page ? <PageShell page={page} collector={collector} /> : <RouteErrorPage />}
      </QueryClientProvider>
    </AppContext.Provider>,
    input.nonce,
  );
  // The inlined cache is written after the render, so it holds everything the page loaded.
  const body = `${before}${html}${betweenAppAndData}${pageDataScript()}${afterData}`;

  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  if (loaded) Object.assign(headers, loaded.headers);
  return { kind: 'page', status, headers, body };
}
