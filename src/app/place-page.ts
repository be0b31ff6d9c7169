import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { ApiStatusError } from '../../runtime/api/api-errors.ts';
import { loadBlockComponent } from '../../runtime/registry/block-components.ts';
import type { BlockQueryContext } from '../../runtime/registry/define-block.ts';
import { mergePageHeads, type HeadContext, type PageHead } from '../../runtime/registry/page-head.ts';
import { placeModule } from '../../runtime/registry/placed-module.ts';
import { layoutModules } from '../screens/layout-modules.ts';
import type { AppDependencies } from './app-dependencies.ts';
import { moduleOf, type PageSlots } from './page-data.ts';

/**
 * Places a screen's modules between the layout's: each resolved to its block with checked props, its data loaded
 * into the query cache and its code loaded, so the page renders complete and nothing waits while it streams.
 * `where` names the screen's modules in diagnostics (e.g. `optics/modules.json`). Blocks that add to the head do so
 * from the data just loaded (a block whose data failed adds nothing).
 */
export async function placePage(
  deps: Pick<AppDependencies, 'registry' | 'queryClient'>,
  modules: ModuleDescriptor[],
  where: string,
  queryContext: BlockQueryContext,
  headContext: HeadContext,
): Promise<{ slots: PageSlots; head: PageHead; missing: boolean }> {
  const place = (list: ModuleDescriptor[], file: string) => Promise.all(list.map((module) => placeModule(deps.registry, module, file, queryContext)));
  const [before, main, after] = await Promise.all([place(layoutModules.beforeMain, 'layout'), place(modules, where), place(layoutModules.afterMain, 'layout')]);
  await Promise.all(
    [...before, ...main, ...after].flatMap(({ placed, query }) => {
      const definition = placed.kind === 'block' ? deps.registry.named(placed.block) : undefined;
      return [query ? deps.queryClient.prefetchQuery(query) : undefined, definition ? loadBlockComponent(definition) : undefined];
    }),
  );
  const heads = [...before, ...main, ...after].flatMap(({ query, headOf }) => {
    if (!headOf) return [];
    const data = query ? deps.queryClient.getQueryData(query.queryKey) : undefined;
    return query && data === undefined ? [] : [headOf(data, headContext)];
  });
  // The screen's own content does not exist (an article id no site has), or the address cannot name any (a DOI path
  // that is not a DOI, which the API refuses as a bad request): the page is a 404, not a page with a hole.
  const missing = main.some(({ query }) => {
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
