import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { islandIdAttribute, islandIdentifierPrefix, islandTag, type IslandEntry } from '../../runtime/islands/island-entry.ts';
import type { IslandHostValue, IslandRequest } from '../../runtime/islands/island-host.ts';
import type { IslandRegistry } from '../blocks/discover-islands.ts';
import type { AppDependencies } from './app-dependencies.ts';
import { IslandRoot } from './island-root.tsx';
import type { PageScope } from './page-scope.ts';

/** The islands one server render placed, in page order: inlined with the page for the browser to hydrate. */
export type IslandCollector = { entries: IslandEntry[] };

export function createIslandCollector(): IslandCollector {
  return { entries: [] };
}

/**
 * The host that makes islands while the server renders a page's static parts. Each island is its own React root,
 * rendered to HTML here (synchronously: its code and data are loaded before the page renders) with its own useId
 * prefix, exactly as the browser will hydrate it. `display: contents` keeps the wrapper out of the layout.
 */
export function serverIslandHost(deps: AppDependencies, scope: PageScope, islands: IslandRegistry, collector: IslandCollector): IslandHostValue {
  const enter = (request: IslandRequest): IslandEntry => {
    const entry = { ...request, id: `i${collector.entries.length}` } as IslandEntry;
    collector.entries.push(entry);
    return entry;
  };
  return {
    frame(request) {
      const entry = enter(request);
      const html = renderToString(<IslandRoot deps={deps} scope={scope} islands={islands} entry={entry} />, { identifierPrefix: islandIdentifierPrefix(entry.id) });
      return createElement(islandTag, { [islandIdAttribute]: entry.id, style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: html } });
    },
    attach(request, html) {
      const entry = enter(request);
      return createElement(islandTag, { [islandIdAttribute]: entry.id, style: { display: 'contents' } }, html);
    },
  };
}
