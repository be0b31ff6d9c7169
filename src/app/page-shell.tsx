import { ThemeProvider } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLoaderData, useLocation } from 'react-router-dom';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import { bootstrapQuery, type SiteKey } from '../../runtime/bootstrap/bootstrap-query.ts';
import { fallbackBootstrap } from '../../runtime/bootstrap/fallback-bootstrap.ts';
import { PageContext, type PageContextValue } from '../../runtime/context/page-context.ts';
import { createI18n } from '../../runtime/i18n/create-i18n.ts';
import type { ResolvedModule } from '../../runtime/registry/block-registry.ts';
import { BlockSlot } from '../../runtime/registry/block-slot.tsx';
import { familyPrefix } from '../../runtime/routing/localized-path.ts';
import { GlobalStyles } from '../../runtime/theme/global-styles.tsx';
import { cookieNames } from '../../runtime/session/cookies.ts';
import { grayScopeOf, siteThemeOf } from '../../runtime/theme/site-theme.ts';
import { layoutModules } from '../screens/layout-modules.ts';
import { useApp } from './app-context.ts';
import { blockQueryContext } from './block-query-context.ts';
import { DiagnosticsOverlay } from './diagnostics-overlay.tsx';
import { pageTitle } from '../document/page-title.ts';
import type { PageData } from './page-data.ts';

function useSiteBootstrap(siteKey: SiteKey): { bootstrap: Bootstrap; diagnostics: Diagnostic[] } {
  const { api } = useApp();
  return useSuspenseQuery(bootstrapQuery(api, siteKey)).data;
}

function ServedPage({ page }: { page: Extract<PageData, { kind: 'page' }> }) {
  const { bootstrap, diagnostics } = useSiteBootstrap(page.siteKey);
  return <Shell page={page} bootstrap={bootstrap} diagnostics={diagnostics} />;
}

/** The app's one route component: a served site's page, or a notice in the same shell. */
export function PageShell() {
  const page = useLoaderData() as PageData;
  if (page.kind === 'page') return <ServedPage page={page} />;
  return <Shell page={page} bootstrap={fallbackBootstrap(page.lang, page.site)} diagnostics={[]} />;
}

function Shell({ page, bootstrap, diagnostics }: { page: PageData; bootstrap: Bootstrap; diagnostics: Diagnostic[] }) {
  const deps = useApp();
  const { registry, dev } = deps;
  const { lang, location } = page;
  const i18n = useMemo(() => createI18n(lang), [lang]);
  const theme = useMemo(() => siteThemeOf(bootstrap), [bootstrap]);
  // The site a page was chosen by (a /{sld}/… path, or `slds` on a standalone route): its links keep it.
  const sld = location.sld;
  const userName = deps.cookies()[cookieNames.userName];
  const routerLocation = useLocation();
  const path = routerLocation.pathname + routerLocation.search;
  const context: PageContextValue = useMemo(
    () => ({ bootstrap, diagnostics, location, path, lang, sld, prefix: familyPrefix(lang, sld), dev, api: deps.api, userName }),
    [bootstrap, diagnostics, location, path, lang, sld, dev, deps.api, userName],
  );
  const queryContext = useMemo(() => blockQueryContext(deps, bootstrap, lang, sld), [deps, bootstrap, lang, sld]);
  const gray = grayScopeOf(bootstrap.site.grayType, page.screen === 'home' && page.kind === 'page');
  const title = pageTitle(page, bootstrap, i18n.t.bind(i18n));

  useEffect(() => {
    document.title = title;
  }, [title]);

  const moduleWhere = page.screen === 'home' ? `${bootstrap.site.sld}/modules.json` : page.screen;
  const slots = useMemo(() => {
    const resolve = (module: ModuleDescriptor, where: string) => ({ module, resolved: registry.resolve(module, where) });
    return {
      before: layoutModules.beforeMain.map((module) => resolve(module, 'layout')),
      main: page.modules.map((module) => resolve(module, moduleWhere)),
      after: layoutModules.afterMain.map((module) => resolve(module, 'layout')),
    };
  }, [registry, page.modules, moduleWhere]);
  const moduleProblems = [...slots.before, ...slots.main, ...slots.after].flatMap(({ resolved }) => (resolved.kind === 'block' ? [] : [resolved.diagnostic]));

  const slot = ({ module, resolved }: { module: ModuleDescriptor; resolved: ResolvedModule }, index: number) => (
    <BlockSlot key={`${module.code}-${module.id}-${index}`} module={module} resolved={resolved} queryContext={queryContext} />
  );

  return (
    <I18nextProvider i18n={i18n}>
      <PageContext.Provider value={context}>
        <ThemeProvider theme={theme}>
          <GlobalStyles grayPage={gray === 'page'} />
          {bootstrap.header.cssContent ? <style data-site-css={bootstrap.site.sld}>{bootstrap.header.cssContent}</style> : null}
          <a className="mh-visually-hidden" href="#main">
            {i18n.t('header.skipToContent')}
          </a>
          {slots.before.map(slot)}
          <main id="main" tabIndex={-1} data-screen={page.screen} style={gray === 'index' ? { filter: 'grayscale(1)' } : undefined}>
            {slots.main.map(slot)}
          </main>
          {slots.after.map(slot)}
          {dev ? <DiagnosticsOverlay diagnostics={[...diagnostics, ...moduleProblems]} /> : null}
        </ThemeProvider>
      </PageContext.Provider>
    </I18nextProvider>
  );
}
