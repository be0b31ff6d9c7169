import { hydrate, QueryClient } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import { createApiClient } from '../../runtime/api/api-client.ts';
import { bootstrapQueryKey } from '../../runtime/bootstrap/bootstrap-key.ts';
import type { ParsedBootstrap } from '../../runtime/bootstrap/parse-bootstrap.ts';
import { createI18n } from '../../runtime/i18n/create-i18n.ts';
import { islandIdentifierPrefix, type IslandEntry } from '../../runtime/islands/island-entry.ts';
import { loadIslandComponent } from '../../runtime/islands/island-components.ts';
import { keepTypedValues } from '../../runtime/islands/keep-typed-values.ts';
import { loadBlockComponent } from '../../runtime/registry/block-components.ts';
import { cookieNames, parseCookieHeader } from '../../runtime/session/cookies.ts';
import { discoverBlockRegistry } from '../blocks/discover-blocks.ts';
import { discoverIslands } from '../blocks/discover-islands.ts';
import type { AppDependencies } from './app-dependencies.ts';
import { handleUnauthorized } from './handle-unauthorized.ts';
import { IslandRoot } from './island-root.tsx';
import { readIslandState } from './island-state.ts';
import type { IslandPage } from './page-data.ts';
import './page-globals.ts';
import { pageScope, type PageScope } from './page-scope.ts';

/**
 * The browser's side of islands, loaded with the first island to hydrate: one query cache, API client and UI text
 * for the page (from what the server inlined — no request, nothing checked again), and one React root per island.
 */
const page = window.__MASTHEAD_PAGE__ as IslandPage;
const { i18n: catalogues, queryState } = readIslandState(document);
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false } } });
hydrate(queryClient, queryState);

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
  requestState: { language: page.lang },
  api: createApiClient({
    baseUrl: '',
    getToken: () => cookies()[cookieNames.commonToken],
    getLanguage: () => deps.requestState.language ?? 'zh',
    getSiteId: () => deps.requestState.siteId,
    onUnauthorized: (message) => handleUnauthorized(message, () => deps.requestState.language ?? 'zh'),
  }),
};
const islands = discoverIslands();

function siteOf(facts: IslandPage): { bootstrap: Bootstrap; diagnostics: Diagnostic[] } {
  if (facts.kind !== 'page') return { bootstrap: facts.bootstrap, diagnostics: [] };
  const parsed = queryClient.getQueryData<ParsedBootstrap>(bootstrapQueryKey(facts.siteKey));
  if (!parsed) throw new Error('the page came without its site configuration');
  return parsed;
}

let scope: PageScope | undefined;
function scopeOf(): PageScope {
  if (!scope) {
    const { bootstrap, diagnostics } = siteOf(page);
    deps.requestState.siteId = bootstrap.site.siteId;
    scope = pageScope(deps, page, bootstrap, diagnostics);
  }
  return scope;
}

/** Loads an island's code, then hydrates its server HTML; resolves once it is hydrated. */
export async function hydrateIsland(element: HTMLElement, entry: IslandEntry): Promise<void> {
  if (entry.kind === 'behaviour') throw new Error(`island ${entry.id}: a behaviour is not hydrated (the page's entry runs it)`);
  if (entry.kind === 'block') {
    const definition = deps.registry.named(entry.placed.block);
    if (!definition) throw new Error(`island ${entry.id}: no block ${entry.placed.block} in this build`);
    await loadBlockComponent(definition);
  } else {
    const definition = islands.named(entry.name);
    if (!definition) throw new Error(`island ${entry.id}: no piece ${entry.name} in this build`);
    await loadIslandComponent(definition);
  }
  const pageScopeNow = scopeOf();
  const restoreTyped = keepTypedValues(element);
  await new Promise<void>((resolve) => {
    hydrateRoot(element, <IslandRoot deps={deps} scope={pageScopeNow} islands={islands} entry={entry} onHydrated={resolve} />, {
      identifierPrefix: islandIdentifierPrefix(entry.id),
    });
  });
  restoreTyped();
}

/** Resolves once no query the islands started is still fetching. */
export function whenQueriesSettled(): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}
