import type { Insertable, Kysely } from 'kysely';
import { articleContent } from '../../../schemas/content/article-content.ts';
import { noteContentWrite } from '../../db/content-version.ts';
import type { ArticleTable, Database } from '../../db/tables.ts';
import { takeWriteLock, writeLock } from '../../db/write-locks.ts';
import { indexArticle } from '../../search/index/index-article.ts';
import { RejectedInput } from '../rejected-input.ts';
import { inTransaction } from './in-transaction.ts';

/**
 * Publishes a draft stored with `storeArticle(…, { draft })`: writes the row it answered (as kept, or as an editor
 * changed it since) and indexes the article for search, in one transaction. Its full text must be there (it is, unless
 * the draft was thrown away). An article row already under that id is replaced (publishing again).
 */
export async function publishDraftRow(db: Kysely<Database>, row: Insertable<ArticleTable>): Promise<void> {
  await inTransaction(db, async (trx) => {
    await takeWriteLock(trx, writeLock.articles);
    const full = await trx.selectFrom('article_content').select('data').where('article_id', '=', row.id).executeTakeFirst();
    if (!full) throw new RejectedInput(`draft ${row.id} has no full text stored: store it again before publishing`);
    const content = articleContent.parse(JSON.parse(full.data));
    await trx
      .insertInto('article')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
      .execute();
    await indexArticle(trx, row.id, content);
    await noteContentWrite(trx);
  });
}

/**
 * Throws away a draft that was never published: its full text and package-file rows (the files themselves go with
 * `pruneArticleFiles(files, id, new Set())` after commit). Refuses an id a published article has.
 */
export async function discardDraft(db: Kysely<Database>, articleId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const published = await trx.selectFrom('article').select('id').where('id', '=', articleId).executeTakeFirst();
    if (published) throw new RejectedInput(`article ${articleId} is published: unpublish it rather than discard its full text`);
    await trx.deleteFrom('article_asset').where('article_id', '=', articleId).execute();
    await trx.deleteFrom('article_content').where('article_id', '=', articleId).execute();
  });
}
