import { sql, type Kysely } from 'kysely';
import { engineOf } from '../../db/database-engine.ts';
import type { Database } from '../../db/tables.ts';
import { catalogueDocuments } from './catalogue-documents.ts';
import { indexArticles } from './index-article.ts';
import { searchIndexVersion } from './search-index-version.ts';
import { insertDocuments, removeAllDocuments } from './write-documents.ts';

type Logger = { info: (message: string) => void };

/** Articles read and indexed at a time while rebuilding: bounded memory whatever the corpus. */
const articleBatch = 500;

async function recordVersion(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('search_index_state')
    .values({ id: 1, version: searchIndexVersion })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ version: searchIndexVersion, built_at: new Date().toISOString() }))
    .execute();
}

/**
 * Indexes every resource anew, in one transaction (searches keep the old index until it commits). Returns documents.
 * On PostgreSQL the tables are then analysed: the planner's counts of how often each word occurs are what keep a
 * search on its GIN indexes, and autovacuum would take up to a minute or more to renew them after a rebuild.
 */
export async function rebuildSearchIndex(db: Kysely<Database>): Promise<number> {
  const documents = await db.transaction().execute(async (trx) => {
    await removeAllDocuments(trx);
    await insertDocuments(trx, await catalogueDocuments(trx, 'all'));
    let afterId: number | null = 0;
    while (afterId !== null) afterId = await indexArticles(trx, { afterId, limit: articleBatch });
    await recordVersion(trx);
    const { count } = await trx.selectFrom('search_document').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return Number(count);
  });
  if (engineOf(db) === 'postgres') await sql`ANALYZE search_document, search_text`.execute(db);
  return documents;
}

/** An index that holds nothing while there are articles has lost its documents. */
async function indexIsEmpty(db: Kysely<Database>): Promise<boolean> {
  const indexed = await db.selectFrom('search_document').select('id').limit(1).executeTakeFirst();
  return !indexed && (await db.selectFrom('article').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * On start: rebuilds the index unless the current scheme built it (a database from before search, or built with
 * another scheme) and it holds something. Articles imported since are in it already: they are indexed as stored.
 */
export async function ensureSearchIndex(db: Kysely<Database>, logger: Logger): Promise<void> {
  const state = await db.selectFrom('search_index_state').select('version').executeTakeFirst();
  if (state?.version === searchIndexVersion && !(await indexIsEmpty(db))) return;
  const started = performance.now();
  const documents = await rebuildSearchIndex(db);
  logger.info(`search index ${state ? `of scheme ${state.version} ` : ''}rebuilt with scheme ${searchIndexVersion}: ${documents} documents in ${Math.round(performance.now() - started)} ms`);
}
