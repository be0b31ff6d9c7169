import { sql, type Kysely } from 'kysely';
import type { Database } from './tables.ts';
import { takeWriteLock, writeLock } from './write-locks.ts';

/**
 * The id a new article takes: above every article readers see, every article on the desk (drafts are not in the
 * reader's table) and every stored full text, so an import and a draft never share one. Holds the articles' lock to
 * the transaction's end, so another takes the next id only once this one's article is there.
 */
export async function nextArticleId(db: Kysely<Database>): Promise<number> {
  await takeWriteLock(db, writeLock.articles);
  const { rows } = await sql<{ largest: number | null }>`SELECT MAX(largest) AS largest FROM (
      SELECT MAX(id) AS largest FROM article
      UNION ALL SELECT MAX(id) FROM desk_item WHERE kind = 'article'
      UNION ALL SELECT MAX(article_id) FROM article_content) AS ids`.execute(db);
  return Number(rows[0]?.largest ?? 0) + 1;
}
