import { virtualAlbum } from '../../../schemas/content/album.ts';
import type { DeskKind } from '../desk-kind.ts';
import { largestIdOf, lowered } from './read-rows.ts';

/** A virtual album: its own row, and its items in album_item in the order given. */
export const albumKind: DeskKind<'album'> = {
  name: 'album',
  idField: 'id',
  placeOf: (entity) => ({ journalId: null, issueId: null, searchText: lowered(entity.name, entity.enName) }),
  references: () => [],
  needsPublished: () => [],
  readPublished: async (db, siteId, onDesk) => {
    const rows = await db.selectFrom('virtual_album').select(['id', 'data']).where('site_id', '=', siteId).where('id', 'not in', onDesk).execute();
    const albums = [];
    for (const row of rows) {
      const items = await db.selectFrom('album_item').select(['kind', 'ref_id']).where('album_id', '=', row.id).orderBy('sort').execute();
      const parsed = virtualAlbum.safeParse({ ...JSON.parse(row.data), items: items.map((item) => ({ kind: item.kind, refId: item.ref_id })) });
      if (parsed.success) albums.push(parsed.data);
    }
    return albums;
  },
  largestReaderId: (db) => largestIdOf(db, 'virtual_album'),
  publish: async (db, siteId, entity) => {
    const { items, ...album } = entity;
    const data = JSON.stringify(album);
    await db.insertInto('virtual_album').values({ id: entity.id, site_id: siteId, data }).onConflict((oc) => oc.column('id').doUpdateSet({ data })).execute();
    await db.deleteFrom('album_item').where('album_id', '=', entity.id).execute();
    if (items.length > 0) await db.insertInto('album_item').values(items.map((item, sort) => ({ album_id: entity.id, kind: item.kind, ref_id: item.refId, sort }))).execute();
  },
  withdraw: async (db, siteId, id) => {
    await db.deleteFrom('album_item').where('album_id', '=', id).execute();
    await db.deleteFrom('virtual_album').where('id', '=', id).where('site_id', '=', siteId).execute();
  },
};
