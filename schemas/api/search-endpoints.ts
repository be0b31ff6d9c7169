import { z } from 'zod';
import { advancedSearchResults, advancedSearchRows } from '../search/advanced-search-request.ts';
import { searchQuery, searchRequest } from '../search/search-request.ts';
import { analyzedQuery, searchClusters, searchResults } from '../search/search-results.ts';
import { endpoint, envelopeOf } from './endpoint.ts';

export const analyzeQuery = z.object({ q: searchRequest.shape.q, type: z.string().max(40).default('') });

/**
 * Search and its facets, the analyze service, and the catalogue's quick and advanced searches
 * (server/routes/search-routes.ts, article-search-routes.ts). A search's filters the site's search box cannot apply
 * are left out and named in the reply's `message` (server/search/search-from-request.ts).
 */
export const searchEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/rc-pub/front/search',
    tag: 'search',
    summary: 'One page of hits of a search of one type, with the terms the query was analysed into.',
    query: searchQuery,
    reply: envelopeOf(searchResults),
  }),
  searchClusters: endpoint({
    method: 'GET',
    path: '/rc-pub/front/search/clusters',
    tag: 'search',
    summary: "The facet counts of a search's whole result set.",
    query: searchQuery,
    reply: envelopeOf(searchClusters),
  }),
  searchAnalyze: endpoint({
    method: 'GET',
    path: '/rc-pub/front/search/analyze',
    tag: 'search',
    summary: 'The terms a query is analysed into (spec §7 analyze service); no term is bad input.',
    query: analyzeQuery,
    reply: envelopeOf(analyzedQuery),
  }),
  quickSearch: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-article/quickSearch',
    tag: 'search',
    summary: 'The search box of the catalogue: an article search.',
    query: searchRequest.omit({ type: true }),
    reply: envelopeOf(searchResults),
  }),
  advancedSearch: endpoint({
    method: 'POST',
    path: '/rc-pub/front/advSearch',
    tag: 'search',
    summary: 'Advanced search of any type: rows of terms and operators, plus the search fields of `search`.',
    body: advancedSearchRows,
    reply: envelopeOf(advancedSearchResults),
  }),
  articleAdvancedSearch: endpoint({
    method: 'POST',
    path: '/rc-pub/front/front-article/advancedSearch',
    tag: 'search',
    summary: 'Advanced search of articles.',
    body: advancedSearchRows,
    reply: envelopeOf(advancedSearchResults),
  }),
} as const;
