import { sql } from 'kysely';
import type { Article } from '../../schemas/content/article.ts';
import type { TocArticle } from '../../schemas/content/issue-toc.ts';

/**
 * What an issue's table of contents shows of an article, kept beside its JSON in `article.toc_entry` (migration 0010):
 * reading six fields and the author names out of every article's whole JSON took a 300-article issue 13 ms a page.
 */
export type TocEntry = Omit<TocArticle, 'id' | 'doi'>;

export function tocEntryOf(entry: Article): TocEntry {
  return {
    title: entry.title,
    enTitle: entry.enTitle,
    firstPageNum: entry.firstPageNum,
    lastPageNum: entry.lastPageNum,
    pdfUrl: entry.pdfUrl,
    authors: entry.authors.map(({ name, enName }) => ({ name, enName })),
  };
}

/** The same entry built by SQLite from `article.data`, for rows written before the column existed. */
export const tocEntryFromData = sql<string>`json_object(
  'title', coalesce(json_extract(article.data, '$.title'), ''),
  'enTitle', coalesce(json_extract(article.data, '$.enTitle'), ''),
  'firstPageNum', coalesce(json_extract(article.data, '$.firstPageNum'), ''),
  'lastPageNum', coalesce(json_extract(article.data, '$.lastPageNum'), ''),
  'pdfUrl', coalesce(json_extract(article.data, '$.pdfUrl'), ''),
  'authors', (SELECT json_group_array(json_object('name', coalesce(json_extract(value, '$.name'), ''), 'enName', coalesce(json_extract(value, '$.enName'), ''))) FROM json_each(article.data, '$.authors'))
)`;
