import { BlockQueryContextProvider } from '../../runtime/registry/block-query-context.ts';
import { ThemeProvider } from '@emotion/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { z } from 'zod';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { Device } from '../../schemas/device.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import type { ApiClient } from '../../runtime/api/api-client.ts';
import { ApiStatusError } from '../../runtime/api/api-errors.ts';
import { PageContext, type PageContextValue } from '../../runtime/context/page-context.ts';
import { bundledI18n } from '../../runtime/i18n/bundled-catalogues.ts';
import { loadBlockComponent } from '../../runtime/registry/block-components.ts';
import { createBlockRegistry } from '../../runtime/registry/block-registry.ts';
import { BlockSlot } from '../../runtime/registry/block-slot.tsx';
import type { AnyBlockDefinition, BlockQueryContext } from '../../runtime/registry/define-block.ts';
import { placeModule } from '../../runtime/registry/placed-module.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { parseLocation } from '../../runtime/routing/parse-location.ts';
import { siteThemeOf } from '../../runtime/theme/site-theme.ts';
import { callEndpoint } from '../../runtime/api/call-endpoint.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

/** One call a block made through the page's API client: the body as the block gave it (a FormData stays one). */
export type ApiCall = { method: 'GET' | 'POST' | 'DELETE'; path: string; query: Record<string, unknown>; body: unknown };
/** The envelope to answer with: status 0 (the default) resolves to `data`, checked with the caller's schema. */
export type ApiAnswer = { status?: number; message?: string; data?: unknown };
export type Respond = (call: ApiCall) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>;

/**
 * An API client for component tests of blocks that act (post, upload): every call is recorded and answered by
 * `respond`; a non-zero status rejects as the real client does (ApiStatusError with the server's message).
 */
export function stubApi(respond: Respond): { api: ApiClient; calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const answer = async <Schema extends AnySchema>(method: ApiCall['method'], path: string, options: { schema: Schema; query?: object; body?: unknown }): Promise<z.output<Schema>> => {
    const call: ApiCall = { method, path, query: { ...(options.query ?? {}) }, body: options.body };
    calls.push(call);
    const reply = (await respond(call)) ?? {};
    const status = reply.status ?? 0;
    if (status !== 0) throw new ApiStatusError({ method, path }, { status, message: reply.message, data: reply.data });
    return options.schema.parse(reply.data);
  };
  return {
    calls,
    api: {
      get: (path, options) => answer('GET', path, options),
      post: (path, options) => answer('POST', path, options),
      delete: (path, options) => answer('DELETE', path, options),
    },
  };
}

export type MemberPageOptions = {
  bootstrap: Bootstrap;
  lang?: LanguageSegment;
  /** The page's URL (location, sld and prefix come from it). */
  url?: string;
  /** The signed-in reader's (masked) name; absent: nobody is signed in. */
  userName?: string;
  respond?: Respond;
  device?: Device;
};

function pageOf({ bootstrap, lang = 'en', url, userName, device = 'desktop' }: MemberPageOptions, api: ApiClient): PageContextValue {
  const pageUrl = new URL(url ?? `http://localhost/personal?lang=${lang}`);
  const location = parseLocation(pageUrl.pathname, pageUrl.search);
  const sld = location.sld;
  return { bootstrap, diagnostics: [], location, path: pageUrl.pathname + pageUrl.search, lang, sld, prefix: familyPrefix(lang, sld), dev: false, api, userName, device };
}

function providers(page: PageContextValue, children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  return (
    <I18nextProvider i18n={bundledI18n(page.lang)}>
      <QueryClientProvider client={queryClient}>
        <PageContext.Provider value={page}>
          <ThemeProvider theme={siteThemeOf(page.bootstrap)}>{children}</ThemeProvider>
        </PageContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** A component inside the page context, i18n, theme and query client a page has, with a stubbed API (e.g. for renderToString). */
export function inPage(ui: ReactNode, options: MemberPageOptions): { element: ReactNode; calls: ApiCall[] } {
  const { api, calls } = stubApi(options.respond ?? (() => undefined));
  return { element: providers(pageOf(options, api), ui), calls };
}

/** Renders a component inside the page context, i18n, theme and query client a page has, with a stubbed API. */
export function renderInPage(ui: ReactNode, options: MemberPageOptions): RenderResult & { calls: ApiCall[] } {
  const { element, calls } = inPage(ui, options);
  return Object.assign(render(element), { calls });
}

/** Renders one module through the real registry and block slot (props checked by the block's contract), with a stubbed API. */
export async function renderMemberBlock(definition: AnyBlockDefinition, module: Partial<ModuleDescriptor> & { code: string }, options: MemberPageOptions) {
  const { api, calls } = stubApi(options.respond ?? (() => undefined));
  const page = pageOf(options, api);
  const registry = createBlockRegistry([definition]);
  const descriptor: ModuleDescriptor = { id: 1, styleId: 1, name: '', enName: '', enable: true, props: {}, ...module };
  const queryContext: BlockQueryContext = {
    bootstrap: page.bootstrap,
    lang: page.lang,
    sld: page.sld,
    call: (entry, call) => callEndpoint(api, entry, call),
  };
  const { placed } = await placeModule(registry, descriptor, 'modules', queryContext);
  const block = placed.kind === 'block' ? registry.named(placed.block) : undefined;
  if (block) await loadBlockComponent(block);
  return Object.assign(render(
      providers(
        page,
        <BlockQueryContextProvider.Provider value={queryContext}>
          <BlockSlot placed={placed} definition={block} />
        </BlockQueryContextProvider.Provider>,
      ),
    ), { calls, placed });
}

/** The calls made to one path. */
export const callsTo = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path);

/** Toasts (runtime/ui/show-toast.ts) are appended to the body, outside React: take them away between tests. */
export const removeToasts = () => document.body.querySelectorAll(':scope > [role="status"]').forEach((node) => node.remove());

/** A file the reader chose, of these bytes. */
export const fileOf = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
