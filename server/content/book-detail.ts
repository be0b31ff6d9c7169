import type { Kysely } from 'kysely';
import { book, type Book } from '../../schemas/content/book.ts';
import type { Database } from '../db/tables.ts';

/** A book of one of the given sites (`book/detail`), or undefined when it is not theirs. */
export async function findBook(db: Kysely<Database>, bookId: number, siteIds: number[]): Promise<Book | undefined> {
  const row = await db.selectFrom('book').select('data').where('id', '=', bookId).where('site_id', 'in', siteIds).executeTakeFirst();
  return row === undefined ? undefined : book.parse(JSON.parse(row.data));
}
