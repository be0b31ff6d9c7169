import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { ConfigStore } from '../config-store.ts';
import type { ConfigText } from '../read-config-file.ts';
import { readConfigDocuments } from '../read-config-folder.ts';
import { databaseConfigSource } from '../versions/database-config-source.ts';
import { databaseDocuments } from '../versions/database-documents.ts';
import { draftsOf } from './config-drafts.ts';

/**
 * The configuration as it would be if a site's drafts were published now: a store of its own, for one preview, read
 * the way the live one is read (invalid drafts keep the published value, as an invalid publish would). Nothing of it
 * reaches the live store or its caches. `drafts`: the parts that differ.
 */
export async function draftsApplied(db: Kysely<Database>, live: ConfigStore, sld: string): Promise<{ store: ConfigStore; drafts: string[] }> {
  const published = await databaseDocuments(db, live.configDir);
  const texts = new Map<string, ConfigText>(published.texts);
  const drafts = await draftsOf(db, `${sld}/`);
  for (const [document, draft] of drafts) texts.set(document, { kind: 'text', text: draft.body });
  const snapshot = readConfigDocuments({ ...published, texts }, live.snapshot);
  const store = new ConfigStore(live.configDir, undefined, { source: databaseConfigSource(db, live.configDir), snapshot, revision: published.revision });
  return { store, drafts: [...drafts.keys()].map((document) => document.slice(sld.length + 1)) };
}
