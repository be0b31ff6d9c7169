import type { CommonCodes } from '../../schemas/common-codes.ts';
import { languageSegments, type LanguageSegment } from '../../schemas/language-codes.ts';
import type { MenuItem } from '../../schemas/menu.ts';
import type { routedMenuCodes } from '../../schemas/menu-codes.ts';
import type { Period } from '../../schemas/period.ts';
import type { PublicationConfig } from '../../schemas/publication-config.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';
import { menuCodeHref, standaloneHref } from '../../schemas/routes/standalone-href.ts';
import type { StandaloneRouteName } from '../../schemas/route-names.ts';
import { menuItemName } from './menu-item-name.ts';

/** What `resolveMenuItem` needs besides the item; all of it is in the bootstrap or the parsed route. */
export type MenuContext = {
  lang: LanguageSegment;
  /** Set when the page is on a `/{sld}/…` route; paths then stay in that family and standalone routes get `slds`. */
  sld?: string;
  /** Newest first, at most 2 (bootstrap `latestPeriods`). */
  latestPeriods: Period[];
  /** The expert the editorial board link opens on (bootstrap `firstExpertId`). */
  firstExpertId: number | null;
  publication: PublicationConfig;
  /** Codes that behave like `mixed` (`getCommonCodes`). */
  commonCodes: CommonCodes;
  /** The item's position in the visible menu. */
  position: { index: number; parentIndex?: number };
  parent?: MenuItem;
};

/**
 * Where a menu item leads: a route inside the portal, an external link opened in a new tab, a language switch, or
 * nothing (with the reason, for diagnostics).
 */
export type MenuTarget =
  | { kind: 'route'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'switchLanguage'; language?: LanguageSegment }
  | { kind: 'none'; reason: string };

type QueryValue = string | number | null | undefined;
type Query = [name: string, value: QueryValue][];

/** Where the page's language family starts: `/{lang}` or `/{sld}/{lang}` (the route table builds the rest). */
const prefixOf = (context: MenuContext) => familyPrefix(context.lang, context.sld);

/** A route outside the language families (`/news`, `/currencyList` …): the query, plus `slds` on a site route. */
function standalonePath(context: MenuContext, route: StandaloneRouteName, query: Query = []): string {
  return standaloneHref(route, [...query, ['slds', context.sld]]);
}

function route(href: string): MenuTarget {
  return { kind: 'route', href };
}

function hasParent(item: MenuItem, context: MenuContext): boolean {
  return context.parent !== undefined || item.parentId !== null;
}

/** The issue page of a period, or the all-issues page when there is no period. */
function issuePath(context: MenuContext, period: Period | undefined): string {
  return period ? screenHref(prefixOf(context), 'issue', { year: period.year, issue: period.issue }) : screenHref(prefixOf(context), 'issues');
}

/** Query of `/currencyList` and of the catch-all `/{code}` (spec: "a similar query"). */
function currencyQuery(item: MenuItem, context: MenuContext, withStyle: boolean): Query {
  const query: Query = [
    ['columnId', item.linkValue],
    ['index', context.position.index],
    ['parentIndex', context.position.parentIndex],
    ['code', item.code],
    ['childId', hasParent(item, context) ? item.id : undefined],
    ['bannerId', item.bannerId],
    ['newCompositeId', item.value],
    ['newsDataType', item.newsDataType],
  ];
  if (withStyle) query.push(['styleId', item.styleId]);
  return query;
}

/** Schemes an external menu link may use; anything else (javascript:, data:, vbscript:, …) is refused. */
const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel']);

function externalTarget(item: MenuItem): MenuTarget {
  const href = item.url.trim() || item.linkValue.trim();
  if (href === '') return { kind: 'none', reason: `jump item ${item.id} has neither url nor linkValue` };
  // Browsers ignore ASCII tab/newline/control characters inside a scheme ("java\tscript:"), so drop them first.
  // eslint-disable-next-line no-control-regex
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(/[\u0000-\u001f\u007f\s]/g, ''))?.[1]?.toLowerCase();
  if (scheme !== undefined && !allowedSchemes.has(scheme)) {
    return { kind: 'none', reason: `jump item ${item.id} links to a ${scheme}: address, which is not allowed` };
  }
  return { kind: 'external', href };
}

/** A route segment such as `authors` or `authors/guide` (the menu schema's rule, rechecked for hand-built items). */
const safeRoute = /^[\w-]+(\/[\w-]+)*$/;

