import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';

/** The site (among `siteIds`) that holds an article, or undefined when none of them does. */
export async function siteOfArticle(db: Kysely<Database>, siteIds: number[], id: number): Promise<number | undefined> {
  const row = await db.selectFrom('article').select('site_id').where('id', '=', id).where('site_id', 'in', siteIds).executeTakeFirst();
  return row?.site_id;
}

/** The site (among `siteIds`) that holds a news item, or undefined when none of them does. */
export async function siteOfNews(db: Kysely<Database>, siteIds: number[], id: number): Promise<number | undefined> {
  const row = await db.selectFrom('news').select('site_id').where('id', '=', id).where('site_id', 'in', siteIds).executeTakeFirst();
  return row?.site_id;
}

/** The site (among `siteIds`) that holds a book, or undefined when none of them does. */
export async function siteOfBook(db: Kysely<Database>, siteIds: number[], id: number): Promise<number | undefined> {
  const row = await db.selectFrom('book').select('site_id').where('id', '=', id).where('site_id', 'in', siteIds).executeTakeFirst();
  return row?.site_id;
}
