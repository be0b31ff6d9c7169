import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/tables.ts';
import type { RecordScope } from './harvest-sets.ts';

/** The datestamps a harvest covers: from its `from` (if any) to its `until`, both inclusive. */
export type DatestampWindow = { from?: string | undefined; until: string };

/** What a record is made of: the article row, with its full text's language and JATS front when it was imported. */
export type RecordRow = {
  id: number;
  site_id: number;
  journal_id: number;
  period_id: number | null;
  updated_at: string;
  doi: string;
  data: string;
  visits: number;
  downloads: number;
  reference_count: number;
  comment_count: number;
  content_language: string | null;
  jats_front: string | null;
};

type ArticleQuery = SelectQueryBuilder<Database, 'article' | 'article_content', object>;

const articles = (db: Kysely<Database>): ArticleQuery => db.selectFrom('article').leftJoin('article_content', 'article_content.article_id', 'article.id');

function inScope(query: ArticleQuery, scope: RecordScope, window: DatestampWindow): ArticleQuery {
  let scoped = query.where('article.site_id', 'in', scope.siteIds).where('article.updated_at', '<=', window.until);
  if (window.from !== undefined) scoped = scoped.where('article.updated_at', '>=', window.from);
  if (scope.issue === 'issued') scoped = scoped.where('article.period_id', 'is not', null);
  else if (scope.issue !== 'any') scoped = scoped.where('article.period_id', '=', scope.issue);
  return scoped;
}

const recordColumns = [
  'article.id',
  'article.site_id',
  'article.journal_id',
  'article.period_id',
  'article.updated_at',
  'article.doi',
  'article.data',
  'article.visits',
  'article.downloads',
  'article.reference_count',
  'article.comment_count',
  'article_content.language as content_language',
  'article_content.jats_front',
] as const;

export async function countRecords(db: Kysely<Database>, scope: RecordScope, window: DatestampWindow): Promise<number> {
  if (scope.siteIds.length === 0) return 0;
  const row = await inScope(articles(db), scope, window)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The next records of a harvest in datestamp order (ties by id), after the last one sent. */
export async function recordPage(db: Kysely<Database>, scope: RecordScope, window: DatestampWindow, after: [string, number] | undefined, limit: number): Promise<RecordRow[]> {
  if (scope.siteIds.length === 0) return [];
  let query = inScope(articles(db), scope, window);
  if (after) query = query.where(sql<boolean>`(article.updated_at, article.id) > (${after[0]}, ${after[1]})`);
  return query.select(recordColumns).orderBy('article.updated_at').orderBy('article.id').limit(limit).execute();
}

export async function recordById(db: Kysely<Database>, id: number, siteIds: number[]): Promise<RecordRow | undefined> {
  if (siteIds.length === 0) return undefined;
  return articles(db).select(recordColumns).where('article.id', '=', id).where('article.site_id', 'in', siteIds).executeTakeFirst();
}

/** The oldest datestamp among the harvested articles (undefined when there are none). */
export async function earliestDatestamp(db: Kysely<Database>, siteIds: number[]): Promise<string | undefined> {
  if (siteIds.length === 0) return undefined;
  const row = await db
    .selectFrom('article')
    .select((eb) => eb.fn.min('updated_at').as('earliest'))
    .where('site_id', 'in', siteIds)
    .executeTakeFirst();
  return row?.earliest ?? undefined;
}
