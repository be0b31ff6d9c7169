import { mediaItem } from '../../../schemas/content/media.ts';
import { reindexCatalogue } from '../../search/index/reindex-catalogue.ts';
import type { DeskKind } from '../desk-kind.ts';
import { largestIdOf, lowered, siteRowsOf } from './read-rows.ts';

/** Audio and video. One that accompanies an article names it, and is published only while the article is. */
export const mediaKind: DeskKind<'media'> = {
  name: 'media',
  idField: 'id',
  placeOf: (entity) => ({ journalId: null, issueId: null, searchText: lowered(entity.resName, entity.enResName, entity.keywords) }),
  references: (entity) => (entity.articleId === null ? [] : [{ kind: 'article', id: entity.articleId, path: 'articleId' }]),
  needsPublished: (entity) => (entity.articleId === null ? [] : [{ kind: 'article', id: entity.articleId }]),
  readPublished: (db, siteId, onDesk) => siteRowsOf(db, 'media', mediaItem, siteId, onDesk),
  largestReaderId: (db) => largestIdOf(db, 'media'),
  publish: async (db, siteId, entity) => {
    const values = { site_id: siteId, kind: entity.kind, article_id: entity.articleId, data: JSON.stringify(entity) };
    await db.insertInto('media').values({ id: entity.id, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
    await reindexCatalogue(db, siteId);
  },
  withdraw: async (db, siteId, id) => {
    await db.deleteFrom('media').where('id', '=', id).where('site_id', '=', siteId).execute();
    await reindexCatalogue(db, siteId);
  },
};
