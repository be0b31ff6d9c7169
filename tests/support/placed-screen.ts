import type { Bootstrap } from '../../schemas/bootstrap.ts';
import { parseLocation } from '../../runtime/routing/parse-location.ts';
import { placeScreenModules } from '../../runtime/screens/place-screen-modules.ts';
import { resolveScreen } from '../../runtime/screens/resolve-screen.ts';
import { discoverBlockRegistry } from '../../src/blocks/discover-blocks.ts';
import { sampleBootstrap } from './render-block.tsx';

const registry = discoverBlockRegistry();

/** A placed module as a test compares it: its code, and its block's props (or why it has none). */
export type ScreenModuleSeen = { code: string; props?: Record<string, unknown>; problem?: string };

/**
 * What a page shows for a URL, as far as configuration decides it: the screen's modules resolved to their blocks,
 * props bound from the address, checked by each block's contract and read with the site's configuration — or the
 * 404 the page answers when the address names nothing. No data is fetched.
 */
export async function placedScreen(url: string, site: 'optics' | 'ecology' | Bootstrap = 'optics'): Promise<{ status: number; modules: ScreenModuleSeen[] }> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const bootstrap = typeof site === 'string' ? sampleBootstrap(site) : site;
  const screen = resolveScreen(parseLocation(pathname, search), bootstrap);
  const call = () => Promise.reject(new Error('placedScreen fetches nothing'));
  const { placed, namesNothing } = await placeScreenModules(registry, screen.modules, screen.where, { bootstrap, lang: 'en', sld: bootstrap.site.sld, call });
  if (namesNothing) return { status: 404, modules: [{ code: 'notFound', props: {} }] };
  return {
    status: screen.status,
    modules: placed.map(({ placed: entry }) =>
      entry.kind === 'block' ? { code: entry.module.code, props: entry.props as Record<string, unknown> } : { code: entry.module.code, problem: entry.diagnostic.message },
    ),
  };
}
