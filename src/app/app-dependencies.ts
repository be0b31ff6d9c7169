import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { ApiClient } from '../../runtime/api/api-client.ts';
import type { BlockRegistry } from '../../runtime/registry/block-registry.ts';
import type { DirectBackEnd } from '../../schemas/render-contract.ts';

/** What the app needs, made once per request on the server and once per page in the browser. */
export type AppDependencies = {
  queryClient: QueryClient;
  api: ApiClient;
  registry: BlockRegistry;
  /** The UI text of a language (all catalogues on the server; the page's inlined ones in the browser). */
  i18n: (language: LanguageSegment) => i18n;
  /** The request's cookies (server) or document.cookie (browser), read when needed. */
  cookies: () => Record<string, string>;
  /** The reader's browser (the request's User-Agent on the server), for the phone/tablet test. */
  userAgent: string;
  /** The host the page was reached at, for sites chosen by domain. */
  host: string;
  /** The page's origin as the reader sees it (`https://journals.example.org`), for absolute URLs in the head. */
  origin: string;
  dev: boolean;
  /** The embedded back end by function call (server only, without `API_BASE_URL`): see RenderInput.direct. */
  direct?: DirectBackEnd | undefined;
  /** The page's referrer (server only): the bootstrap's access grant depends on it (spec §6 checkPower). */
  referrer?: string | undefined;
  /** What the API client's headers say (spec §7): the page's language and, once known, its site. */
  requestState: { language?: LanguageSegment; siteId?: number };
};