function itemTarget(item: MenuItem, context: MenuContext): MenuTarget {
  if (item.route === '') return route(screenHref(prefixOf(context), 'info', { id: item.id }));
  if (!safeRoute.test(item.route)) return { kind: 'none', reason: `item ${item.id} has an unsafe route "${item.route}"` };
  return route(screenHref(prefixOf(context), 'code', { code: item.route }));
}

function isLanguageSegment(value: string): value is LanguageSegment {
  return (languageSegments as readonly string[]).includes(value);
}

type RoutedMenuCode = (typeof routedMenuCodes)[number];
type Resolver = (item: MenuItem, context: MenuContext) => MenuTarget;

/**
 * The spec's table, one entry per code of `routedMenuCodes`: the `Record` type makes a code added to the schema
 * without a rule here a compile error.
 */
const resolvers: Record<RoutedMenuCode, Resolver> = {
  index: (_item, context) => route(screenHref(prefixOf(context), 'home')),
  news: (item, context) =>
    route(
      standalonePath(context, 'news', [
        ['type', item.newsDataType ?? ''],
        ['index', context.position.index],
        ['parentIndex', context.position.parentIndex],
        ['code', item.code],
        ['columnName', menuItemName(item, context.lang)],
        ['columnId', item.linkValue],
        ['bannerId', item.bannerId],
        ['childId', hasParent(item, context) ? item.id : undefined],
      ]),
    ),
  directory: (_item, context) => route(issuePath(context, context.latestPeriods[0])),
  backissue: (_item, context) =>
    context.publication.backIssueStyle === 4
      ? route(screenHref(prefixOf(context), 'issues'))
      : route(issuePath(context, context.latestPeriods[1] ?? context.latestPeriods[0])),
  singleFirst: (_item, context) => route(screenHref(prefixOf(context), 'onlineFirst')),
  latestOffer: (_item, context) => route(screenHref(prefixOf(context), 'justAccepted')),
  jump: (item) => externalTarget(item),
  newLink: (_item, context) => route(standalonePath(context, 'newLink1')),
  newLeaguage: (_item, context) => route(standalonePath(context, 'newLeaguage')),
  periodIntroduce: (item, context) => route(screenHref(prefixOf(context), 'about', { id: item.id })),
  aboutus: (item, context) => route(screenHref(prefixOf(context), 'aboutus', { id: item.id })),
  virtualAlbum: (item, context) => route(screenHref(prefixOf(context), 'collectionList', { id: item.id })),
  newAlbum: (item, context) => route(screenHref(prefixOf(context), 'collectionList', { id: item.id })),
  item: itemTarget,
  newItem: itemTarget,
  newNews: (item, context) => route(screenHref(prefixOf(context), 'newsInfo', { id: item.id, activeId: 0 })),
  // The board opens on its first expert (spec §2: `/{lang}/editorial-board/{id}/{firstExpertId}/`), when it has one.
  editorial: (item, context) => route(screenHref(prefixOf(context), 'editorialBoard', { id: item.id, editorialId: context.firstExpertId ?? undefined })),
  conference: (_item, context) => route(standalonePath(context, 'newArticle')),
  prePublication: (_item, context) => route(standalonePath(context, 'newArticle')),
  newComposite: (item, context) => route(screenHref(prefixOf(context), 'newcomposite', { id: item.id })),
  mixed: (item, context) => route(standalonePath(context, 'currencyList', currencyQuery(item, context, false))),
  videoManuscript: (item, context) => route(standalonePath(context, 'currencyList', currencyQuery(item, context, true))),
  // An explicit language, or the zh/en toggle (spec §4) — also when the item names the page's own language, so the
  // item never does nothing.
  setStyle: (item, context) => {
    const language = item.value.trim();
    return isLanguageSegment(language) && language !== context.lang ? { kind: 'switchLanguage', language } : { kind: 'switchLanguage' };
  },
};

function isRoutedMenuCode(code: string): code is RoutedMenuCode {
  return Object.hasOwn(resolvers, code);
}

/**
 * Where a menu item leads (spec §2 "Menu navigation by item code"). Pure: everything comes from the item and the
 * context. Codes with a rule of their own win over `commonCodes`; common codes open `/currencyList`; any other code
 * opens `/{code}` with the same query.
 */
export function resolveMenuItem(item: MenuItem, context: MenuContext): MenuTarget {
  if (isRoutedMenuCode(item.code)) return resolvers[item.code](item, context);
  const query = currencyQuery(item, context, false);
  if (context.commonCodes.includes(item.code)) return route(standalonePath(context, 'currencyList', query));
  return route(menuCodeHref(item.code, [...query, ['slds', context.sld]]));
}
