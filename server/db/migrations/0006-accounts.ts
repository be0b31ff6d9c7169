import type { Kysely } from 'kysely';
import { currentTimestampText, epochMillisType, generatedIdNeverReused } from './portable-columns.ts';

/**
 * Registered readers and their sessions (spec §1, §3, §4). A member is one person across every site of the deployment;
 * they sign in with a mobile number or an e-mail address. Sessions are opaque random tokens: only their SHA-256 is
 * stored, so a copy of the database does not let anyone sign in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member')
    .addColumn('id', 'integer', generatedIdNeverReused(db))
    .addColumn('mobile', 'text', (c) => c.unique())
    /** Lower-cased. */
    .addColumn('email', 'text', (c) => c.unique())
    /** `scrypt$N$r$p$salt$hash` (server/accounts/password-hash.ts); null for a member who never set one (SMS only). */
    .addColumn('password_hash', 'text')
    /** The profile of spec §3 (name, region, major, institution, research field, gender, photo) as JSON. */
    .addColumn('profile', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .execute();

  await db.schema
    .createTable('member_session')
    /** SHA-256 of the token, hex. */
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
    /** Epoch milliseconds. */
    .addColumn('created_at', epochMillisType(db), (c) => c.notNull())
    .addColumn('expires_at', epochMillisType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_session_member').on('member_session').column('member_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_session').ifExists().execute();
  await db.schema.dropTable('member').ifExists().execute();
}
