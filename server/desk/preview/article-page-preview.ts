import type { Kysely } from 'kysely';
import type { ArticlePage } from '../../../schemas/content/article-page.ts';
import type { DeskEntity } from '../../../schemas/desk/desk-kinds.ts';
import { articleAssets } from '../../content/article-assets.ts';
import { contentAsServed } from '../../content/article-detail.ts';
import type { Database } from '../../db/tables.ts';
import { deskFileAddresses } from './desk-file-addresses.ts';

/**
 * An article's reading view as it will be: the entity as saved on the desk, with the full text and package files its
 * import stored (a draft's are kept under its own id before it is published), the files at the desk's addresses.
 * The editor reads all of it, as a reader with every right would.
 */
export async function articlePagePreview(db: Kysely<Database>, sld: string, article: DeskEntity<'article'>): Promise<ArticlePage> {
  const content = await contentAsServed(db, article.id);
  const files = await articleAssets(db, article.id, deskFileAddresses(sld));
  return {
    article: files.pdfUrl && !article.pdfUrl ? { ...article, pdfUrl: files.pdfUrl } : article,
    content,
    ...files,
    access: { read: true, download: true, signedIn: false },
  };
}
