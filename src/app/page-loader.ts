import type { Bootstrap } from '../../schemas/bootstrap.ts';
import { siteNotice } from '../../schemas/bootstrap.ts';
import { isLanguageSegment, type LanguageSegment } from '../../schemas/language-codes.ts';
import { moduleOf, type ModuleDescriptor } from '../../schemas/module-list.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { ApiStatusError, ApiClientError } from '../../runtime/api/api-errors.ts';
import type { SiteKey } from '../../runtime/bootstrap/bootstrap-key.ts';
import { directBootstrapQuery } from '../../runtime/bootstrap/direct-bootstrap-query.ts';
import { bootstrapQuery } from '../../runtime/bootstrap/bootstrap-query.ts';
import { fallbackBootstrap } from '../../runtime/bootstrap/fallback-bootstrap.ts';
import { deviceOf } from '../../schemas/device.ts';
import { parseLocation } from '../../runtime/routing/parse-location.ts';
import { memberScreens } from '../../schemas/routes/screens.ts';
import { cookieNames } from '../../runtime/session/cookies.ts';
import { loginHref } from '../../runtime/session/login-href.ts';
import type { AppDependencies } from './app-dependencies.ts';
import { blockQueryContext } from './block-query-context.ts';
import type { PageData, PageFacts } from './page-data.ts';
import { placePage } from './place-page.ts';
import { defaultScreens } from '../../runtime/screens/default-screens.ts';
import { resolveScreen, type ResolvedScreen } from '../../runtime/screens/resolve-screen.ts';

function cookieLanguage(cookies: Record<string, string>): LanguageSegment | undefined {
  const value = cookies[cookieNames.language];
  return isLanguageSegment(value) ? value : undefined;
}

/** A page the loader composes itself (a site that cannot be served): one module in the portal's layout. */
function shellScreen(module: ModuleDescriptor): Pick<ResolvedScreen, 'modules' | 'layout' | 'where'> {
  return { modules: [{ module, fromAddress: false }], layout: defaultScreens().layout, where: module.code };
}

/** What the loader decides for an address: a page (its status inside, with headers of its own), or a redirect. */
export type LoadedPage = { kind: 'page'; page: PageData; headers: Record<string, string> } | { kind: 'redirect'; status: 302; location: string };

/**
 * The one loader of the app (architecture "The way one page travels"), run on the server: parse the URL once, find
 * the site, get its bootstrap, choose the screen's modules, resolve them to blocks and load their data and code,
 * and say which HTTP status the page has. What it returns is plain data the browser hydrates from.
 */
export function createPageLoader(deps: AppDependencies): (url: URL) => Promise<LoadedPage> {
  const finish = async (facts: PageFacts, screen: Pick<ResolvedScreen, 'modules' | 'layout' | 'where'>, bootstrap: Bootstrap, headers: Record<string, string> = {}): Promise<LoadedPage> => {
    const i18n = deps.i18n(facts.lang);
    const { slots, head, missing } = await placePage(deps, screen, screen.where, blockQueryContext(deps, bootstrap, facts.lang, facts.location.sld), {
      bootstrap,
      lang: facts.lang,
      sld: facts.location.sld,
      origin: deps.origin,
      t: i18n.t.bind(i18n),
    });
    // Content that does not exist (an unknown issue, album or article) makes the page the 404 page, title and all.
    const page: PageData = missing ? { ...facts, status: 404, screen: 'notFound', slots, head } : { ...facts, slots, head };
    return { kind: 'page', page, headers };
  };

  return async (url) => {
    const location = parseLocation(url.pathname, url.search);
    const path = url.pathname + url.search;
    const device = deviceOf(deps.userAgent);
    const requestedLang = location.lang ?? cookieLanguage(deps.cookies());
    const siteKey: SiteKey = location.sld ? { sld: location.sld } : { domain: deps.host };
    deps.requestState.language = requestedLang;

    let parsed;
    try {
      parsed = await deps.queryClient.ensureQueryData(deps.direct ? directBootstrapQuery(deps.direct, siteKey, deps.referrer) : bootstrapQuery(deps.api, siteKey));
    } catch (error) {
      const lang = requestedLang ?? 'zh';
      const shell = { lang, location, path, device };
      if (error instanceof ApiStatusError) {
        if (error.status === statusCodes.siteNotFound) {
          const bootstrap = fallbackBootstrap(lang);
          return finish({ ...shell, kind: 'forbidden', status: 403, screen: 'forbiddenPage', bootstrap }, shellScreen(moduleOf('forbiddenPage')), bootstrap);
        }
        const notice = siteNotice.safeParse(error.data);
        if (notice.success) {
          const status = notice.data.kind === 'maintenance' ? 503 : 403;
          const bootstrap = fallbackBootstrap(lang, notice.data.site);
          return finish({ ...shell, kind: 'notice', status, screen: 'errorPage', bootstrap }, shellScreen(moduleOf('siteNotice', { kind: notice.data.kind })), bootstrap, status === 503 ? { 'Retry-After': '3600' } : {});
        }
        if (error.status === statusCodes.serviceUnavailable) {
          // The back end is up but its database is not, just now: "try again shortly", as when the service is down.
          const bootstrap = fallbackBootstrap(lang);
          return finish({ ...shell, kind: 'unavailable', status: 503, screen: 'errorPage', bootstrap }, shellScreen(moduleOf('errorPage', { status: 503, reason: 'apiDown' })), bootstrap, { 'Retry-After': '5' });
        }
        // Any other refusal with a status is a fault on the other side: a bad gateway, not "try again later".
        const bootstrap = fallbackBootstrap(lang);
        return finish({ ...shell, kind: 'unavailable', status: 502, screen: 'errorPage', bootstrap }, shellScreen(moduleOf('errorPage', { status: 502, reason: 'server' })), bootstrap);
      }
      // No usable answer (network, timeout, not an envelope): the data service is down.
      if (error instanceof ApiClientError) {
        const bootstrap = fallbackBootstrap(lang);
        return finish({ ...shell, kind: 'unavailable', status: 503, screen: 'errorPage', bootstrap }, shellScreen(moduleOf('errorPage', { status: 503, reason: 'apiDown' })), bootstrap);
      }
      throw error;
    }

    const { bootstrap } = parsed;
    const lang = requestedLang ?? bootstrap.header.defaultLanguage;
    deps.requestState.language = lang;
    deps.requestState.siteId = bootstrap.site.siteId;
    // Spec §6: without the userName cookie the personal centre goes to login (a redirect: it works without JavaScript).
    if (memberScreens.has(location.screen) && !deps.cookies()[cookieNames.userName]) return { kind: 'redirect', status: 302, location: loginHref(path, lang) };
    const screen = resolveScreen(location, bootstrap);
    return finish({ kind: 'page', status: screen.status, location, path, lang, siteKey, screen: location.screen, device }, screen, bootstrap);
  };
}
