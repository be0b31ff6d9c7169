import { isLanguageSegment, type LanguageSegment } from '../../schemas/language-codes.ts';
import { standaloneRouteNames, type StandaloneRouteName } from '../../schemas/route-names.ts';
import { familyRoutes, matchPattern, type RouteParams } from '../../schemas/routes/route-table.ts';
import type { FamilyScreen } from '../../schemas/routes/screens.ts';

/**
 * A URL read once (architecture "Route"): which family, which site and language, which screen with which params.
 * `lang` is absent when the URL does not say (the site's default language applies).
 */
export type ParsedLocation =
  | { family: 'lang' | 'site'; sld?: string; lang?: LanguageSegment; screen: FamilyScreen; params: RouteParams; query: RouteParams }
  | { family: 'standalone'; sld?: string; lang?: LanguageSegment; screen: StandaloneRouteName; params: RouteParams; query: RouteParams }
  | { family: 'root'; sld?: string; lang?: LanguageSegment; screen: 'home'; params: RouteParams; query: RouteParams }
  | { family: 'menuCode'; sld?: string; lang?: LanguageSegment; screen: 'code'; params: RouteParams; query: RouteParams }
  | { family: 'unknown'; sld?: string; lang?: LanguageSegment; screen: 'notFound'; params: RouteParams; query: RouteParams };

const isStandalone = (segment: string): segment is StandaloneRouteName =>
  (standaloneRouteNames as readonly string[]).includes(segment);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function queryOf(search: string): RouteParams {
  const query: RouteParams = {};
  for (const [key, value] of new URLSearchParams(search)) if (!(key in query)) query[key] = value;
  return query;
}

function familyScreen(segments: string[]): { screen: FamilyScreen; params: RouteParams } | undefined {
  for (const { pattern, screen } of familyRoutes) {
    const params = matchPattern(pattern, segments);
    if (params) return { screen: screen === 'code' && !params.code ? 'home' : screen, params };
  }
  return undefined;
}

/** Reads a path and query string into a ParsedLocation. Never throws: an unreadable path is `unknown`. */
export function parseLocation(pathname: string, search = ''): ParsedLocation {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  const query = queryOf(search);
  // Standalone routes name their site and language in the query (spec: `lang`, and `slds` from site routes).
  const querySld = query.slds || query.sld || undefined;
  const queryLang = isLanguageSegment(query.lang) ? query.lang : undefined;
  const [first, second] = segments;

  if (first === undefined) return { family: 'root', sld: querySld, lang: queryLang, screen: 'home', params: {}, query };

  if (isLanguageSegment(first)) {
    const match = familyScreen(segments.slice(1));
    if (match) return { family: 'lang', sld: querySld, lang: first, ...match, query };
  } else if (isStandalone(first)) {
    if (segments.length === 1) return { family: 'standalone', sld: querySld, lang: queryLang, screen: first, params: {}, query };
  } else if (segments.length === 1 && query.code === first) {
    // The menu's link for a code with no rule of its own (spec §2 "any other code: /{code} with a similar query")
    // names the code twice; a site's path never does, so `/openData?code=openData` is not the site "opendata".
    return { family: 'menuCode', sld: querySld, lang: queryLang, screen: 'code', params: { code: first }, query };
  } else {
    const lang = isLanguageSegment(second) ? second : undefined;
    const match = familyScreen(segments.slice(lang ? 2 : 1));
    if (match) return { family: 'site', sld: first.toLowerCase(), lang, ...match, query };
  }
  return { family: 'unknown', sld: querySld, lang: queryLang ?? (isLanguageSegment(first) ? first : undefined), screen: 'notFound', params: {}, query };
}
