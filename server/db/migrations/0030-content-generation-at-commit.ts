import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable-columns.ts';

/**
 * PostgreSQL only: the content generation (server/db/content-version.ts) is one row every write readers see raises.
 * Raised by an UPDATE in the middle of a transaction, its row lock would make every other such write wait until that
 * transaction commits — an import of a package holds it from its first article on. A transaction now marks itself in
 * `content_write_pending` (its own row, so nobody waits), and a deferred trigger raises the generation as it
 * commits: the row is locked only while a commit is under way, and the raise still commits with what it announces.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE TABLE content_write_pending (transaction_id bigint PRIMARY KEY)`.execute(db);
  await sql`CREATE FUNCTION content_generation_raise() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO shared_generation (name, value) VALUES ('content', 1)
        ON CONFLICT (name) DO UPDATE SET value = shared_generation.value + 1;
      DELETE FROM content_write_pending WHERE transaction_id = NEW.transaction_id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE CONSTRAINT TRIGGER content_generation_at_commit AFTER INSERT ON content_write_pending
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_generation_raise()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP TABLE IF EXISTS content_write_pending`.execute(db);
  await sql`DROP FUNCTION IF EXISTS content_generation_raise()`.execute(db);
}
