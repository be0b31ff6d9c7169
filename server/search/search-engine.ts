import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { SearchKind, SearchRequest } from '../../schemas/search/search-request.ts';
import type { SearchClusters, SearchResults } from '../../schemas/search/search-results.ts';

/** Whose content a search sees (a site, or a group's members) and how its hits are addressed. */
export type SearchScope = {
  siteIds: number[];
  /** The sld of a site, for the addresses of its content's pages. */
  sldOf: (siteId: number) => string;
  /** The reader's language: which version of a bilingual title to show, the language of facet labels and links. */
  language: LanguageSegment;
};

/** An answer, and what was wrong with the query and repaired (or made it unsearchable), in words for the reader. */
export type SearchAnswer<Data> = { data: Data; problems: string[] };

/**
 * Full-text search over every searchable resource. The routes see only this: SQLite FTS5 implements it
 * (fts5-search-engine.ts), and PostgreSQL's text search (postgres/postgres-search-engine.ts); searchEngineFor picks
 * the database's. Another (OpenSearch) could replace them behind the same calls.
 */
export interface SearchEngine {
  /** One page of hits, highlighted, and the terms the query was analysed into. */
  search(request: SearchRequest, scope: SearchScope): Promise<SearchAnswer<SearchResults>>;
  /** Facet counts over the whole result set of the same search (before paging). */
  clusters(request: SearchRequest, scope: SearchScope): Promise<SearchAnswer<SearchClusters>>;
  /** The terms a query becomes with the analyser the index uses (spec §7 analyze service). */
  analyze(q: string, kind: SearchKind): Promise<string[]>;
}

/** A query the engine could not run; the message is for the reader and says nothing of the engine. */
export class UnsearchableQuery extends Error {
  override name = 'UnsearchableQuery';
}
