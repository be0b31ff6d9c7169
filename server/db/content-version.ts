import { sql, type Kysely } from 'kysely';
import { engineOf } from './database-engine.ts';
import { compiledQuery } from './compiled-query.ts';
import type { Database } from './tables.ts';

/** Read for every list, search and page a request looks up in a cache: its SQL is built once (compiled-query.ts). */
const readGeneration = compiledQuery((db: Kysely<Database>, _shape: null, values: { name: string }) =>
  db.selectFrom('shared_generation').select('value').where('name', '=', values.name),
);

/**
 * The content generation: a row every server process reads, raised in the transaction of every write readers see (a
 * desk publish, an import, seeding). What was derived from the content — a cached page, list or search — is kept
 * under the generation it was read at and read anew once the generation moves, in this process or any other that
 * shares the database (`WORKERS`, `npm run ingest`). Visit and download counts, sign-ins and rate limits do not move
 * it, which is what the caches want: another process counting a visit does not empty them.
 */
export async function contentVersion(db: Kysely<Database>): Promise<number> {
  const [row] = await readGeneration(db, null, { name: 'content' });
  return Number(row?.value ?? 0);
}

/**
 * Readers will see something new once this transaction commits: every process's caches keyed by the generation drop
 * what they kept. Call it with the transaction that writes (a write outside the server's own functions — an
 * operator's SQL — is seen once the caches' TTLs run out, unless it calls this too). On PostgreSQL the transaction
 * marks itself, and the generation rises as it commits (migration 0030), so transactions that both write content do
 * not wait for each other on its row.
 */
export async function noteContentWrite(trx: Kysely<Database>): Promise<void> {
  if (engineOf(trx) === 'postgres') {
    await sql`INSERT INTO content_write_pending (transaction_id) VALUES (pg_current_xact_id()::text::bigint) ON CONFLICT DO NOTHING`.execute(trx);
    return;
  }
  await trx
    .insertInto('shared_generation')
    .values({ name: 'content', value: 1 })
    .onConflict((conflict) => conflict.column('name').doUpdateSet((eb) => ({ value: eb('shared_generation.value', '+', 1) })))
    .execute();
}
