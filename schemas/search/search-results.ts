import { z } from 'zod';
import { page } from '../page.ts';
import { searchKind } from './search-request.ts';

/**
 * A run of text with the parts that matched the query marked: the reader's page wraps `hit` parts in <mark>. Text,
 * never HTML, so a hostile title stays text however it is highlighted.
 */
export const highlightedText = z.array(z.object({ text: z.string(), hit: z.boolean() }));
export type HighlightedText = z.infer<typeof highlightedText>;

/** One result: what a result list shows of any kind, with its page's address. */
export const searchHit = z.object({
  kind: searchKind,
  id: z.number().int(),
  title: highlightedText,
  /** The abstract, caption, description … around the matches (empty when nothing fits). */
  snippet: highlightedText,
  /** Path of the result's page on this portal (`/{sld}/{lang}/article/{id}`), or an absolute URL outside it. */
  url: z.string(),
  authors: z.array(z.string()).default([]),
  /** Where it appeared: journal and issue for an article, the article for a figure or table. */
  source: z.string().default(''),
  year: z.number().int().nullable().default(null),
  publishDate: z.string().default(''),
  doi: z.string().default(''),
  imageUrl: z.string().default(''),
  visits: z.number().int().default(0),
  downloads: z.number().int().default(0),
  referenceCount: z.number().int().default(0),
  commentCount: z.number().int().default(0),
  openAccess: z.boolean().default(false),
});
export type SearchHit = z.infer<typeof searchHit>;

/** `GET /rc-pub/front/search`: a page of hits (20 by default), and the terms the query was analysed into. */
export const searchResults = page(searchHit).extend({ terms: z.array(z.string()) });
export type SearchResults = z.infer<typeof searchResults>;

/** One value of a facet with its count, e.g. the year 2024 with 12 results. */
export const facetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int().nonnegative() });

/** `GET /rc-pub/front/search/clusters`: the facets of a search's whole result set (before paging). */
export const searchClusters = z.object({
  years: z.array(facetValue),
  publications: z.array(facetValue),
  columns: z.array(facetValue),
  openAccess: z.array(facetValue),
  publicationTypes: z.array(facetValue),
  kinds: z.array(facetValue),
});
export type SearchClusters = z.infer<typeof searchClusters>;

/** The analyze service (spec §7): the terms a query becomes, with the analyser the index uses. */
export const analyzedQuery = z.object({ terms: z.array(z.string()) });
