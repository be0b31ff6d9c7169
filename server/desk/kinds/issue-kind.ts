import { period } from '../../../schemas/period.ts';
import { nextIssueId } from '../../db/next-issue-id.ts';
import type { DeskKind } from '../desk-kind.ts';
import { entitiesOf, lowered } from './read-rows.ts';

export const issueKind: DeskKind<'issue'> = {
  name: 'issue',
  idField: 'id',
  placeOf: (entity) => ({
    journalId: entity.publicationId,
    issueId: entity.id,
    searchText: lowered(String(entity.year), entity.periods, entity.issue, entity.title, entity.enTitle),
  }),
  references: (entity) => [{ kind: 'journal', id: entity.publicationId, path: 'publicationId' }],
  needsPublished: (entity) => [{ kind: 'journal', id: entity.publicationId }],
  readPublished: async (db, siteId, onDesk) => {
    const rows = await db
      .selectFrom('period')
      .innerJoin('journal', 'journal.id', 'period.journal_id')
      .select(['period.id', 'period.data'])
      .where('journal.site_id', '=', siteId)
      .where('period.id', 'not in', onDesk)
      .execute();
    return entitiesOf(period, rows);
  },
  largestReaderId: async (db) => (await nextIssueId(db)) - 1,
  publish: async (db, _siteId, entity) => {
    const values = { journal_id: entity.publicationId, year: entity.year, issue: entity.issue, publish_date: entity.publishDate, data: JSON.stringify(entity) };
    await db.insertInto('period').values({ id: entity.id, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
  },
  withdraw: async (db, _siteId, id) => {
    await db.deleteFrom('period').where('id', '=', id).execute();
  },
};
