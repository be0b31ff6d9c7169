import type { StandaloneRouteName } from '../route-names.ts';

/** A standalone route's query: values in order; an absent or empty value is left out. */
export type StandaloneQuery = Record<string, string | number | null | undefined> | readonly (readonly [string, string | number | null | undefined])[];

/**
 * The address of a standalone route of spec §2 (`/login?url=…&lang=…`, `/news?type=…&slds=…`, `/article?q=…`):
 * the route's name as its path, the query after it. With screenHref, the only way a portal address is built.
 */
export function standaloneHref(route: StandaloneRouteName, query: StandaloneQuery = {}): string {
  const params = new URLSearchParams();
  const entries = Array.isArray(query) ? query : Object.entries(query);
  for (const [name, value] of entries as [string, string | number | null | undefined][]) {
    if (value === null || value === undefined || value === '') continue;
    params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `/${route}?${search}` : `/${route}`;
}

/**
 * The menu's link for a code with no rule of its own (spec §2 "any other code"): `/{code}?code={code}&…`. The code
 * is named twice, which is how the address tells itself apart from a site's `/{sld}` (runtime/routing/parse-location.ts).
 */
export function menuCodeHref(code: string, query: StandaloneQuery = []): string {
  const entries = Array.isArray(query) ? query : Object.entries(query);
  const named = entries.some(([name]) => name === 'code') ? entries : [...entries, ['code', code] as const];
  return standaloneHref(encodeURIComponent(code) as StandaloneRouteName, named);
}
