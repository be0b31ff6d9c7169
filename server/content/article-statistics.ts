import { sql, type Kysely } from 'kysely';
import type { ArticleStatistics } from '../../schemas/content/article-facts.ts';
import type { Database } from '../db/tables.ts';
import { engineOf } from '../db/database-engine.ts';
import { jsonValue } from '../db/portable-sql.ts';

/**
 * An article's counts as the database holds them: its counters, the members keeping it as a favourite, and the
 * references its full text lists. Undefined when the article is not one of these sites'.
 */
export async function articleStatistics(
  db: Kysely<Database>,
  siteIds: number[],
  id: number,
  { commentsShown }: { commentsShown: boolean },
): Promise<ArticleStatistics | undefined> {
  const row = await db
    .selectFrom('article')
    .leftJoin('article_content', 'article_content.article_id', 'article.id')
    .select([
      'article.visits',
      'article.downloads',
      'article.reference_count',
      'article.comment_count',
      jsonValue<number>(engineOf(db), sql`article_content.data`, ['counts', 'references']).as('references'),
      (eb) =>
        eb
          .selectFrom('favourite')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .where('favourite.resource_type', '=', 'article')
          .whereRef('favourite.resource_id', '=', 'article.id')
          .as('favourites'),
    ])
    .where('article.id', '=', id)
    .where('article.site_id', 'in', siteIds)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    articleId: id,
    visits: row.visits,
    downloads: row.downloads,
    citations: row.reference_count,
    comments: commentsShown ? row.comment_count : null,
    favourites: Number(row.favourites ?? 0),
    references: Number(row.references ?? 0),
  };
}
