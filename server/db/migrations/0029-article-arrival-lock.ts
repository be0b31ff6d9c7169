import { sql, type Kysely } from 'kysely';
import { lockKeyText, writeLock } from '../write-locks.ts';
import { isPostgres } from './portable-columns.ts';

/** The arrivals' lock key as the server computes it (server/db/write-locks.ts). */
const arrivalsKey = sql`hashtextextended(${sql.lit(lockKeyText(writeLock.articleArrivals))}, 0)`;

/**
 * PostgreSQL only (SQLite's writers take turns already): migration 0016's trigger numbers a new article's `arrival` one
 * above the largest, which two transactions side by side would both read. It now takes the arrivals' lock first, held
 * to the transaction's end, so arrivals are taken one transaction at a time and rise in the order they commit — what
 * the e-mail alerts' "newest arrival seen" relies on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE OR REPLACE FUNCTION article_arrival_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.arrival IS NULL THEN
        PERFORM pg_advisory_xact_lock(${arrivalsKey});
        NEW.arrival := (SELECT COALESCE(MAX(arrival), 0) + 1 FROM article);
      END IF;
      RETURN NEW;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE OR REPLACE FUNCTION article_arrival_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.arrival IS NULL THEN NEW.arrival := (SELECT COALESCE(MAX(arrival), 0) + 1 FROM article); END IF;
      RETURN NEW;
    END $$`.execute(db);
}
