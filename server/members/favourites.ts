import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { favourite, type CollectsReply, type Favourite, type MemberResourceType, type ResourceRef } from '../../schemas/account/member-api.ts';
import { parsedPage, type Paging } from '../content/catalogue-lists.ts';
import type { Database } from '../db/tables.ts';
import { countsByTypeOf } from './counts-by-type.ts';
import type { MemberScope } from './member-scope.ts';
import { withResources } from './resource-records.ts';

/** A member's favourites (spec §4: collect and uncollect). Every query is limited to the member's own rows. */

/** Adds the resources the member has not collected yet; answers how many were new. */
export async function addFavourites(db: Kysely<Database>, memberId: number, refs: readonly ResourceRef[]): Promise<number> {
  let added = 0;
  for (const { type, id } of refs) {
    const result = await db
      .insertInto('favourite')
      .values({ member_id: memberId, resource_type: type, resource_id: id })
      .onConflict((conflict) => conflict.columns(['member_id', 'resource_type', 'resource_id']).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return added;
}

export async function findFavourite(request: FastifyRequest, { db, store, memberId }: MemberScope, ref: ResourceRef): Promise<Favourite | undefined> {
  const row = await db
    .selectFrom('favourite')
    .select(['id', 'resource_type', 'resource_id', 'created_at'])
    .where('member_id', '=', memberId)
    .where('resource_type', '=', ref.type)
    .where('resource_id', '=', ref.id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [entry] = await withResources(request, db, store, [row]);
  return favourite.parse({ ...entry!.record, createdAt: row.created_at });
}

export async function isFavourite(db: Kysely<Database>, memberId: number, ref: ResourceRef): Promise<boolean> {
  const row = await db
    .selectFrom('favourite')
    .select('id')
    .where('member_id', '=', memberId)
    .where('resource_type', '=', ref.type)
    .where('resource_id', '=', ref.id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's favourites newest first, of one type or all, with each type's count. */
export async function listFavourites(request: FastifyRequest, { db, store, memberId }: MemberScope, type: MemberResourceType | undefined, paging: Paging): Promise<CollectsReply> {
  const mine = db.selectFrom('favourite').where('member_id', '=', memberId);
  const counts = countsByTypeOf(await mine.select((eb) => ['resource_type', eb.fn.countAll<number>().as('count')]).groupBy('resource_type').execute());
  const listed = type === undefined ? mine : mine.where('resource_type', '=', type);
  const { total } = await listed.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await listed
    .select(['id', 'resource_type', 'resource_id', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  const entries = await withResources(request, db, store, rows);
  const content = entries.map(({ row, record }) => ({ ...record, createdAt: row.created_at }));
  return { ...parsedPage(favourite, content, Number(total), paging), counts };
}

/**
 * Removes the member's favourites of these resources, all or none: answers how many went, or undefined (nothing
 * removed) when one of them is not among the member's favourites.
 */
export async function removeFavourites(db: Kysely<Database>, memberId: number, refs: readonly ResourceRef[]): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    let removed = 0;
    for (const { type, id } of refs) {
      const result = await trx
        .deleteFrom('favourite')
        .where('member_id', '=', memberId)
        .where('resource_type', '=', type)
        .where('resource_id', '=', id)
        .executeTakeFirst();
      removed += Number(result.numDeletedRows);
    }
    if (removed < new Set(refs.map(({ type, id }) => `${type}:${id}`)).size) throw new NotAllFound();
    return removed;
  }).catch((error: unknown) => {
    if (error instanceof NotAllFound) return undefined;
    throw error;
  });
}

class NotAllFound extends Error {}
