import { newsItem } from '../../../schemas/content/news.ts';
import { reindexCatalogue } from '../../search/index/reindex-catalogue.ts';
import type { DeskKind } from '../desk-kind.ts';
import { largestIdOf, lowered, siteRowsOf } from './read-rows.ts';

export const newsKind: DeskKind<'news'> = {
  name: 'news',
  idField: 'id',
  placeOf: (entity) => ({ journalId: null, issueId: null, searchText: lowered(entity.title, entity.enTitle, entity.source) }),
  references: () => [],
  needsPublished: () => [],
  readPublished: (db, siteId, onDesk) => siteRowsOf(db, 'news', newsItem, siteId, onDesk),
  largestReaderId: (db) => largestIdOf(db, 'news'),
  publish: async (db, siteId, entity) => {
    const values = { site_id: siteId, tab: entity.tab, publish_date: entity.publishDate, data: JSON.stringify(entity) };
    // Visits are the readers': a republished item keeps its count.
    const kept = await db.selectFrom('news').select('data').where('id', '=', entity.id).executeTakeFirst();
    const visits = kept ? (newsItem.safeParse(JSON.parse(kept.data)).data?.visits ?? 0) : entity.visits;
    const data = JSON.stringify({ ...entity, visits });
    await db.insertInto('news').values({ id: entity.id, ...values, data }).onConflict((oc) => oc.column('id').doUpdateSet({ ...values, data })).execute();
    await reindexCatalogue(db, siteId);
  },
  withdraw: async (db, siteId, id) => {
    await db.deleteFrom('news').where('id', '=', id).where('site_id', '=', siteId).execute();
    await reindexCatalogue(db, siteId);
  },
};
