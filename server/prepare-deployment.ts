import type { Logger } from 'pino';
import { ConfigStore } from './config/config-store.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { DatabaseHandle } from './db/open-database.ts';
import type { Env } from './env.ts';
import { fileStoreOf } from './files/files-dir.ts';
import { ensureSearchIndex } from './search/index/rebuild-search-index.ts';
import { seedSampleContent } from './seed/seed-sample-content.ts';

/**
 * What a start does once, before any process serves: the database migrated, the configuration folder's edits
 * imported as versions (an empty database imports site-configs/), staging folders of interrupted imports removed,
 * the search index brought to the current scheme, sample content seeded into an empty database. One process serving
 * alone does it itself; with `WORKERS`, the supervisor does it before it starts the workers, which must not race each
 * other at it. Answers the configuration as imported.
 */
export async function prepareDeployment(env: Env, log: Logger, database: DatabaseHandle): Promise<ConfigStore> {
  await migrateToLatest(database.db);
  const store = await ConfigStore.fromDatabase(env.SITE_CONFIG_DIR, database.db, {
    info: (message) => log.info(message),
    warn: (message) => log.warn(message),
  });
  const files = fileStoreOf(env);
  const abandoned = files.cleanStaging();
  if (abandoned > 0) log.info(`removed ${abandoned} staging folders that interrupted imports left behind`);
  // Before seeding: an index from an older scheme is rebuilt; sample content is indexed as it is seeded.
  await ensureSearchIndex(database.db, { info: (m) => log.info(m) });
  await seedSampleContent(database.db, store, { info: (m) => log.info(m), warn: (m) => log.warn(m) }, { articles: env.SAMPLE_ARTICLES === 'on', files });
  return store;
}
