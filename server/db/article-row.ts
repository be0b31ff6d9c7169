import type { Insertable, Selectable } from 'kysely';
import type { Article } from '../../schemas/content/article.ts';
import type { ArticleTable } from './tables.ts';
import { tocEntryOf } from './toc-entry.ts';

/** The row of an Article: the columns lists filter and sort on, and the whole entity as JSON. */
export function articleRow(siteId: number, entry: Article): Insertable<ArticleTable> {
  return {
    id: entry.id,
    site_id: siteId,
    journal_id: entry.publicationId,
    period_id: entry.periodId,
    column_id: entry.columnId,
    doi: entry.doi,
    language: entry.language,
    first_status: entry.firstStatus,
    year: entry.year,
    publish_date: entry.publishDate,
    open_access: entry.openAccess ? 1 : 0,
    visits: entry.visits,
    downloads: entry.downloads,
    reference_count: entry.referenceCount,
    comment_count: entry.commentCount,
    data: JSON.stringify(entry),
    toc_entry: JSON.stringify(tocEntryOf(entry)),
  };
}

/** The columns `articleEntityInput` reads, as a query naming the article table selects them. */
export const articleEntityColumns = [
  'article.id',
  'article.doi',
  'article.data',
  'article.visits',
  'article.downloads',
  'article.reference_count',
  'article.comment_count',
] as const;

/**
 * The entity input a row holds (its JSON, with the columns that are the truth for id, DOI and counts), for the
 * article schema to check: the inverse of `articleRow`.
 */
export function articleEntityInput(row: Selectable<Pick<ArticleTable, 'id' | 'doi' | 'data' | 'visits' | 'downloads' | 'reference_count' | 'comment_count'>>): unknown {
  return {
    ...JSON.parse(row.data),
    id: row.id,
    doi: row.doi,
    visits: row.visits,
    downloads: row.downloads,
    referenceCount: row.reference_count,
    commentCount: row.comment_count,
  };
}
