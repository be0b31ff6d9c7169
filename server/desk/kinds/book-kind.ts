import { book } from '../../../schemas/content/book.ts';
import { reindexCatalogue } from '../../search/index/reindex-catalogue.ts';
import type { DeskKind } from '../desk-kind.ts';
import { largestIdOf, lowered, siteRowsOf } from './read-rows.ts';

export const bookKind: DeskKind<'book'> = {
  name: 'book',
  idField: 'id',
  placeOf: (entity) => ({ journalId: null, issueId: null, searchText: lowered(entity.title, entity.enTitle, entity.isbn, entity.chiefEditor) }),
  references: () => [],
  needsPublished: () => [],
  readPublished: (db, siteId, onDesk) => siteRowsOf(db, 'book', book, siteId, onDesk),
  largestReaderId: (db) => largestIdOf(db, 'book'),
  publish: async (db, siteId, entity) => {
    const values = { site_id: siteId, publish_date: entity.publishDate, data: JSON.stringify(entity) };
    await db.insertInto('book').values({ id: entity.id, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
    await reindexCatalogue(db, siteId);
  },
  withdraw: async (db, siteId, id) => {
    await db.deleteFrom('book').where('id', '=', id).where('site_id', '=', siteId).execute();
    await reindexCatalogue(db, siteId);
  },
};
