import type { BlockQueryContext } from '../../runtime/registry/define-block.ts';

/**
 * Blocks receive their props and the data of their own query, but not the API: a block whose tabs load on demand
 * needs the query context its `query` was called with. The slot calls `query(props, context)` with the very props
 * object it then hands to the component, so the context is remembered per props object (weakly: a page's props and
 * contexts are collected with the page; nothing is shared between requests).
 */
const contexts = new WeakMap<object, BlockQueryContext>();

export function rememberQueryContext(props: object, context: BlockQueryContext): void {
  contexts.set(props, context);
}

export function queryContextOf(props: object): BlockQueryContext | undefined {
  return contexts.get(props);
}
