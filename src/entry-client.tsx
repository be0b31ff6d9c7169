import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApiClient } from '../runtime/api/api-client.ts';
import { bootstrapQuery } from '../runtime/bootstrap/bootstrap-query.ts';
import type { ParsedBootstrap } from '../runtime/bootstrap/parse-bootstrap.ts';
import { cookieNames, parseCookieHeader } from '../runtime/session/cookies.ts';
import { AppContext } from './app/app-context.ts';
import type { AppDependencies } from './app/app-dependencies.ts';
import { createAppRoutes } from './app/create-app-routes.tsx';
import { handleUnauthorized } from './app/handle-unauthorized.ts';
import { discoverBlockRegistry } from './blocks/discover-blocks.ts';
import { installChunkReload } from './app/install-chunk-reload.ts';
import type { PageData } from './app/page-data.ts';
import { preloadBlocks } from './app/preload-blocks.ts';

declare global {
  interface Window {
    __MASTHEAD_QUERY_STATE__?: unknown;
    __MASTHEAD_DEV__?: boolean;
    __staticRouterHydrationData?: { loaderData?: Record<string, unknown> };
  }
}

/** Hydrates the server-rendered page: the inlined query cache and router state mean no request at boot. */
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false } } });
hydrate(queryClient, (window.__MASTHEAD_QUERY_STATE__ ?? {}) as DehydratedState);

const cookies = () => parseCookieHeader(document.cookie);
const deps: AppDependencies = {
  queryClient,
  registry: discoverBlockRegistry(),
  cookies,
  host: window.location.host,
  // The server says whether this is development, so both sides render the same placeholders.
  dev: window.__MASTHEAD_DEV__ === true,
  requestState: {},
  api: createApiClient({
    baseUrl: '',
    getToken: () => cookies()[cookieNames.commonToken],
    getLanguage: () => deps.requestState.language ?? 'zh',
    getSiteId: () => deps.requestState.siteId,
    onUnauthorized: (message) => handleUnauthorized(message, deps.requestState.language ?? 'zh'),
  }),
};

installChunkReload(window);
const router = createBrowserRouter(createAppRoutes(deps));

// The server's HTML holds every block of the page: load their code first so hydration matches it exactly.
const serverPage = (window.__staticRouterHydrationData?.loaderData as { page?: PageData } | undefined)?.page;
await preloadBlocks(deps.registry, serverPage?.modules ?? []);

// The loader does not run at hydration, so the page's language and site (spec §7 headers) come from what the
// server rendered.
if (serverPage) {
  deps.requestState.language = serverPage.lang;
  if (serverPage.kind === 'page') {
    const cached = queryClient.getQueryData<ParsedBootstrap>(bootstrapQuery(deps.api, serverPage.siteKey).queryKey);
    deps.requestState.siteId = cached?.bootstrap.site.siteId;
  }
}

hydrateRoot(
  document.getElementById('root')!,
  <AppContext.Provider value={deps}>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </AppContext.Provider>,
);
