import { BlockQueryContextProvider } from '../../runtime/registry/block-query-context.ts';
import { ThemeProvider } from '@emotion/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { I18nextProvider } from 'react-i18next';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import { parseBootstrap } from '../../runtime/bootstrap/parse-bootstrap.ts';
import { createApiClient, type Transport } from '../../runtime/api/api-client.ts';
import { endpointPath } from '../../runtime/api/call-endpoint.ts';
import type { EndpointData } from '../../schemas/api/endpoint.ts';
import { PageContext, type PageContextValue } from '../../runtime/context/page-context.ts';
import type { Device } from '../../schemas/device.ts';
import { bundledI18n } from '../../runtime/i18n/bundled-catalogues.ts';
import { loadBlockComponent } from '../../runtime/registry/block-components.ts';
import { createBlockRegistry } from '../../runtime/registry/block-registry.ts';
import { placeModule } from '../../runtime/registry/placed-module.ts';
import { BlockSlot } from '../../runtime/registry/block-slot.tsx';
import type { AnyBlockDefinition, BlockQueryContext } from '../../runtime/registry/define-block.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { parseLocation } from '../../runtime/routing/parse-location.ts';
import { siteThemeOf } from '../../runtime/theme/site-theme.ts';

/**
 * A bootstrap for component tests, built from a sample site's real config files the way the server builds it
 * (run `bootstrapFromServer` in integration tests instead when the server is up).
 */
export function sampleBootstrap(sld: 'optics' | 'ecology', overrides: Partial<Record<keyof Bootstrap, unknown>> = {}): Bootstrap {
  const read = (file: string) => {
    const { $schema: _schema, schemaVersion: _version, ...rest } = JSON.parse(readFileSync(`site-configs/${sld}/${file}`, 'utf8'));
    return rest;
  };
  const site = read('site.json');
  const search = read('search.json');
  return parseBootstrap({
    language: site.defaultLanguage,
    site: { ...site, domain: site.domains?.[0] ?? '' },
    group: null,
    features: site.features ?? {},
    basicInfo: read('basic-info.json'),
    header: read('header.json'),
    footer: read('footer.json'),
    publication: read('publication.json'),
    aggregated: read('aggregated.json'),
    menu: read('menu.json').items,
    homeModules: read('modules.json').home,
    latestPeriods: [],
    magazineFunctions: read('magazine-functions.json'),
    access: { visitPower: true, downloadPower: true },
    aiqa: read('aiqa.json'),
    search: { resourceTypes: search.resourceTypes, conditions: search.conditions },
    searchBoxes: search.boxes,
    theme: { colorId: 1, themeColorPrimary: '#1a5fb4', themeColorHoverPrimary: '#134a8e', otherColor: '#e8f0fb', bgOpacity: 0.1, bottomLineColor: '#1a5fb4' },
    commonCodes: ['onlineVideo', 'patent', 'standard'],
    diagnostics: [],
    ...overrides,
  }).bootstrap;
}

export type RenderBlockOptions = {
  bootstrap: Bootstrap;
  lang?: LanguageSegment;
  /** The page URL (decides location, sld and prefix). */
  url?: string;
  /** Answers the block's data requests: (path, query) → data. */
  get?: (path: string, query: Record<string, string | number | undefined>) => unknown | Promise<unknown>;
  /** The message a reply carries beside its data, if any (a search's note on what it repaired). */
  message?: (path: string, query: Record<string, string | number | undefined>) => string | undefined;
  dev?: boolean;
  /** The signed-in reader, if any. */
  userName?: string;
  /** The layout variant (default desktop). */
  device?: Device;
  /** Answers the API client's calls instead of `get` (a block's actions: posts, failures, replies' messages). */
  transport?: Transport;
};

/**
 * Renders one module through the real registry and block slot (props checked by the block's contract, error boundary,
 * Suspense), inside the page context, i18n and theme a real page has. Resolves once the block's code is loaded.
 */
export async function renderBlock(
  definitions: AnyBlockDefinition[] | AnyBlockDefinition,
  module: Partial<ModuleDescriptor> & { code: string },
  { bootstrap, lang = 'en', url, get = () => undefined, message = () => undefined, dev = false, userName, device = 'desktop', transport }: RenderBlockOptions,
): Promise<RenderResult & { requests: { path: string; query: Record<string, string | number | undefined> }[] }> {
  const registry = createBlockRegistry(Array.isArray(definitions) ? definitions : [definitions]);
  const descriptor: ModuleDescriptor = { id: 1, styleId: 1, name: '', enName: '', enable: true, props: {}, ...module };
  const requests: { path: string; query: Record<string, string | number | undefined> }[] = [];
  const pageUrl = new URL(url ?? `http://localhost/${lang}/home/`);
  const location = parseLocation(pageUrl.pathname, pageUrl.search);
  // As the page shell: the site a page was chosen by (a /{sld}/… path, or `slds` on a standalone route).
  const sld = location.sld;
  const api = createApiClient({
    baseUrl: 'http://localhost',
    transport: transport ?? (async (request) => {
      const url = new URL(request.url);
      const query = Object.fromEntries(url.searchParams);
      requests.push({ path: url.pathname, query });
      return Response.json({ status: 0, data: await get(url.pathname, query) });
    }),
    getToken: () => undefined,
    getLanguage: () => lang,
    getSiteId: () => bootstrap.site.siteId,
  });
  const page: PageContextValue = { bootstrap, diagnostics: [], location, path: pageUrl.pathname + pageUrl.search, lang, sld, prefix: familyPrefix(lang, sld), dev, api, userName, device };
  const queryContext: BlockQueryContext = {
    bootstrap,
    lang,
    sld,
    // As the API client sends a call by its entry (runtime/api/call-endpoint.ts), the reply read with its schema.
    call: async (entry, { query, params, siteId, onMessage } = {}) => {
      const path = endpointPath(entry, params as Record<string, string | number> | undefined);
      const sent = { ...(query as Record<string, string | number | undefined> | undefined), ...(siteId === undefined ? {} : { siteId }) };
      requests.push({ path, query: sent });
      const data = entry.reply.data.parse(await get(path, sent)) as EndpointData<typeof entry>;
      const note = message(path, sent);
      if (note) onMessage?.(note);
      return data;
    },
  };
  const { placed } = await placeModule(registry, descriptor, 'modules', queryContext);
  const definition = placed.kind === 'block' ? registry.named(placed.block) : undefined;
  if (definition) await loadBlockComponent(definition);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const result = render(
    <I18nextProvider i18n={bundledI18n(lang)}>
      <QueryClientProvider client={queryClient}>
        <PageContext.Provider value={page}>
          <ThemeProvider theme={siteThemeOf(bootstrap)}>
            <BlockQueryContextProvider.Provider value={queryContext}>
              <BlockSlot placed={placed} definition={definition} />
            </BlockQueryContextProvider.Provider>
          </ThemeProvider>
        </PageContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return Object.assign(result, { requests });
}

/**
 * A block's definition by its folder name, loaded as the registry loads it: for a test of a block that hands over to
 * another (the search banner to search-box style one), which must not import that block itself.
 */
export async function blockNamed(name: string): Promise<AnyBlockDefinition> {
  return ((await import(`../../blocks/${name}/index.ts`)) as { default: AnyBlockDefinition }).default;
}
