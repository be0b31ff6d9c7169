import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { catalogueDocuments } from './catalogue-documents.ts';
import { indexArticles } from './index-article.ts';
import { insertDocuments } from './write-documents.ts';

/** Indexes everything one site has (run in the transaction that wrote a site's sample content). */
export async function indexSiteContent(db: Kysely<Database>, siteId: number): Promise<void> {
  await insertDocuments(db, await catalogueDocuments(db, { siteId }));
  await indexArticles(db, { siteId });
}
