import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { ConfigDocuments } from '../config-documents.ts';
import type { ConfigText } from '../read-config-file.ts';
import { displayPath } from '../read-config-file.ts';
import { configRevision, currentDocuments } from './config-versions.ts';

/**
 * The configuration as published in the database, read as the folder is read. A part is named by the file it is
 * exported to (`site-configs/optics/header.json`), so a diagnostic reads the same wherever the part was edited.
 * `revision`: what was read (a process reads again when the database's is higher).
 */
export async function databaseDocuments(db: Kysely<Database>, configDir: string): Promise<ConfigDocuments & { revision: number }> {
  const revision = await configRevision(db);
  const texts = new Map<string, ConfigText>();
  const sites = new Set<string>();
  for (const [document, text] of await currentDocuments(db)) {
    texts.set(document, { kind: 'text', text });
    const slash = document.indexOf('/');
    if (slash > 0) sites.add(document.slice(0, slash));
  }
  return { texts, sites: [...sites].sort(), shownAs: (document) => displayPath(join(configDir, document)), problems: [], revision };
}
