import { contentLanguageOf } from '../../schemas/language-codes.ts';
import { searchKind } from '../../schemas/search/search-request.ts';
import type { HighlightedText, SearchHit } from '../../schemas/search/search-results.ts';
import { highlight, snippet, type HighlightOptions } from './highlight.ts';
import type { SearchScope } from './search-engine.ts';
import type { SearchDocumentTable } from '../db/tables.ts';

/** What a hit is made from: its search_document row (the counters read live from the resource). */
export type HitRow = Pick<
  SearchDocumentTable,
  | 'kind' | 'ref_id' | 'site_id' | 'language' | 'title' | 'en_title' | 'summary' | 'en_summary' | 'authors' | 'source' | 'en_source'
  | 'url' | 'doi' | 'image_url' | 'year' | 'publish_date' | 'open_access' | 'visits' | 'downloads' | 'reference_count' | 'comment_count'
>;

const hits = (text: HighlightedText) => text.filter((run) => run.hit).length;

/**
 * Of a resource's own text and its English version, the one in the reader's language — unless only the other one
 * shows what the query matched (a reader of the English page searching a Chinese word sees the Chinese title).
 */
function chosen(own: string, english: string, readerIsEnglish: boolean, mark: (text: string) => HighlightedText): HighlightedText {
  const [first, second] = readerIsEnglish && english ? [english, own] : [own, english];
  const preferred = mark(first);
  if (!second || hits(preferred) > 0) return preferred;
  const other = mark(second);
  return hits(other) > 0 ? other : preferred;
}

/** A hit as the result list shows it, matches marked, its address on the site that holds it. */
export function searchHit(row: HitRow, terms: readonly string[], options: HighlightOptions, scope: SearchScope): SearchHit {
  const english = contentLanguageOf(scope.language) === 'en';
  return {
    kind: searchKind.parse(row.kind),
    id: row.ref_id,
    title: chosen(row.title, row.en_title, english, (text) => highlight(text, terms, options)),
    snippet: chosen(row.summary, row.en_summary, english, (text) => snippet(text, terms, options)),
    url: row.url.replace('{sld}', encodeURIComponent(scope.sldOf(row.site_id))).replace('{lang}', scope.language),
    authors: JSON.parse(row.authors) as string[],
    source: english ? row.en_source || row.source : row.source,
    year: row.year,
    publishDate: row.publish_date,
    doi: row.doi,
    imageUrl: row.image_url,
    visits: row.visits,
    downloads: row.downloads,
    referenceCount: row.reference_count,
    commentCount: row.comment_count,
    openAccess: row.open_access === 1,
  };
}
