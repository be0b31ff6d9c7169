import { z } from 'zod';

/**
 * The resource kinds one search runs over (spec §2 "Search scopes", §3 "Search resource type"): the `type` query value
 * of `GET /rc-pub/front/search`. `article` and `thesis` are the same kind; a numeric type id is resolved through the
 * site's search configuration by the route.
 */
export const searchKinds = ['article', 'journal', 'figure', 'table', 'video', 'audio', 'book', 'news', 'expert'] as const;
export const searchKind = z.enum(searchKinds);
export type SearchKind = z.infer<typeof searchKind>;

/** Spec §3/§9 sort options: relevance, date, views, downloads, citations, comments, update time. */
export const searchSorts = ['relevance', 'date', 'visits', 'downloads', 'citations', 'comments', 'updated'] as const;
export const searchSort = z.enum(searchSorts);
export type SearchSort = z.infer<typeof searchSort>;

/** Spec §9: search result page size 20. */
export const searchPageSize = 20;

/** Filters (spec §4/§5): journal, column, year or the last n years, open access, publication type, issue, download. */
export const searchFilters = z.object({
  publicationId: z.coerce.number().int().positive().optional(),
  columnId: z.coerce.number().int().positive().optional(),
  year: z.coerce.number().int().min(1000).max(9999).optional(),
  /** Only results of the last n years (the year windows of the facet panel). */
  withinYears: z.coerce.number().int().min(1).max(100).optional(),
  /** 0 open access, 1 not open access (spec §4 "Article type filter"). */
  oa: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])).optional(),
  /** 0 formal publication, 1 Online First (spec §4 "Publication type filter"). */
  publicationType: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])).optional(),
  periodId: z.coerce.number().int().positive().optional(),
  /** 1: only what has a downloadable file (a PDF). */
  download: z.coerce.number().pipe(z.literal(1)).optional(),
});
export type SearchFilters = z.infer<typeof searchFilters>;

/**
 * One search, as the route reads its query (architecture contract: `GET /rc-pub/front/search?type=…&q=…&page=…&size=…`
 * plus filters and sort). `q` is the reader's query in the spec §5 syntax (AND, OR, NOT in capitals, quotes for a
 * phrase, no operator = AND); `field` limits it to one of the spec §3 search fields (e.g. `resName_tic`); `precise`
 * 1 matches whole words only, 0 (default) also matches words that start with a query word.
 */
export const searchRequest = z.object({
  type: searchKind.default('article'),
  q: z.string().max(10_000, 'must be at most 10000 characters').default(''),
  field: z.string().max(40).default(''),
  precise: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])).default(0),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(searchPageSize),
  sort: searchSort.default('relevance'),
  order: z.enum(['desc', 'asc']).default('desc'),
  ...searchFilters.shape,
  /** A sub-pool of the site's search box (its `label`): the box's configuration says which filters it stands for. */
  subPool: z.string().max(100).optional(),
});
export type SearchRequest = z.infer<typeof searchRequest>;

/**
 * The query of `GET /rc-pub/front/search` as it arrives: its `type` may also be a resource code of the site or the
 * numeric type of one of its search resource types, which the route resolves through the site's search configuration
 * before it reads the search with {@link searchRequest}.
 */
export const searchQuery = searchRequest.extend({
  type: z.string().optional().describe("A search kind (default article), or a resource code or numeric type of the site's search resource types."),
});
