import { journal } from '../../../schemas/content/journal.ts';
import { reindexCatalogue } from '../../search/index/reindex-catalogue.ts';
import type { DeskKind } from '../desk-kind.ts';
import { largestIdOf, lowered, siteRowsOf } from './read-rows.ts';

export const journalKind: DeskKind<'journal'> = {
  name: 'journal',
  idField: 'id',
  placeOf: (entity) => ({ journalId: entity.id, issueId: null, searchText: lowered(entity.publicationName, entity.enPublicationName, entity.issn, entity.eissn, entity.cn) }),
  references: (entity) => (entity.currentIssueId === null ? [] : [{ kind: 'issue', id: entity.currentIssueId, path: 'currentIssueId' }]),
  needsPublished: () => [],
  readPublished: (db, siteId, onDesk) => siteRowsOf(db, 'journal', journal, siteId, onDesk),
  largestReaderId: (db) => largestIdOf(db, 'journal'),
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
