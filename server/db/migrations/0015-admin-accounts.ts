import type { Kysely } from 'kysely';
import { currentTimestampText, epochMillisType, generatedIdNeverReused, isoMillisNow } from './portable-columns.ts';

/**
 * The back office's accounts (issues 19 and 20), apart from readers: an owner, site admins and editors, the sites
 * each works on, their sessions (only a token's SHA-256 is stored, as for readers) and the audit log of every write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_account')
    .addColumn('id', 'integer', generatedIdNeverReused(db))
    /** Lower-cased. */
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    /** `scrypt$N$r$p$salt$hash` (server/accounts/password-hash.ts). */
    .addColumn('password_hash', 'text', (c) => c.notNull())
    /** schemas/admin/admin-account.ts `adminRole`. */
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .execute();

  await db.schema
    .createTable('admin_account_site')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('admin_account.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('admin_account_site_pk', ['account_id', 'site_id'])
    .execute();

  await db.schema
    .createTable('admin_session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('admin_account.id').onDelete('cascade'))
    /** The session's CSRF secret (@fastify/csrf): every write must carry a token made from it. */
    .addColumn('csrf_secret', 'text', (c) => c.notNull())
    /** Epoch milliseconds. */
    .addColumn('created_at', epochMillisType(db), (c) => c.notNull())
    .addColumn('expires_at', epochMillisType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_session_account').on('admin_session').column('account_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', generatedIdNeverReused(db))
    .addColumn('at', 'text', (c) => c.notNull().defaultTo(isoMillisNow(db)))
    /** Null for the command line (`npm run admin`), which names itself in account_email. */
    .addColumn('account_id', 'integer')
    .addColumn('account_email', 'text', (c) => c.notNull())
    /** What was done, e.g. `article.publish`, `session.signIn`, `access.refused`. */
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('site_id', 'integer')
    /** What it was done to, e.g. `article:10011`. */
    .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
    /** JSON, or null. */
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('audit_log_site').on('audit_log').columns(['site_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
  await db.schema.dropTable('admin_session').ifExists().execute();
  await db.schema.dropTable('admin_account_site').ifExists().execute();
  await db.schema.dropTable('admin_account').ifExists().execute();
}
