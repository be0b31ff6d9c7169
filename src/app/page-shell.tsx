import { ThemeProvider } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import type { SiteKey } from '../../runtime/bootstrap/bootstrap-key.ts';
import { bootstrapQuery } from '../../runtime/bootstrap/bootstrap-query.ts';
import { PageContext, type PageContextValue } from '../../runtime/context/page-context.ts';
import { BlockSlot } from '../../runtime/registry/block-slot.tsx';
import type { PlacedModule } from '../../runtime/registry/placed-module.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { GlobalStyles } from '../../runtime/theme/global-styles.tsx';
import { cookieNames } from '../../runtime/session/cookies.ts';
import { grayScopeOf, siteThemeOf } from '../../runtime/theme/site-theme.ts';
import { useApp } from './app-context.ts';
import { blockQueryContext } from './block-query-context.ts';
import { DiagnosticsOverlay } from './diagnostics-overlay.tsx';
import { pageTitle } from '../document/page-title.ts';
import type { PageData } from './page-data.ts';
import { usePageReadyMarker } from './use-page-ready-marker.ts';

function useSiteBootstrap(siteKey: SiteKey): { bootstrap: Bootstrap; diagnostics: Diagnostic[] } {
  const { api } = useApp();
  return useSuspenseQuery(bootstrapQuery(api, siteKey)).data;
}

function ServedPage({ page }: { page: Extract<PageData, { kind: 'page' }> }) {
  const { bootstrap, diagnostics } = useSiteBootstrap(page.siteKey);
  return <Shell page={page} bootstrap={bootstrap} diagnostics={diagnostics} />;
}

/** A page the loader decided: a served site's page, or a notice in the same shell. */
export function PageShell({ page }: { page: PageData }) {
  if (page.kind === 'page') return <ServedPage page={page} />;
  return <Shell page={page} bootstrap={page.bootstrap} diagnostics={[]} />;
}

function Shell({ page, bootstrap, diagnostics }: { page: PageData; bootstrap: Bootstrap; diagnostics: Diagnostic[] }) {
  const deps = useApp();
  const { registry, dev } = deps;
  const { lang, location } = page;
  const i18n = useMemo(() => deps.i18n(lang), [deps, lang]);
  const theme = useMemo(() => siteThemeOf(bootstrap), [bootstrap]);
  // The site a page was chosen by (a /{sld}/… path, or `slds` on a standalone route): its links keep it.
  const sld = location.sld;
  const userName = deps.cookies()[cookieNames.userName];
  const { path, device } = page;
  const context: PageContextValue = useMemo(
    () => ({ bootstrap, diagnostics, location, path, lang, sld, prefix: familyPrefix(lang, sld), dev, api: deps.api, userName, device }),
    [bootstrap, diagnostics, location, path, lang, sld, dev, deps.api, userName, device],
  );
  const queryContext = useMemo(() => blockQueryContext(deps, bootstrap, lang, sld), [deps, bootstrap, lang, sld]);
  const gray = grayScopeOf(bootstrap.site.grayType, page.screen === 'home' && page.kind === 'page');
  const title = pageTitle(page, bootstrap, i18n.t.bind(i18n));

  useEffect(() => {
    document.title = title;
  }, [title]);
  usePageReadyMarker(deps.queryClient);

  const { slots } = page;
  const moduleProblems = [...slots.before, ...slots.main, ...slots.after].flatMap((placed) => (placed.kind === 'block' ? [] : [placed.diagnostic]));

  const slot = (placed: PlacedModule, index: number) => (
    <BlockSlot
      key={`${placed.module.code}-${placed.module.id}-${index}`}
      placed={placed}
      definition={placed.kind === 'block' ? registry.named(placed.block) : undefined}
      queryContext={queryContext}
    />
  );

  return (
    <I18nextProvider i18n={i18n}>
      <PageContext.Provider value={context}>
        <ThemeProvider theme={theme}>
          <GlobalStyles grayPage={gray === 'page'} />
          {bootstrap.header.cssContent ? <style data-site-css={bootstrap.site.sld}>{bootstrap.header.cssContent}</style> : null}
          <a className="mh-skip-link" href="#main">
            {i18n.t('a11y.skipToMain')}
          </a>
          {slots.before.map(slot)}
          <main id="main" tabIndex={-1} data-screen={page.screen} style={gray === 'index' ? { filter: 'grayscale(1)' } : undefined}>
            {/* Every other screen's main block has the page's h1; the home page is a list of sections, headed by the site. */}
            {page.kind === 'page' && page.screen === 'home' ? <h1 className="mh-visually-hidden">{title}</h1> : null}
            {slots.main.map(slot)}
          </main>
          {slots.after.map(slot)}
          {dev ? <DiagnosticsOverlay diagnostics={[...diagnostics, ...moduleProblems]} /> : null}
        </ThemeProvider>
      </PageContext.Provider>
    </I18nextProvider>
  );
}
