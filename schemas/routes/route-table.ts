import type { FamilyScreen } from './screens.ts';

/**
 * The paths of one route family (after `/{lang}` or `/{sld}/{lang?}`), spec §2. `:name?` is an optional segment,
 * `…` collects the rest (`…?`: the rest may be empty). Order matters: the first pattern that fits wins, and `{code?}`
 * is last: it takes every remaining path, one segment or more (a menu item's route may be `authors/guide`), and the
 * screen decides whether a menu item routes there.
 */
export const familyRoutes = [
  { pattern: 'home/:id?', screen: 'home' },
  { pattern: 'issues', screen: 'issues' },
  { pattern: 'justAccepted', screen: 'justAccepted' },
  { pattern: 'onlineFirst', screen: 'onlineFirst' },
  // A DOI is the address's end, written as it is: no trailing slash after it.
  { pattern: 'article/doi/:doi…', screen: 'articleByDoi', trailingSlash: false },
  { pattern: 'article/:thesisId?', screen: 'article' },
  { pattern: 'about/:id?', screen: 'about' },
  { pattern: 'aboutus/:id?', screen: 'aboutus' },
  { pattern: 'collectionList/:id?', screen: 'collectionList' },
  { pattern: 'collections/:virtualId?', screen: 'collections' },
  { pattern: 'info/:id?', screen: 'info' },
  { pattern: 'newcomposite/:id?', screen: 'newcomposite' },
  { pattern: 'news/:id?', screen: 'news' },
  { pattern: 'newsDetails/:id?', screen: 'newsDetails' },
  { pattern: 'newsInfo/:id?/:activeId?', screen: 'newsInfo' },
  { pattern: 'editorial-board/:id?/:editorialId?', screen: 'editorialBoard' },
  { pattern: 'issue/:year?/:issue?', screen: 'issue' },
  { pattern: ':code…?', screen: 'code' },
] as const satisfies readonly { pattern: string; screen: FamilyScreen; trailingSlash?: false }[];

/** One pattern segment's parameter, typed from the pattern itself: `:id?` → `{ id?: … }`, `:doi…` → `{ doi: … }`. */
type SegmentParam<Part extends string, Value> = Part extends `:${infer Name}…?`
  ? { [K in Name]?: Value }
  : Part extends `:${infer Name}…`
    ? { [K in Name]: Value }
    : Part extends `:${infer Name}?`
      ? { [K in Name]?: Value }
      : Part extends `:${infer Name}`
        ? { [K in Name]: Value }
        : unknown;
type PatternParams<Pattern extends string, Value> = Pattern extends `${infer Head}/${infer Rest}`
  ? SegmentParam<Head, Value> & PatternParams<Rest, Value>
  : SegmentParam<Pattern, Value>;

/** The parameters of a screen's route, as `href` takes them: `screenParams<'issue'>` is `{ year?, issue? }`. */
export type ScreenParams<Screen extends FamilyScreen> = PatternParams<Extract<(typeof familyRoutes)[number], { screen: Screen }>['pattern'], string | number>;

export type RouteParams = Record<string, string>;

/** Matches path segments against one pattern; optional segments may be missing, `…` takes the rest (≥ 1, `…?` ≥ 0). */
export function matchPattern(pattern: string, segments: string[]): RouteParams | undefined {
  const parts = pattern.split('/');
  const params: RouteParams = {};
  let index = 0;
  for (const part of parts) {
    const segment = segments[index];
    if (part.endsWith('…') || part.endsWith('…?')) {
      const optional = part.endsWith('?');
      const rest = segments.slice(index);
      if (rest.length === 0) return optional ? params : undefined;
      params[part.slice(1, optional ? -2 : -1)] = rest.join('/');
      return params;
    }
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (!optional) return undefined;
        continue;
      }
      params[name] = segment;
      index += 1;
      continue;
    }
    if (segment !== part) return undefined;
    index += 1;
  }
  return index === segments.length ? params : undefined;
}
