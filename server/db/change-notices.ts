import { sql, type Kysely } from 'kysely';
import { engineOf } from './database-engine.ts';

/**
 * What one process tells the others sharing its database the moment it commits. PostgreSQL carries it by NOTIFY to
 * every process LISTENing (server/db/postgres/listen-for-changes.ts), on every machine; SQLite has no such channel,
 * and the processes of one machine find the change by polling (the configuration's revision every 400 ms; the
 * content generation on every cached read).
 */
export type ChangeTopic = 'config';

/** The NOTIFY channel of a deployment's database. */
export const changeChannel = 'masthead_changes';

/** Tells the other processes of `topic` once the transaction `db` is in commits (at once outside one). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema's database may announce
export async function announceChange(db: Kysely<any>, topic: ChangeTopic): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`SELECT pg_notify(${changeChannel}, ${topic})`.execute(db);
}
