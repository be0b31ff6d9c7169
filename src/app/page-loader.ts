import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { languageSegment, type LanguageSegment } from '../../schemas/language.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { siteNotice } from '../../schemas/bootstrap.ts';
import { ApiStatusError, ApiClientError } from '../../runtime/api/api-errors.ts';
import { bootstrapQuery, type SiteKey } from '../../runtime/bootstrap/bootstrap-query.ts';
import { parseLocation } from '../../runtime/routing/parse-location.ts';
import { cookieNames } from '../../runtime/session/cookies.ts';
import type { AppDependencies } from './app-dependencies.ts';
import { blockQueryContext } from './block-query-context.ts';
import { moduleOf, type PageData } from './page-data.ts';
import { screenModules } from '../screens/screen-modules.ts';
import { preloadBlocks } from './preload-blocks.ts';

function cookieLanguage(cookies: Record<string, string>): LanguageSegment | undefined {
  const parsed = languageSegment.safeParse(cookies[cookieNames.language]);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The one loader of the app (architecture "The way one page travels"): parse the URL once, find the site, get its
 * bootstrap (from the cache when the server already inlined it), choose the screen's modules and load their data,
 * and say which HTTP status the page has.
 */
export function createPageLoader(deps: AppDependencies) {
  /** Every outcome is a page of blocks: their code is loaded before the page renders. */
  const finish = async (page: PageData, headers: Record<string, string> = {}) => {
    await preloadBlocks(deps.registry, page.modules);
    return data(page, { status: page.status, headers });
  };

  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const location = parseLocation(url.pathname, url.search);
    const requestedLang = location.lang ?? cookieLanguage(deps.cookies());
    const siteKey: SiteKey = location.sld ? { sld: location.sld } : { domain: deps.host };
    deps.requestState.language = requestedLang;

    let parsed;
    try {
      parsed = await deps.queryClient.ensureQueryData(bootstrapQuery(deps.api, siteKey));
    } catch (error) {
      const lang = requestedLang ?? 'zh';
      const shell = { lang, location };
      if (error instanceof ApiStatusError) {
        if (error.status === statusCodes.siteNotFound) {
          const page: PageData = { ...shell, kind: 'forbidden', status: 403, screen: 'forbiddenPage', modules: [moduleOf('forbiddenPage')] };
          return finish(page);
        }
        const notice = siteNotice.safeParse(error.data);
        if (notice.success) {
          const status = notice.data.kind === 'maintenance' ? 503 : 403;
          const page: PageData = { ...shell, kind: 'notice', status, site: notice.data.site, screen: 'errorPage', modules: [moduleOf('siteNotice', { kind: notice.data.kind })] };
          return finish(page, status === 503 ? { 'Retry-After': '3600' } : {});
        }
      }
      // No usable answer (network, timeout, not an envelope): the data service is down. A refusal with a status is
      // a fault on the other side: a bad gateway, not "try again later".
      if (error instanceof ApiStatusError) {
        const page: PageData = { ...shell, kind: 'unavailable', status: 502, screen: 'errorPage', modules: [moduleOf('errorPage', { status: 502, reason: 'server' })] };
        return finish(page);
      }
      if (error instanceof ApiClientError) {
        const page: PageData = { ...shell, kind: 'unavailable', status: 503, screen: 'errorPage', modules: [moduleOf('errorPage', { status: 503, reason: 'apiDown' })] };
        return finish(page);
      }
      throw error;
    }

    const { bootstrap } = parsed;
    const lang = requestedLang ?? bootstrap.header.defaultLanguage;
    deps.requestState.language = lang;
    deps.requestState.siteId = bootstrap.site.siteId;
    const { modules, status } = screenModules(location, bootstrap);

    // Load every block's data before rendering, so the server's HTML is complete and the cache it inlines is too.
    const queryContext = blockQueryContext(deps, bootstrap, lang, location.sld);
    await Promise.all(
      modules.map((module) => {
        const resolved = deps.registry.resolve(module);
        if (resolved.kind !== 'block' || !resolved.definition.query) return undefined;
        return deps.queryClient.prefetchQuery(resolved.definition.query(resolved.props, queryContext));
      }),
    );

    const page: PageData = { kind: 'page', status, location, lang, siteKey, screen: location.screen, modules };
    return finish(page);
  };
}
