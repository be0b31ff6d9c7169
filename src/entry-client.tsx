import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createApiClient } from '../runtime/api/api-client.ts';
import { bootstrapQueryKey } from '../runtime/bootstrap/bootstrap-key.ts';
import type { ParsedBootstrap } from '../runtime/bootstrap/parse-bootstrap.ts';
import { createI18n, type Catalogues } from '../runtime/i18n/create-i18n.ts';
import { loadBlockComponent } from '../runtime/registry/block-components.ts';
import { cookieNames, parseCookieHeader } from '../runtime/session/cookies.ts';
import { AppContext } from './app/app-context.ts';
import type { AppDependencies } from './app/app-dependencies.ts';
import { handleUnauthorized } from './app/handle-unauthorized.ts';
import { discoverBlockRegistry } from './blocks/discover-blocks.ts';
import { installChunkReload } from './app/install-chunk-reload.ts';
import type { PageData } from './app/page-data.ts';
import { PageShell } from './app/page-shell.tsx';
import { pageReadyAttribute } from './app/use-page-ready-marker.ts';

declare global {
  interface Window {
    __MASTHEAD_PAGE__?: PageData;
    __MASTHEAD_QUERY_STATE__?: unknown;
    __MASTHEAD_I18N__?: Catalogues;
    __MASTHEAD_DEV__?: boolean;
  }
}

/**
 * Hydrates the page the server rendered. The server inlines what it decided (the page with its placed blocks), the
 * query cache and the page language's UI text, so the boot makes no request, runs no router and checks nothing again.
 */
const page = window.__MASTHEAD_PAGE__;
const catalogues = window.__MASTHEAD_I18N__ ?? {};
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false } } });
hydrate(queryClient, (window.__MASTHEAD_QUERY_STATE__ ?? {}) as DehydratedState);

const cookies = () => parseCookieHeader(document.cookie);
const deps: AppDependencies = {
  queryClient,
  registry: discoverBlockRegistry(),
  i18n: (language) => createI18n(language, catalogues),
  cookies,
  userAgent: navigator.userAgent,
  host: window.location.host,
  origin: window.location.origin,
  // The server says whether this is development, so both sides render the same placeholders.
  dev: window.__MASTHEAD_DEV__ === true,
  // The page's language and site are the spec §7 headers of every call the page makes.
  requestState: { language: page?.lang },
  api: createApiClient({
    baseUrl: '',
    getToken: () => cookies()[cookieNames.commonToken],
    getLanguage: () => deps.requestState.language ?? 'zh',
    getSiteId: () => deps.requestState.siteId,
    onUnauthorized: (message) => handleUnauthorized(message, () => deps.requestState.language ?? 'zh'),
  }),
};

installChunkReload(window);

// No page data: the server answered with its last-resort error page, plain HTML with nothing to hydrate.
if (page) {
  if (page.kind === 'page') deps.requestState.siteId = queryClient.getQueryData<ParsedBootstrap>(bootstrapQueryKey(page.siteKey))?.bootstrap.site.siteId;
  // The server's HTML holds every block of the page: load their code first so hydration matches it exactly.
  const { before, main, after } = page.slots;
  await Promise.all(
    [...before, ...main, ...after].map((placed) => {
      const definition = placed.kind === 'block' ? deps.registry.named(placed.block) : undefined;
      return definition ? loadBlockComponent(definition) : undefined;
    }),
  );
  hydrateRoot(
    document.getElementById('root')!,
    <AppContext.Provider value={deps}>
      <QueryClientProvider client={queryClient}>
        <PageShell page={page} />
      </QueryClientProvider>
    </AppContext.Provider>,
  );
} else {
  document.documentElement.setAttribute(pageReadyAttribute, '');
}
