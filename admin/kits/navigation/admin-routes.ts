import { z } from 'zod';
import { adminSiteParams } from '../../../schemas/api/admin-endpoints.ts';
import { deskItemParams, deskKindParams, deskListQuery } from '../../../schemas/desk/desk-api.ts';
import { matchPattern } from '../../../schemas/routes/route-table.ts';

/** Where the server serves the app (server/web/serve-admin-app.ts); every screen's address is below it. */
export const adminBase = '/admin/';

const noParams = z.object({});

/**
 * A configuration part in the studio's addresses: its file's name without `.json` (`header`), since the server
 * answers an address ending in `.json` as a file's (server/web/serve-admin-app.ts). Which names are parts is the
 * studio's to say (features/studio/part-names.ts): the shell loads the studio, and the parts' schemas, only when
 * one of its screens opens.
 */
const studioPartSlug = z.string().regex(/^[a-z][a-z-]{0,63}$/);
/** The studio's views of a part: its form, its JSON, its pages' blocks, its history. */
export const studioView = z.enum(['form', 'json', 'page', 'history']);
export type StudioView = z.infer<typeof studioView>;
const noQuery = z.object({});

type AdminRoute = { readonly pattern: string; readonly params: z.ZodObject; readonly query: z.ZodObject };
const route = <P extends z.ZodObject, Q extends z.ZodObject = typeof noQuery>(pattern: string, params: P, query?: Q) => ({ pattern, params, query: (query ?? noQuery) as Q });

/**
 * The back office's screens (after `/admin/`): each a pattern of the reader route table's syntax (`:name`), the
 * schema its parameters are read with, and the schema of its query. Order matters: the first pattern whose
 * parameters read wins (`…/new` before `…/:id`). Issue 20's studio screens join here, under `sites/:sld/`.
 */
export const adminRoutes = {
  sites: route('', noParams),
  /** Creating, archiving and restoring sites (owners). */
  manageSites: route('manage-sites', noParams),
  /** The parts every site shares (owners): themes, common codes, the deployment's settings. */
  sharedParts: route('shared', noParams),
  sharedPart: route('shared/:part', z.object({ part: studioPartSlug })),
  deskNew: route('sites/:sld/desk/:kind/new', deskKindParams),
  issueContents: route('sites/:sld/desk/issue/:id/contents', adminSiteParams.extend({ id: deskItemParams.shape.id })),
  deskItem: route('sites/:sld/desk/:kind/:id', deskItemParams),
  desk: route('sites/:sld/desk/:kind', deskKindParams, deskListQuery),
  audit: route('sites/:sld/audit', adminSiteParams),
  /** Uploading articles; the query preselects where they go (an issue's table of contents links it so). */
  deskUpload: route('sites/:sld/upload', adminSiteParams, z.object({ journalId: deskListQuery.shape.journalId, issueId: deskListQuery.shape.issueId })),
  studio: route('sites/:sld/studio', adminSiteParams),
  studioPart: route('sites/:sld/studio/:part', adminSiteParams.extend({ part: studioPartSlug }), z.object({ view: studioView.catch('form').default('form') })),
} as const satisfies Record<string, AdminRoute>;

export type AdminRouteName = keyof typeof adminRoutes;
type RouteOf<Name extends AdminRouteName> = (typeof adminRoutes)[Name];
export type AdminRouteParams<Name extends AdminRouteName> = z.output<RouteOf<Name>['params']>;
export type AdminRouteQuery<Name extends AdminRouteName> = z.output<RouteOf<Name>['query']>;

/** An address of the app read back: which screen, its parameters and its query, each read with its schema. */
export type AdminLocation = { [Name in AdminRouteName]: { name: Name; params: AdminRouteParams<Name>; query: AdminRouteQuery<Name> } }[AdminRouteName];

type ParamsInput<Name extends AdminRouteName> = z.input<RouteOf<Name>['params']>;
type QueryInput<Name extends AdminRouteName> = Partial<z.output<RouteOf<Name>['query']>>;

/**
 * The address of a screen of the app: the only way its links are made. Query values equal to their schema's default
 * (or empty) are left out, so one list has one address.
 */
export function adminHref<Name extends AdminRouteName>(name: Name, ...[params, query]: Record<string, never> extends ParamsInput<Name> ? [params?: ParamsInput<Name>, query?: QueryInput<Name>] : [params: ParamsInput<Name>, query?: QueryInput<Name>]): string {
  const entry: AdminRoute = adminRoutes[name];
  const values = entry.params.parse(params ?? {}) as Record<string, string | number>;
  const path = entry.pattern
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? encodeURIComponent(String(values[part.slice(1)])) : part))
    .join('/');
  const defaults = entry.query.parse({}) as Record<string, unknown>;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return `${adminBase}${path}${text ? `?${text}` : ''}`;
}

/** Reads an address of the app; undefined when it names no screen (or its parameters do not read). */
export function parseAdminPath(pathname: string, searchText = ''): AdminLocation | undefined {
  if (!pathname.startsWith(adminBase) && pathname !== adminBase.slice(0, -1)) return undefined;
  const segments = pathname.slice(adminBase.length).split('/').filter(Boolean).map(safeDecode);
  if (segments.includes(undefined)) return undefined;
  for (const [name, entry] of Object.entries(adminRoutes) as [AdminRouteName, AdminRoute][]) {
    const matched = matchPattern(entry.pattern, segments as string[]);
    if (!matched && !(entry.pattern === '' && segments.length === 0)) continue;
    const params = entry.params.safeParse(matched ?? {});
    if (!params.success) continue;
    const raw = Object.fromEntries(new URLSearchParams(searchText));
    const query = entry.query.safeParse(raw);
    // A query that does not read (a page number of "x") falls back to the defaults rather than to "not found".
    return { name, params: params.data, query: query.success ? query.data : entry.query.parse({}) } as AdminLocation;
  }
  return undefined;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
