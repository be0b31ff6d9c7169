import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { catalogueDocuments } from './catalogue-documents.ts';
import { removeFullTextRows } from './full-text-rows.ts';
import type { SearchKind } from '../../../schemas/search/search-request.ts';
import { kindBlock } from './document-ids.ts';
import { insertDocuments, lockDocumentBlocks } from './write-documents.ts';

/** The kinds of document `catalogueDocuments` makes: everything but articles and their figures and tables. */
const catalogueKinds: SearchKind[] = ['journal', 'book', 'news', 'expert', 'video', 'audio'];

/**
 * Brings one site's journals, books, news, experts, videos and audio up to date in the search index. Runs inside the
 * transaction that changed one of them, so a search finds exactly what is published.
 */
export async function reindexCatalogue(db: Kysely<Database>, siteId: number): Promise<void> {
  // From the removal to the commit: another reindex of the site then removes what this one writes, never keeps both.
  await lockDocumentBlocks(db, catalogueKinds.map((kind) => kindBlock(siteId, kind).first));
  const stale = db.selectFrom('search_document').select('id').where('site_id', '=', siteId).where('kind', 'in', catalogueKinds);
  await removeFullTextRows(db, stale);
  await db.deleteFrom('search_document').where('site_id', '=', siteId).where('kind', 'in', catalogueKinds).execute();
  await insertDocuments(db, await catalogueDocuments(db, { siteId }));
}
