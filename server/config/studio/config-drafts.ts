import { sql, type Kysely } from 'kysely';
import type { StudioDraft } from '../../../schemas/admin/studio-api.ts';
import type { Database } from '../../db/tables.ts';

type Db = Kysely<Database>;

/** A draft as stored: its JSON text, and what the studio shows of it. */
export type StoredDraft = Omit<StudioDraft, 'value'> & { body: string };

export async function draftOf(db: Db, document: string): Promise<StoredDraft | undefined> {
  return db
    .selectFrom('config_draft')
    .select(['body', 'revision', 'base_version as baseVersion', 'author', 'updated_at as updatedAt'])
    .where('document', '=', document)
    .executeTakeFirst();
}

export async function draftsOf(db: Db, documentPrefix: string): Promise<Map<string, StoredDraft>> {
  const rows = await db
    .selectFrom('config_draft')
    .select(['document', 'body', 'revision', 'base_version as baseVersion', 'author', 'updated_at as updatedAt'])
    .where(sql<boolean>`substr(document, 1, ${documentPrefix.length}) = ${documentPrefix}`)
    .execute();
  return new Map(rows.map(({ document, ...draft }) => [document, draft]));
}

/**
 * Saves a draft if it is still at `revision` (0: there is none): answers the saved draft, or undefined when another
 * save came first (a conditional write, so two saves at once cannot both win).
 */
export async function saveDraft(db: Db, entry: { document: string; body: string; revision: number; baseVersion: number; author: string }): Promise<StoredDraft | undefined> {
  const updatedAt = new Date().toISOString();
  if (entry.revision === 0) {
    const inserted = await db
      .insertInto('config_draft')
      .values({ document: entry.document, body: entry.body, base_version: entry.baseVersion, revision: 1, author: entry.author, updated_at: updatedAt })
      .onConflict((oc) => oc.column('document').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return undefined;
  } else {
    const updated = await db
      .updateTable('config_draft')
      .set({ body: entry.body, revision: entry.revision + 1, author: entry.author, updated_at: updatedAt })
      .where('document', '=', entry.document)
      .where('revision', '=', entry.revision)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return undefined;
  }
  return draftOf(db, entry.document);
}

/** Removes a draft if it is still at `revision`; false when it was not. */
export async function removeDraft(db: Db, document: string, revision: number): Promise<boolean> {
  const removed = await db.deleteFrom('config_draft').where('document', '=', document).where('revision', '=', revision).executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}
