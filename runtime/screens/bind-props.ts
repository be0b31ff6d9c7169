import { bindingPattern } from '../../schemas/screens/screen-config.ts';
import type { RouteParams } from '../../schemas/routes/route-table.ts';

/** What an address gives a screen's bindings: the route's parameters and the query. */
export type AddressValues = { params: RouteParams; query: RouteParams };

/** The value a binding names (`year`, `query.page`, `query`), or undefined when the address has none. */
export function bindingValue(name: string, address: AddressValues): string | RouteParams | undefined {
  if (name === 'query') return address.query;
  if (name.startsWith('query.')) return address.query[name.slice('query.'.length)];
  return address.params[name];
}

/**
 * A module's props with its bindings replaced by what the address says: `"{year}"` → the route's year, a binding the
 * address lacks leaves its prop out, and `"...": "{query}"` spreads the whole query into the props. `bound` says
 * whether any prop came from the address (a value there that fails the block's props means the address names
 * nothing, a 404, rather than a configuration fault).
 */
export function bindProps(props: Record<string, unknown>, address: AddressValues): { props: Record<string, unknown>; bound: boolean } {
  const bound: Record<string, unknown> = {};
  let fromAddress = false;
  const bindingOf = (value: unknown) => (typeof value === 'string' && bindingPattern.test(value) ? value.slice(1, -1) : undefined);
  // The spread first, so the screen's own props win over a query parameter of the same name.
  const spread = bindingOf(props['...']);
  if (spread !== undefined) {
    fromAddress = true;
    const found = bindingValue(spread, address);
    if (typeof found === 'object') Object.assign(bound, found);
  }
  for (const [key, value] of Object.entries(props)) {
    if (key === '...') continue;
    const name = bindingOf(value);
    if (name === undefined) {
      bound[key] = value;
      continue;
    }
    fromAddress = true;
    const found = bindingValue(name, address);
    if (found === undefined) delete bound[key];
    else bound[key] = found;
  }
  return { props: bound, bound: fromAddress };
}
