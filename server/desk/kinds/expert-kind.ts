import { expert } from '../../../schemas/content/expert.ts';
import { reindexCatalogue } from '../../search/index/reindex-catalogue.ts';
import type { DeskKind } from '../desk-kind.ts';
import { largestIdOf, lowered, siteRowsOf } from './read-rows.ts';

export const expertKind: DeskKind<'expert'> = {
  name: 'expert',
  idField: 'id',
  placeOf: (entity) => ({ journalId: null, issueId: null, searchText: lowered(entity.name, entity.enName, entity.institution, entity.enInstitution) }),
  references: () => [],
  needsPublished: () => [],
  readPublished: (db, siteId, onDesk) => siteRowsOf(db, 'expert', expert, siteId, onDesk),
  largestReaderId: (db) => largestIdOf(db, 'expert'),
  publish: async (db, siteId, entity) => {
    const values = { site_id: siteId, topic_id: entity.topicId, role: entity.role, sort: entity.sort, data: JSON.stringify(entity) };
    await db.insertInto('expert').values({ id: entity.id, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
    await reindexCatalogue(db, siteId);
  },
  withdraw: async (db, siteId, id) => {
    await db.deleteFrom('expert').where('id', '=', id).where('site_id', '=', siteId).execute();
    await reindexCatalogue(db, siteId);
  },
};
