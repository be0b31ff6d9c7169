import type { Insertable } from 'kysely';
import type { Article } from '../../schemas/content/article.ts';
import type { ArticleTable } from './tables.ts';

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
  };
}
