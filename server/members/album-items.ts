import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { albumItem, type AlbumItemsReply, type MemberResourceType, type ResourceRef } from '../../schemas/account/member-api.ts';
import { parsedPage, type Paging } from '../content/catalogue-lists.ts';
import type { Database } from '../db/tables.ts';
import { countsByTypeOf } from './counts-by-type.ts';
import type { MemberScope } from './member-scope.ts';
import { withResources } from './resource-records.ts';

/** The resources in a member's albums. Every query is limited to the member's own albums and items. */

/** Whether every one of these albums is the member's. */
export async function ownsAlbums(db: Kysely<Database>, memberId: number, albumIds: readonly number[]): Promise<boolean> {
  if (albumIds.length === 0) return true;
  const owned = await db.selectFrom('personal_album').select('id').where('member_id', '=', memberId).where('id', 'in', albumIds).execute();
  return owned.length === new Set(albumIds).size;
}

/** Puts the resources in each album (those already there stay as they are); answers how many were new per album. */
export async function addAlbumItems(
  db: Kysely<Database>,
  memberId: number,
  albumIds: readonly number[],
  refs: readonly ResourceRef[],
): Promise<Array<{ albumId: number; added: number }>> {
  const outcome: Array<{ albumId: number; added: number }> = [];
  for (const albumId of albumIds) {
    let added = 0;
    for (const { type, id } of refs) {
      const result = await db
        .insertInto('personal_album_item')
        .values({ member_id: memberId, album_id: albumId, resource_type: type, resource_id: id })
        .onConflict((conflict) => conflict.columns(['album_id', 'resource_type', 'resource_id']).doNothing())
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    outcome.push({ albumId, added });
  }
  return outcome;
}

/** One album's items newest first, of one type or all, with each type's count. The album must be the member's. */
export async function listAlbumItems(
  request: FastifyRequest,
  { db, store, memberId }: MemberScope,
  albumId: number,
  type: MemberResourceType | undefined,
  paging: Paging,
): Promise<AlbumItemsReply> {
  const inAlbum = db.selectFrom('personal_album_item').where('member_id', '=', memberId).where('album_id', '=', albumId);
  const counts = countsByTypeOf(await inAlbum.select((eb) => ['resource_type', eb.fn.countAll<number>().as('count')]).groupBy('resource_type').execute());
  const listed = type === undefined ? inAlbum : inAlbum.where('resource_type', '=', type);
  const { total } = await listed.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await listed
    .select(['id', 'album_id', 'resource_type', 'resource_id', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  const entries = await withResources(request, db, store, rows);
  const content = entries.map(({ row, record }) => ({ ...record, albumId: row.album_id, createdAt: row.created_at }));
  return { ...parsedPage(albumItem, content, Number(total), paging), counts };
}

/** Deletes the member's album items by id, all or none: undefined when one is not the member's. */
export async function deleteAlbumItems(db: Kysely<Database>, memberId: number, ids: readonly number[]): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const owned = await trx.selectFrom('personal_album_item').select('id').where('member_id', '=', memberId).where('id', 'in', ids).execute();
    if (owned.length !== new Set(ids).size) return undefined;
    const result = await trx.deleteFrom('personal_album_item').where('member_id', '=', memberId).where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
