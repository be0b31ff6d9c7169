import { sql, type Selectable } from 'kysely';
import { deskItem, deskKindNames, type DeskEntity, type DeskItem, type DeskKindName, type DeskStatus } from '../../schemas/desk/desk-kinds.ts';
import type { DeskListQuery } from '../../schemas/desk/desk-api.ts';
import { engineOf } from '../db/database-engine.ts';
import { likeIgnoringCase } from '../db/portable-sql.ts';
import type { DeskItemTable } from '../db/tables.ts';
import { takeWriteLock, writeLock } from '../db/write-locks.ts';
import type { Db } from './desk-kind.ts';
import { deskKinds, idOf } from './desk-kinds.ts';

type Row = Selectable<DeskItemTable> & { updated_by_name: string | null };

/** Who saved an item last, as the desk shows it. */
const savedBy = (row: Row) => row.updated_by_name ?? (row.updated_by === null ? 'imported' : `account ${row.updated_by}`);

export function itemOfRow(row: Row): DeskItem {
  return deskItem.parse({
    kind: row.kind,
    id: row.id,
    siteId: row.site_id,
    status: row.status,
    version: row.version,
    deletedAt: row.deleted_at,
    updatedAt: row.updated_at,
    updatedBy: savedBy(row),
    data: JSON.parse(row.data),
  });
}

const selectItems = (db: Db) =>
  db
    .selectFrom('desk_item')
    .leftJoin('admin_account', 'admin_account.id', 'desk_item.updated_by')
    .selectAll('desk_item')
    .select('admin_account.name as updated_by_name');

/**
 * Makes desk items of the reader's rows that have none yet (sample content, `npm run ingest`, rows from before the
 * desk): they are published, saved by "imported". Cheap when there is nothing new: one anti-join per kind, no row read.
 * On PostgreSQL two desk changes may adopt one row at once: the second finds it adopted and leaves it.
 */
export async function adoptPublished(db: Db, siteId: number): Promise<void> {
  const ifAbsent = engineOf(db) === 'postgres';
  for (const kind of deskKindNames) {
    const onDesk = db.selectFrom('desk_item').select('id').where('site_id', '=', siteId).where('kind', '=', kind);
    const entities = await deskKinds[kind].readPublished(db, siteId, onDesk);
    for (const entity of entities) await insertItem(db, kind, siteId, entity as DeskEntity<typeof kind>, 'published', null, { ifAbsent });
  }
}

/** Adds an item; `ifAbsent`: an item of that kind and id on the site is left as it is (no error). */
export async function insertItem<K extends DeskKindName>(
  db: Db,
  kind: K,
  siteId: number,
  entity: DeskEntity<K>,
  status: DeskStatus,
  accountId: number | null,
  { ifAbsent = false }: { ifAbsent?: boolean } = {},
): Promise<void> {
  const place = deskKinds[kind].placeOf(entity);
  await db
    .insertInto('desk_item')
    .values({
      kind,
      id: idOf(kind, entity),
      site_id: siteId,
      status,
      data: JSON.stringify(entity),
      search_text: place.searchText,
      journal_id: place.journalId,
      issue_id: place.issueId,
      deleted_at: null,
      updated_by: accountId,
    })
    .$if(ifAbsent, (insert) => insert.onConflict((conflict) => conflict.doNothing()))
    .execute();
}

/** Writes an item's new state and raises its version; answers false when its version was not `expected` any more. */
export async function updateItem<K extends DeskKindName>(
  db: Db,
  siteId: number,
  kind: K,
  id: number,
  expected: number,
  change: { entity?: DeskEntity<K>; status?: DeskStatus; deleted?: boolean },
  accountId: number,
): Promise<boolean> {
  const place = change.entity && deskKinds[kind].placeOf(change.entity);
  const result = await db
    .updateTable('desk_item')
    .set((eb) => ({
      version: eb('version', '+', 1),
      updated_at: new Date().toISOString(),
      updated_by: accountId,
      ...(change.entity && place ? { data: JSON.stringify(change.entity), search_text: place.searchText, journal_id: place.journalId, issue_id: place.issueId } : {}),
      ...(change.status ? { status: change.status } : {}),
      ...(change.deleted === undefined ? {} : { deleted_at: change.deleted ? new Date().toISOString() : null }),
    }))
    .where('site_id', '=', siteId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * An item of the site. `lock` (PostgreSQL; SQLite's writers take turns already) keeps its row as read to the end of the
 * transaction: `update` for the item an action changes, `share` for one whose state the action relies on.
 */
export async function findItem(db: Db, siteId: number, kind: DeskKindName, id: number, lock?: 'update' | 'share'): Promise<DeskItem | undefined> {
  const row = await selectItems(db)
    .where('desk_item.kind', '=', kind)
    .where('desk_item.id', '=', id)
    .where('desk_item.site_id', '=', siteId)
    .$if(lock !== undefined && engineOf(db) === 'postgres', (query) => (lock === 'update' ? query.forUpdate('desk_item') : query.forShare('desk_item')))
    .executeTakeFirst();
  return row && itemOfRow(row);
}

/** The items of a kind on one site, newest first, filtered as the desk's list asks. */
export async function listItems(db: Db, siteId: number, kind: DeskKindName, query: DeskListQuery): Promise<{ items: DeskItem[]; total: number }> {
  let base = db.selectFrom('desk_item').where('desk_item.kind', '=', kind).where('desk_item.site_id', '=', siteId);
  base = query.bin === 'true' ? base.where('desk_item.deleted_at', 'is not', null) : base.where('desk_item.deleted_at', 'is', null);
  if (query.status) base = base.where('desk_item.status', '=', query.status);
  if (query.journalId !== undefined) base = base.where('desk_item.journal_id', '=', query.journalId);
  if (query.issueId !== undefined) base = base.where('desk_item.issue_id', '=', query.issueId);
  for (const word of query.q.toLowerCase().split(/\s+/).filter(Boolean)) {
    const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    base = base.where(likeIgnoringCase(engineOf(db), sql.ref('desk_item.search_text'), pattern));
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('admin_account', 'admin_account.id', 'desk_item.updated_by')
    .selectAll('desk_item')
    .select('admin_account.name as updated_by_name')
    .orderBy('desk_item.updated_at', 'desc')
    .orderBy('desk_item.id', 'desc')
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute();
  return { items: rows.map(itemOfRow), total: Number(total) };
}

/**
 * A new item's id: above every id of its kind on the desk and in the reader's tables, of every site. The kind's id lock
 * (taken here, if the caller has not) holds until the item is committed.
 */
export async function nextItemId(db: Db, kind: DeskKindName): Promise<number> {
  await takeWriteLock(db, writeLock.deskIds(kind));
  const onDesk = (await db.selectFrom('desk_item').select((eb) => eb.fn.max('id').as('id')).where('kind', '=', kind).executeTakeFirst())?.id ?? 0;
  return Math.max(onDesk, await deskKinds[kind].largestReaderId(db)) + 1;
}

