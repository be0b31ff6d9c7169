import { moduleOf, type ModuleDescriptor } from '../../schemas/module-list.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { ApiStatusError } from '../../runtime/api/api-errors.ts';
import { loadBlockComponent } from '../../runtime/registry/block-components.ts';
import type { BlockQueryContext } from '../../runtime/registry/define-block.ts';
import { mergePageHeads, type HeadContext, type PageHead } from '../../runtime/registry/page-head.ts';
import { placeModule } from '../../runtime/registry/placed-module.ts';
import type { ScreenLayout } from '../../schemas/screens/screen-config.ts';
import type { BoundModule } from '../../runtime/screens/resolve-screen.ts';
import { placeScreenModules } from '../../runtime/screens/place-screen-modules.ts';
import type { AppDependencies } from './app-dependencies.ts';
import type { PageSlots } from './page-data.ts';

/**
 * Places a screen's modules between its layout's: each resolved to its block with checked props, its data loaded
 * into the query cache and its code loaded, so the page renders complete and nothing waits while it streams.
 * `where` names the screen's modules in diagnostics (e.g. `optics/modules.json`). Blocks that add to the head do so
 * from the data just loaded (a block whose data failed adds nothing). A module whose props came from the address
 * and fail its block's contract, or name nothing the site has, makes the page a 404: the address names nothing.
 */
export async function placePage(
  deps: Pick<AppDependencies, 'registry' | 'queryClient'>,
  screen: { modules: BoundModule[]; layout: ScreenLayout },
  where: string,
  queryContext: BlockQueryContext,
  headContext: HeadContext,
): Promise<{ slots: PageSlots; head: PageHead; missing: boolean }> {
  const place = (list: ModuleDescriptor[], file: string) => Promise.all(list.map((module) => placeModule(deps.registry, module, file, queryContext)));
  const layout = (list: ScreenLayout['before']) => list.filter((module) => module.enable).map(({ requires: _requires, ...module }) => module);
  const [before, { placed: main, namesNothing }, after] = await Promise.all([
    place(layout(screen.layout.before), 'screens.json layout.before'),
    placeScreenModules(deps.registry, screen.modules, where, queryContext),
    place(layout(screen.layout.after), 'screens.json layout.after'),
  ]);
  // An address that names nothing shows the not-found message: its screen's blocks load no data and add no head.
  const loaded = namesNothing ? [...before, ...after] : [...before, ...main, ...after];
  await Promise.all(
    loaded.flatMap(({ placed, query }) => {
      const definition = placed.kind === 'block' ? deps.registry.named(placed.block) : undefined;
      return [query ? deps.queryClient.prefetchQuery(query) : undefined, definition ? loadBlockComponent(definition) : undefined];
    }),
  );
  const heads = loaded.flatMap(({ query, headOf }) => {
    if (!headOf) return [];
    const data = query ? deps.queryClient.getQueryData(query.queryKey) : undefined;
    return query && data === undefined ? [] : [headOf(data, headContext)];
  });
  // The screen's own content does not exist (an article id no site has), or the address cannot name any (a DOI path
  // that is not a DOI, which the API refuses as a bad request): the page is a 404, not a page with a hole.
  const missing = namesNothing || main.some(({ query }) => {
    const error = query ? deps.queryClient.getQueryState(query.queryKey)?.error : undefined;
    return error instanceof ApiStatusError && (error.status === statusCodes.notFound || error.status === statusCodes.badRequest);
  });
  const placedOnly = (list: typeof before) => list.map(({ placed }) => placed);
  // …and it says so: the screen's blocks give way to the not-found message (a block whose query failed renders nothing).
  const shown = missing ? [await placeModule(deps.registry, moduleOf('notFound'), where, queryContext)] : main;
  const notFound = missing && shown[0]!.placed.kind === 'block' ? deps.registry.named(shown[0]!.placed.block) : undefined;
  if (notFound) await loadBlockComponent(notFound);
  return { missing, slots: { before: placedOnly(before), main: placedOnly(shown), after: placedOnly(after) }, head: mergePageHeads(heads) };
}
