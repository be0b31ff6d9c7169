import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { ConfigSnapshot } from '../config-snapshot.ts';
import { readConfigDocuments } from '../read-config-folder.ts';
import { configRevision } from './config-versions.ts';
import { databaseDocuments } from './database-documents.ts';
import { importConfigFolder } from './import-config-folder.ts';

/** The configuration kept in the database, as the config store reads it. */
export type DatabaseConfigSource = {
  /** The published configuration as a snapshot (last-good values from `previous`); `importFiles`: the folder's edits first. */
  read: (previous: ConfigSnapshot | undefined, options: { importFiles: boolean }) => Promise<{ snapshot: ConfigSnapshot; revision: number }>;
  revision: () => Promise<number>;
};

export function databaseConfigSource(db: Kysely<Database>, configDir: string): DatabaseConfigSource {
  return {
    async read(previous, { importFiles }) {
      if (importFiles) await importConfigFolder(db, configDir);
      const documents = await databaseDocuments(db, configDir);
      return { snapshot: readConfigDocuments(documents, previous), revision: documents.revision };
    },
    revision: () => configRevision(db),
  };
}
