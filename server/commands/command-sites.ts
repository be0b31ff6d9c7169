import type { Kysely } from 'kysely';
import { ConfigStore } from '../config/config-store.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/tables.ts';

/**
 * The sites as a command finds them: the database's, prepared as the server prepares it on start (migrated;
 * site-configs/ imported first, for the studio may have made sites of its own there), its problems said.
 */
export async function commandSites(db: Kysely<Database>, configDir: string, say: (message: string) => void): Promise<ConfigStore> {
  await migrateToLatest(db);
  return ConfigStore.fromDatabase(configDir, db, { info: () => {}, warn: say });
}

/** The site a command names; undefined once it has said which sites there are. */
export function siteNamed(store: ConfigStore, sld: string, say: (message: string) => void): SiteConfig | undefined {
  const site = store.bySld(sld);
  if (!site) say(`unknown site "${sld}" (sites: ${[...store.snapshot.sites.keys()].join(', ')})`);
  return site;
}
