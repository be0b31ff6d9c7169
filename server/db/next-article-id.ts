import { sql, type Kysely, type Transaction } from 'kysely';
import { engineOf } from './database-engine.ts';
import type { Database } from './tables.ts';

/**
 * The id a new article takes: above every article readers see, every article on the desk (drafts are not in the
 * reader's table) and every stored full text, so an import and a draft never share one.
 */
export async function nextArticleId(db: Kysely<Database> | Transaction<Database>): Promise<number> {
  // PostgreSQL before 16 wants a name for a subquery in FROM; SQLite's SQL is kept as it was.
  const named = engineOf(db) === 'postgres' ? sql` AS largest_ids` : sql``;
  const { rows } = await sql<{ largest: number | null }>`SELECT MAX(largest) AS largest FROM (
      SELECT MAX(id) AS largest FROM article
      UNION ALL SELECT MAX(id) FROM desk_item WHERE kind = 'article'
      UNION ALL SELECT MAX(article_id) FROM article_content)${named}`.execute(db);
  return Number(rows[0]?.largest ?? 0) + 1;
}
