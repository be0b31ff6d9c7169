import type { Diagnostic } from '../../schemas/diagnostic.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import type { BlockRegistry } from './block-registry.ts';
import type { BlockQuery, BlockQueryContext } from './define-block.ts';
import type { HeadContext, PageHead } from './page-head.ts';

/**
 * A module as a page renders it: its block's name, its checked props and its data's query key — or the diagnostic
 * that says why nothing renders. Plain data: the server resolves modules and sends these with the page, so the
 * browser renders the same blocks without checking anything again.
 */
export type PlacedModule =
  | { kind: 'block'; module: ModuleDescriptor; block: string; props: unknown; queryKey?: readonly unknown[] }
  | { kind: 'unknown'; module: ModuleDescriptor; diagnostic: Diagnostic }
  | { kind: 'invalid'; module: ModuleDescriptor; diagnostic: Diagnostic };

/**
 * Resolves a module to its placement; when its block fetches data, the query to load before rendering; when it adds
 * to the page's head, how (from the loaded data).
 */
export async function placeModule(
  registry: BlockRegistry,
  module: ModuleDescriptor,
  where: string,
  queryContext: BlockQueryContext,
): Promise<{ placed: PlacedModule; query?: BlockQuery<unknown>; headOf?: (data: unknown, context: HeadContext) => PageHead; namesNothing?: true }> {
  const resolved = await registry.resolve(module, where);
  // The raw props stay behind: the block gets the checked ones, and the page the browser receives stays small.
  module = { ...module, props: {} };
  if (resolved.kind === 'unknown') return { placed: { kind: 'unknown', module, diagnostic: resolved.diagnostic } };
  if (resolved.kind === 'invalid') return { placed: { kind: 'invalid', module, diagnostic: resolved.diagnostic } };
  const { contract } = resolved;
  const props = contract?.resolve ? contract.resolve(resolved.props, queryContext) : resolved.props;
  if (props === undefined) {
    const diagnostic = { file: where, path: 'props', message: `${module.code}: names nothing this site has` };
    return { placed: { kind: 'invalid', module, diagnostic }, namesNothing: true };
  }
  const query = contract?.query?.(props, queryContext);
  const head = contract?.head;
  return {
    ...(head ? { headOf: (data: unknown, context: HeadContext) => head(props, data, context) } : {}),
    placed: { kind: 'block', module, block: resolved.definition.name, props, ...(query ? { queryKey: query.queryKey } : {}) },
    query,
  };
}
