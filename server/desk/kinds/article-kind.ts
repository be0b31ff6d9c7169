import { article } from '../../../schemas/content/article.ts';
import { articleEntityColumns, articleEntityInput, articleRow } from '../../db/article-row.ts';
import { nextArticleId } from '../../db/next-article-id.ts';
import { takeWriteLock, writeLock } from '../../db/write-locks.ts';
import { indexArticle } from '../../search/index/index-article.ts';
import { removeArticleDocuments } from '../../search/index/write-documents.ts';
import type { DeskKind, ItemRef } from '../desk-kind.ts';
import { lowered } from './read-rows.ts';

export const articleKind: DeskKind<'article'> = {
  name: 'article',
  idField: 'id',
  placeOf: (entity) => ({
    journalId: entity.publicationId,
    issueId: entity.periodId,
    searchText: lowered(entity.title, entity.enTitle, entity.doi, entity.authors.map((author) => `${author.name} ${author.enName}`)),
  }),
  references: (entity) => [
    { kind: 'journal', id: entity.publicationId, path: 'publicationId' },
    ...(entity.periodId === null ? [] : [{ kind: 'issue' as const, id: entity.periodId, path: 'periodId' }]),
    ...(entity.columnId === null ? [] : [{ kind: 'column' as const, id: entity.columnId, path: 'columnId' }]),
  ],
  needsPublished: (entity) => {
    const needs: ItemRef[] = [{ kind: 'journal', id: entity.publicationId }];
    if (entity.periodId !== null) needs.push({ kind: 'issue', id: entity.periodId });
    if (entity.columnId !== null) needs.push({ kind: 'column', id: entity.columnId });
    return needs;
  },
  readPublished: async (db, siteId, onDesk) => {
    const rows = await db
      .selectFrom('article')
      .select(articleEntityColumns)
      .where('article.site_id', '=', siteId)
      .where('article.id', 'not in', onDesk)
      .execute();
    return rows.flatMap((row) => {
      const parsed = article.safeParse(articleEntityInput(row));
      return parsed.success ? [parsed.data] : [];
    });
  },
  largestReaderId: async (db) => (await nextArticleId(db)) - 1,
  publish: async (db, siteId, entity) => {
    // Imports write and index articles under this lock too: one article's documents are never numbered twice at once.
    await takeWriteLock(db, writeLock.articles);
    // What readers made (visits, downloads, comments) stays the reader table's; the reference count is the import's.
    const { visits: _v, downloads: _d, comment_count: _c, reference_count: _r, ...edited } = articleRow(siteId, entity);
    const inserted = articleRow(siteId, entity);
    await db.insertInto('article').values(inserted).onConflict((oc) => oc.column('id').doUpdateSet(edited)).execute();
    await indexArticle(db, entity.id);
  },
  withdraw: async (db, siteId, id) => {
    await db.deleteFrom('article').where('id', '=', id).where('site_id', '=', siteId).execute();
    await removeArticleDocuments(db, id);
  },
};
