import type { Kysely, Transaction } from 'kysely';
import { announceChange } from '../../db/change-notices.ts';
import type { Database } from '../../db/tables.ts';
import { takeWriteLock, writeLock } from '../../db/write-locks.ts';

type Db = Kysely<Database>;

/** One published version of a configuration part. `body` null: the part was removed. */
export type ConfigVersion = { id: number; document: string; version: number; body: string | null; author: string; message: string; createdAt: string };

const versionColumns = ['id', 'document', 'version', 'body', 'author', 'message', 'created_at as createdAt'] as const;

/** The configuration's revision: rises with every publish of any part, so a process knows when to read again. */
export async function configRevision(db: Db): Promise<number> {
  const row = await db.selectFrom('config_version').select((eb) => eb.fn.max('id').as('revision')).executeTakeFirst();
  return Number(row?.revision ?? 0);
}

/** Each part's newest version. */
export async function currentVersions(db: Db): Promise<ConfigVersion[]> {
  return db
    .selectFrom('config_version as v')
    .select(versionColumns.map((column) => `v.${column}` as const))
    .where('v.id', 'in', (eb) => eb.selectFrom('config_version').select((inner) => inner.fn.max('id').as('id')).groupBy('document'))
    .orderBy('v.document')
    .execute();
}

/** The parts as published now: the text of each part that exists, by name. */
export async function currentDocuments(db: Db): Promise<Map<string, string>> {
  const documents = new Map<string, string>();
  for (const { document, body } of await currentVersions(db)) if (body !== null) documents.set(document, body);
  return documents;
}

export async function currentVersion(db: Db, document: string): Promise<ConfigVersion | undefined> {
  return db.selectFrom('config_version').select(versionColumns).where('document', '=', document).orderBy('version', 'desc').limit(1).executeTakeFirst();
}

/**
 * A part's newest version, read under the versions' lock (held to the end of `trx`): what a publish in this transaction
 * builds on. Another publish of the part (a rollback, a file import) lands wholly before this read or after this commit.
 */
export async function currentVersionLocked(trx: Transaction<Database>, document: string): Promise<ConfigVersion | undefined> {
  await takeWriteLock(trx, writeLock.configVersions);
  return currentVersion(trx, document);
}

export async function versionOf(db: Db, document: string, version: number): Promise<ConfigVersion | undefined> {
  return db.selectFrom('config_version').select(versionColumns).where('document', '=', document).where('version', '=', version).executeTakeFirst();
}

/** A part's versions, newest first (without their bodies: a history is read as a list). */
export async function historyOf(db: Db, document: string, limit = 100): Promise<Omit<ConfigVersion, 'body'>[]> {
  return db
    .selectFrom('config_version')
    .select(versionColumns.filter((column) => column !== 'body'))
    .where('document', '=', document)
    .orderBy('version', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Publishes a part's new version (null body: removes the part), in the caller's transaction. Its number is one more
 * than the part's newest. Publishes take turns under one lock, held to the end of the transaction: a second publish
 * of a part numbers its version after the first's, and rows' ids rise in the order they commit, so a process that has
 * seen revision n has seen every version up to it (configRevision).
 */
export async function publishVersion(db: Db, entry: { document: string; body: string | null; author: string; message: string }): Promise<ConfigVersion> {
  await takeWriteLock(db, writeLock.configVersions);
  const newest = await currentVersion(db, entry.document);
  const version = (newest?.version ?? 0) + 1;
  await db.insertInto('config_version').values({ document: entry.document, version, body: entry.body, author: entry.author, message: entry.message }).execute();
  await announceChange(db, 'config');
  return (await versionOf(db, entry.document, version))!;
}
