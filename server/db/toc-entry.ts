import { sql, type RawBuilder } from 'kysely';
import type { DatabaseEngine } from './database-engine.ts';
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

/** The same entry built by the database from `article.data`, for rows written before the column existed. */
export function tocEntryFromData(engine: DatabaseEngine): RawBuilder<string> {
  if (engine === 'postgres') return tocEntryFromDataPostgres;
  return sql<string>`json_object(
  'title', coalesce(json_extract(article.data, '$.title'), ''),
  'enTitle', coalesce(json_extract(article.data, '$.enTitle'), ''),
  'firstPageNum', coalesce(json_extract(article.data, '$.firstPageNum'), ''),
  'lastPageNum', coalesce(json_extract(article.data, '$.lastPageNum'), ''),
  'pdfUrl', coalesce(json_extract(article.data, '$.pdfUrl'), ''),
  'authors', (SELECT json_group_array(json_object('name', coalesce(json_extract(value, '$.name'), ''), 'enName', coalesce(json_extract(value, '$.enName'), ''))) FROM json_each(article.data, '$.authors'))
)`;
}

/** A field of a jsonb value, the empty text where it is missing or null (as SQLite's json_extract and coalesce give). */
const fieldOr = (json: RawBuilder<unknown>, field: string) => sql`coalesce(nullif(${json} -> ${sql.lit(field)}, 'null'::jsonb), '""'::jsonb)`;
const articleJson = sql`article.data::jsonb`;
const authorJson = sql`author.value`;

const tocEntryFromDataPostgres = sql<string>`jsonb_build_object(
  'title', ${fieldOr(articleJson, 'title')},
  'enTitle', ${fieldOr(articleJson, 'enTitle')},
  'firstPageNum', ${fieldOr(articleJson, 'firstPageNum')},
  'lastPageNum', ${fieldOr(articleJson, 'lastPageNum')},
  'pdfUrl', ${fieldOr(articleJson, 'pdfUrl')},
  'authors', (SELECT coalesce(jsonb_agg(jsonb_build_object('name', ${fieldOr(authorJson, 'name')}, 'enName', ${fieldOr(authorJson, 'enName')}) ORDER BY author.position), '[]'::jsonb)
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(article.data::jsonb -> 'authors') = 'array' THEN article.data::jsonb -> 'authors' ELSE '[]'::jsonb END) WITH ORDINALITY AS author(value, position))
)::text`;
