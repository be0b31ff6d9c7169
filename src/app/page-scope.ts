import type { i18n } from 'i18next';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import type { PageContextValue } from '../../runtime/context/page-context.ts';
import type { BlockQueryContext } from '../../runtime/registry/define-block.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { cookieNames } from '../../runtime/session/cookies.ts';
import { siteThemeOf, type SiteTheme } from '../../runtime/theme/site-theme.ts';
import type { AppDependencies } from './app-dependencies.ts';
import { blockQueryContext } from './block-query-context.ts';
import type { PageFacts } from './page-data.ts';

/** What every block of a page reads from its surroundings: the same for the page on the server and each island. */
export type PageScope = { i18n: i18n; theme: SiteTheme; context: PageContextValue; queryContext: BlockQueryContext };

export function pageScope(deps: AppDependencies, page: PageFacts, bootstrap: Bootstrap, diagnostics: Diagnostic[]): PageScope {
  const { lang, location, path, device } = page;
  // The site a page was chosen by (a /{sld}/… path, or `slds` on a standalone route): its links keep it.
  const sld = location.sld;
  return {
    i18n: deps.i18n(lang),
    theme: siteThemeOf(bootstrap),
    context: {
      bootstrap,
      diagnostics,
      location,
      path,
      lang,
      sld,
      prefix: familyPrefix(lang, sld),
      dev: deps.dev,
      api: deps.api,
      userName: deps.cookies()[cookieNames.userName],
      device,
    },
    queryContext: blockQueryContext(deps, bootstrap, lang, sld),
  };
}
