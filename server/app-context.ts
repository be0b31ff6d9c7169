import type { Kysely } from 'kysely';
import type { ConfigStore } from './config/config-store.ts';
import type { Database } from './db/tables.ts';
import type { TranslationSettings } from './translation/translation-settings.ts';

/** What every route needs: the live configuration and the content database. */
export type AppContext = {
  store: ConfigStore;
  db: Kysely<Database>;
  adminToken?: string | undefined;
  /** Machine translation's body key and provider; absent: a random key and no provider. */
  translation?: TranslationSettings | undefined;
  /** Where imported articles' package files are kept (server/files/files-dir.ts). */
  filesDir: string;
};
