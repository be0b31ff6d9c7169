import type { Kysely } from 'kysely';
import { personalAlbum, type AlbumSearchReply, type PersonalAlbum } from '../../schemas/account/member-api.ts';
import { parsedPage, type Paging } from '../content/catalogue-lists.ts';
import { engineOf } from '../db/database-engine.ts';
import { currentTimestampText, likeIgnoringCase } from '../db/portable-sql.ts';
import type { Database } from '../db/tables.ts';
import { countsByTypeOf } from './counts-by-type.ts';
import { memberFileUrl } from './member-files.ts';

/** A member's own albums (spec §3 Album: name, English name, cover). Every query is limited to the member's rows. */

type AlbumRow = { id: number; name: string; en_name: string; cover: string | null; created_at: string; updated_at: string };
const albumColumns = ['id', 'name', 'en_name', 'cover', 'created_at', 'updated_at'] as const;

/** Albums as replies show them, with their items counted per type. */
async function albumViews(db: Kysely<Database>, rows: readonly AlbumRow[]): Promise<PersonalAlbum[]> {
  if (rows.length === 0) return [];
  const counted = await db
    .selectFrom('personal_album_item')
    .select((eb) => ['album_id', 'resource_type', eb.fn.countAll<number>().as('count')])
    .where(
      'album_id',
      'in',
      rows.map(({ id }) => id),
    )
    .groupBy(['album_id', 'resource_type'])
    .execute();
  return rows.map((row) => {
    const counts = countsByTypeOf(counted.filter(({ album_id }) => album_id === row.id));
    return {
      id: row.id,
      name: row.name,
      enName: row.en_name,
      coverUrl: row.cover ? memberFileUrl(row.cover) : null,
      itemCount: counts.article + counts.journal + counts.audio + counts.video,
      counts,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
}

/** The member's album, or undefined when there is none with this id (or it is another member's). */
export async function findAlbum(db: Kysely<Database>, memberId: number, id: number): Promise<PersonalAlbum | undefined> {
  const row = await db.selectFrom('personal_album').select(albumColumns).where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst();
  return row ? (await albumViews(db, [row]))[0] : undefined;
}

/** The member's albums newest first; `name` keeps those whose name (either language) contains it. */
export async function listAlbums(db: Kysely<Database>, memberId: number, name: string | undefined, paging: Paging): Promise<AlbumSearchReply> {
  let mine = db.selectFrom('personal_album').where('member_id', '=', memberId);
  if (name) {
    const pattern = `%${name.replace(/[\\%_]/g, '\\$&')}%`;
    const engine = engineOf(db);
    mine = mine.where((eb) => eb.or([likeIgnoringCase(engine, eb.ref('name'), pattern), likeIgnoringCase(engine, eb.ref('en_name'), pattern)]));
  }
  const { total } = await mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await mine
    .select(albumColumns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  return parsedPage(personalAlbum, await albumViews(db, rows), Number(total), paging);
}

export type AlbumFields = { name: string; enName: string };

export async function createAlbum(db: Kysely<Database>, memberId: number, fields: AlbumFields, cover: string | null): Promise<number> {
  const { id } = await db
    .insertInto('personal_album')
    .values({ member_id: memberId, name: fields.name, en_name: fields.enName, cover })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Renames the member's album and sets its cover (undefined: keep it); false when the member has no such album. */
export async function updateAlbum(db: Kysely<Database>, memberId: number, id: number, fields: AlbumFields, cover: string | null | undefined): Promise<boolean> {
  const result = await db
    .updateTable('personal_album')
    .set({ name: fields.name, en_name: fields.enName, ...(cover === undefined ? {} : { cover }), updated_at: currentTimestampText(engineOf(db)) })
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the member's albums (their items go with them), all or none: undefined when one is not the member's. */
export async function deleteAlbums(db: Kysely<Database>, memberId: number, ids: readonly number[]): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const owned = await trx.selectFrom('personal_album').select('id').where('member_id', '=', memberId).where('id', 'in', ids).execute();
    if (owned.length !== new Set(ids).size) return undefined;
    const result = await trx.deleteFrom('personal_album').where('member_id', '=', memberId).where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
