import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';

/** The UTC day of a moment, as `YYYY-MM-DD`. */
export const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * Who visits, for counting: a signed-in member by id; anyone else by an HMAC of address and user agent under the
 * server's secret, keyed with the day too, so the table never holds an address and cannot link a reader's days.
 */
export function visitingReader(memberId: number | null, address: string, userAgent: string, day: string, secret: Buffer): string {
  if (memberId !== null) return `member:${memberId}`;
  return `anonymous:${createHmac('sha256', secret).update(`${day}\n${address}\n${userAgent}`).digest('base64url').slice(0, 32)}`;
}

/**
 * Counts the reader's visit to the article once per UTC day (issue 16, item 5: 50 requests raised the count by 50).
 * Answers false when the article is not one of these sites'.
 */
export async function countVisitOncePerDay(db: Kysely<Database>, siteIds: number[], articleId: number, reader: string, day: string): Promise<boolean> {
  const article = await db.selectFrom('article').select('id').where('id', '=', articleId).where('site_id', 'in', siteIds).executeTakeFirst();
  if (!article) return false;
  const first = await db
    .insertInto('article_visit')
    .values({ article_id: articleId, reader, day })
    .onConflict((conflict) => conflict.columns(['article_id', 'reader', 'day']).doNothing())
    .executeTakeFirst();
  if (Number(first.numInsertedOrUpdatedRows ?? 0n) > 0) await db.updateTable('article').set({ visits: sql`visits + 1` }).where('id', '=', articleId).execute();
  return true;
}

/** Forgets who visited before yesterday: those days can no longer be counted again. */
export async function pruneArticleVisits(db: Kysely<Database>, today: string): Promise<void> {
  const yesterday = utcDay(Date.parse(`${today}T00:00:00Z`) - 86_400_000);
  await db.deleteFrom('article_visit').where('day', '<', yesterday).execute();
}
