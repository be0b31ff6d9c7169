import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import type { SiteKey } from '../../runtime/bootstrap/bootstrap-key.ts';
import { bootstrapQueryKey } from '../../runtime/bootstrap/bootstrap-key.ts';
import type { ParsedBootstrap } from '../../runtime/bootstrap/parse-bootstrap.ts';
import { IslandHost, type IslandHostValue } from '../../runtime/islands/island-host.ts';
import type { IslandTrigger } from '../../runtime/islands/island-trigger.ts';
import { BlockSlot } from '../../runtime/registry/block-slot.tsx';
import type { PlacedModule } from '../../runtime/registry/placed-module.ts';
import { GlobalStyles } from '../../runtime/theme/global-styles.tsx';
import { grayScopeOf } from '../../runtime/theme/site-theme.ts';
import { discoverIslands } from '../blocks/discover-islands.ts';
import { pageTitle } from '../document/page-title.ts';
import { useApp } from './app-context.ts';
import { DiagnosticsOverlay } from './diagnostics-overlay.tsx';
import { ScopeProviders } from './island-root.tsx';
import type { PageData } from './page-data.ts';
import { pageScope } from './page-scope.ts';
import { createIslandCollector, serverIslandHost, type IslandCollector } from './server-islands.tsx';

const islands = discoverIslands();

/** The site's bootstrap, which the page loader loaded before a served page is rendered. */
function useSiteBootstrap(siteKey: SiteKey): { bootstrap: Bootstrap; diagnostics: Diagnostic[] } {
  return useQueryClient().getQueryData<ParsedBootstrap>(bootstrapQueryKey(siteKey))!;
}

function ServedPage({ page, collector }: { page: Extract<PageData, { kind: 'page' }>; collector: IslandCollector }) {
  const { bootstrap, diagnostics } = useSiteBootstrap(page.siteKey);
  return <Shell page={page} bootstrap={bootstrap} diagnostics={diagnostics} collector={collector} />;
}

/**
 * A page the loader decided, as the server renders it: a served site's page, or a notice in the same shell. Its
 * blocks render to static HTML; those that declare interactivity (and the interactive pieces of the others) become
 * islands, which `collector` lists for the browser to hydrate. Nothing of this runs in the browser.
 */
export function PageShell({ page, collector = createIslandCollector() }: { page: PageData; collector?: IslandCollector }) {
  if (page.kind === 'page') return <ServedPage page={page} collector={collector} />;
  return <Shell page={page} bootstrap={page.bootstrap} diagnostics={[]} collector={collector} />;
}

function Shell({ page, bootstrap, diagnostics, collector }: { page: PageData; bootstrap: Bootstrap; diagnostics: Diagnostic[]; collector: IslandCollector }) {
  const deps = useApp();
  const { registry, dev } = deps;
  const scope = useMemo(() => pageScope(deps, page, bootstrap, diagnostics), [deps, page, bootstrap, diagnostics]);
  const host: IslandHostValue = useMemo(() => serverIslandHost(deps, scope, islands, collector), [deps, scope, collector]);
  const { i18n } = scope;
  const gray = grayScopeOf(bootstrap.site.grayType, page.screen === 'home' && page.kind === 'page');
  const title = pageTitle(page, bootstrap, i18n.t.bind(i18n));

  const { slots } = page;
  const moduleProblems = [...slots.before, ...slots.main, ...slots.after].flatMap((placed) => (placed.kind === 'block' ? [] : [placed.diagnostic]));

  const slot = (placed: PlacedModule, index: number) => {
    const definition = placed.kind === 'block' ? registry.named(placed.block) : undefined;
    const key = `${placed.module.code}-${placed.module.id}-${index}`;
    // A block that declares interactivity is an island as a whole; any other renders here, once, as HTML — wrapped
    // for its plain-DOM behaviour if it has one.
    if (placed.kind === 'block' && definition?.island) return <IslandFrame key={key} host={host} placed={placed} when={definition.island} />;
    const html = <BlockSlot key={key} placed={placed} definition={definition} />;
    if (placed.kind === 'block' && definition?.behaviour) return <BehaviourFrame key={key} host={host} block={placed.block} when={definition.behaviour} html={html} />;
    return html;
  };

  return (
    <ScopeProviders deps={deps} scope={scope}>
      <IslandHost.Provider value={host}>
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
      </IslandHost.Provider>
    </ScopeProviders>
  );
}

function BehaviourFrame({ host, block, when, html }: { host: IslandHostValue; block: string; when: IslandTrigger; html: ReactNode }) {
  return host.attach({ kind: 'behaviour', block, when }, html);
}

function IslandFrame({ host, placed, when }: { host: IslandHostValue; placed: Extract<PlacedModule, { kind: 'block' }>; when: IslandTrigger }) {
  return host.frame({ kind: 'block', placed, when });
}
