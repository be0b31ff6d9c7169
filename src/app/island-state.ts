import type { DehydratedState } from '@tanstack/react-query';
import type { Catalogues } from '../../runtime/i18n/create-i18n.ts';

/**
 * What the islands hydrate from, beside their entries: the query cache entries they read and the UI text of the
 * page's language. The server writes it as a JSON block, not a script: the browser does not parse it while it
 * parses the page (an article's is hundreds of kilobytes), and the islands' code reads it with the fast JSON parser
 * when the first island hydrates.
 */
export type IslandState = { i18n: Catalogues; queryState: DehydratedState };

export const islandStateElementId = 'mh-island-state';

export function readIslandState(document: Document): IslandState {
  const text = document.getElementById(islandStateElementId)?.textContent;
  return text ? (JSON.parse(text) as IslandState) : { i18n: {}, queryState: { mutations: [], queries: [] } };
}
