import type { AnyBlockContract, AnyBlockDefinition, BlockQueryContext } from './define-block.ts';

const loading = new WeakMap<AnyBlockDefinition, Promise<AnyBlockContract | undefined>>();

/** A block's contract (props schema and data query), loaded once; `undefined` for a block that has none. */
export function loadBlockContract(definition: AnyBlockDefinition): Promise<AnyBlockContract | undefined> {
  let pending = loading.get(definition);
  if (!pending) {
    pending = definition.contract
      ? definition.contract().then(
          (module) => {
            if (!module?.default?.props) throw new Error(`block ${definition.name}: its contract module has no default export with props`);
            return module.default;
          },
          (error: unknown) => {
            // A chunk that failed to load may load next time.
            loading.delete(definition);
            throw error;
          },
        )
      : Promise.resolve(undefined);
    loading.set(definition, pending);
  }
  return pending;
}

/**
 * Runs a block's data query for props the server already checked: what a browser does when cached data goes stale
 * or was never inlined. The contract (and zod with it) loads only then.
 */
export async function runBlockQuery(definition: AnyBlockDefinition, props: unknown, context: BlockQueryContext): Promise<unknown> {
  const contract = await loadBlockContract(definition);
  const query = contract?.query?.(props, context);
  if (!query) throw new Error(`block ${definition.name} has no data query`);
  return query.queryFn();
}
