import type { Kysely } from 'kysely';
import type { ConfigStore } from './config/config-store.ts';
import type { Database } from './db/tables.ts';

/** What every route needs: the live configuration and the content database. */
export type AppContext = {
  store: ConfigStore;
  db: Kysely<Database>;
  adminToken?: string | undefined;
};
