import type { Kysely } from 'kysely';
import { albumDetail, type AlbumDetail } from '../../schemas/content/album-items.ts';
import type { Database } from '../db/tables.ts';
import { countAlbumItems } from './album-items.ts';

/** An album of one of the given sites with its tabs' counts (`album/detail`), or undefined when it is not theirs. */
export async function findAlbum(db: Kysely<Database>, albumId: number, siteIds: number[]): Promise<AlbumDetail | undefined> {
  const row = await db.selectFrom('virtual_album').select('data').where('id', '=', albumId).where('site_id', 'in', siteIds).executeTakeFirst();
  if (!row) return undefined;
  const counts = await countAlbumItems(db, { albumId, siteIds });
  const itemCount = counts.thesis + counts.picture + counts.table + counts.experts;
  return albumDetail.parse({ ...(JSON.parse(row.data) as object), itemCount, counts });
}

/** Whether an album belongs to one of the given sites. */
export async function albumBelongsTo(db: Kysely<Database>, albumId: number, siteIds: number[]): Promise<boolean> {
  const row = await db.selectFrom('virtual_album').select('id').where('id', '=', albumId).where('site_id', 'in', siteIds).executeTakeFirst();
  return row !== undefined;
}
