import { journal } from '../../../schemas/content/journal.ts';
import { reindexCatalogue } from '../../search/index/reindex-catalogue.ts';
import type { DeskKind } from '../desk-kind.ts';
import { entitiesOf, lowered } from './read-rows.ts';

export const journalKind: DeskKind<'journal'> = {
  name: 'journal',
  idField: 'id',
  placeOf: (entity) => ({ journalId: entity.id, issueId: null, searchText: lowered(entity.publicationName, entity.enPublicationName, entity.issn, entity.eissn, entity.cn) }),
  references: () => [],
  needsPublished: () => [],
  readPublished: async (db, siteId, except) => {
    const rows = await db.selectFrom('journal').select(['id', 'data']).where('site_id', '=', siteId).execute();
    return entitiesOf(journal, rows.filter((row) => !except.has(row.id)));
  },
  largestReaderId: async (db) => (await db.selectFrom('journal').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0,
  publish: async (db, siteId, entity) => {
    const data = JSON.stringify(entity);
    await db.insertInto('journal').values({ id: entity.id, site_id: siteId, data }).onConflict((oc) => oc.column('id').doUpdateSet({ data })).execute();
    await reindexCatalogue(db, siteId);
  },
  withdraw: async (db, siteId, id) => {
    await db.deleteFrom('journal').where('id', '=', id).where('site_id', '=', siteId).execute();
    await reindexCatalogue(db, siteId);
  },
};
