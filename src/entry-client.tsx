import { scheduleIslands } from '../runtime/islands/schedule-islands.ts';
import { installChunkReload } from './app/install-chunk-reload.ts';
import './app/page-globals.ts';
import { loadBehaviour } from './blocks/discover-behaviours.ts';
import { pageReadyAttribute } from './app/page-ready.ts';

/**
 * The page arrived complete from the server. What runs here is only what hydrates its islands — the blocks that
 * declared interactivity and the interactive pieces of static ones — each when its entry says; React and the
 * islands' code load with the first island that needs them. Static blocks are never rendered again in the browser.
 */
const page = window.__MASTHEAD_PAGE__;
const markReady = () => document.documentElement.setAttribute(pageReadyAttribute, '');

installChunkReload(window);

// No page data (the server's last-resort error page), or no island: nothing to hydrate.
if (!page || page.islands.length === 0) {
  markReady();
} else {
  // A chunk that fails to load may answer undefined rather than throw (the chunk-reload handler took the error).
  const hydrator = async () => (await import('./app/hydrate-islands.tsx')) ?? Promise.reject(new Error('the islands’ code did not load'));
  const unprompted = page.islands.filter((island) => island.kind !== 'behaviour' && (island.when === 'load' || island.when === 'idle'));
  await scheduleIslands(
    document,
    page.islands,
    async (element, entry) => {
      if (entry.kind === 'behaviour') (await loadBehaviour(entry.block))(element);
      else await (await hydrator()).hydrateIsland(element, entry);
    },
    (error, entry) => console.error(`island ${entry.id} did not hydrate; its server HTML stays`, error),
  );
  // If the islands' code could not load, there is nothing to settle: the page is what the server sent. (Behaviours
  // alone never load it.)
  if (unprompted.length > 0) await hydrator().then((module) => module.whenQueriesSettled()).catch(() => undefined);
  markReady();
}
