import type { Kysely } from 'kysely';
import { generatedIdNeverReused } from './portable-columns.ts';

/**
 * What several server processes on one database must share (issue 21: `WORKERS`, and later many machines): the
 * content generation the caches are keyed by, the per-address rate limits, recent sign-in failures and codes sent,
 * captcha answers, keys made once, and the leases that let one process at a time run a job. Times are epoch
 * milliseconds (bigint: PostgreSQL's integer would overflow).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shared_generation')
    /** `content`: rises with every write readers see (server/db/content-version.ts). */
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limit')
    /** The route and the address (server/http/rate-limit-store.ts). */
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_window_ends_at').on('rate_limit').column('window_ends_at').execute();

  await db.schema
    .createTable('recent_event')
    .addColumn('id', 'integer', generatedIdNeverReused(db))
    /** What happened: a failed password by source or by account, a code sent (server/accounts/recent-events.ts). */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recent_event_kind_key_at').on('recent_event').columns(['kind', 'key', 'at']).execute();
  await db.schema.createIndex('recent_event_kind_at').on('recent_event').columns(['kind', 'at']).execute();

  await db.schema
    .createTable('captcha')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_expires_at').on('captcha').column('expires_at').execute();

  await db.schema
    .createTable('server_key')
    /** `password-key`: the RSA key of getPublicKey, encrypted with the deployment's secret (server/accounts/password-key.ts). */
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('job_lease')
    /** The job (`subscription-alerts`), the process holding it, and until when (server/db/job-lease.ts). */
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['job_lease', 'server_key', 'captcha', 'recent_event', 'rate_limit', 'shared_generation']) await db.schema.dropTable(table).ifExists().execute();
}
