import { column } from '../../../schemas/content/journal.ts';
import type { DeskKind } from '../desk-kind.ts';
import { entitiesOf, largestIdOf, lowered } from './read-rows.ts';

export const columnKind: DeskKind<'column'> = {
  name: 'column',
  idField: 'id',
  placeOf: (entity) => ({ journalId: entity.publicationId, issueId: null, searchText: lowered(entity.name, entity.enName) }),
  references: (entity) => [{ kind: 'journal', id: entity.publicationId, path: 'publicationId' }],
  needsPublished: (entity) => [{ kind: 'journal', id: entity.publicationId }],
  readPublished: async (db, siteId, onDesk) => {
    const rows = await db
      .selectFrom('journal_column')
      .innerJoin('journal', 'journal.id', 'journal_column.journal_id')
      .select(['journal_column.id', 'journal_column.data'])
      .where('journal.site_id', '=', siteId)
      .where('journal_column.id', 'not in', onDesk)
      .execute();
    return entitiesOf(column, rows);
  },
  largestReaderId: (db) => largestIdOf(db, 'journal_column'),
  publish: async (db, _siteId, entity) => {
    const values = { journal_id: entity.publicationId, sort: entity.sort, data: JSON.stringify(entity) };
    await db.insertInto('journal_column').values({ id: entity.id, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
  },
  withdraw: async (db, _siteId, id) => {
    await db.deleteFrom('journal_column').where('id', '=', id).execute();
  },
};
