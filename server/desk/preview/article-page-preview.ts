import type { Kysely } from 'kysely';
import { deskEndpoints } from '../../../schemas/api/desk-endpoints.ts';
import type { ArticlePage } from '../../../schemas/content/article-page.ts';
import type { DeskEntity } from '../../../schemas/desk/desk-kinds.ts';
import { articleAssets, type AssetAddresses } from '../../content/article-assets.ts';
import { contentAsServed } from '../../content/article-detail.ts';
import type { Database } from '../../db/tables.ts';

/**
 * The desk's own addresses of an article's package files, the PDF too: a draft's files have no reader's address yet,
 * and a preview's PDF link must not count a download.
 */
function deskAddresses(sld: string): AssetAddresses {
  const file = (articleId: number, storedName: string) =>
    deskEndpoints.deskPreviewFile.path.replace(':sld', encodeURIComponent(sld)).replace(':id', String(articleId)).replace(':name', encodeURIComponent(storedName));
  return { file, pdf: file };
}

/**
 * An article's reading view as it will be: the entity as saved on the desk, with the full text and package files its
 * import stored (a draft's are kept under its own id before it is published), the files at the desk's addresses.
 * The editor reads all of it, as a reader with every right would.
 */
export async function articlePagePreview(db: Kysely<Database>, sld: string, article: DeskEntity<'article'>): Promise<ArticlePage> {
  const content = await contentAsServed(db, article.id);
  const files = await articleAssets(db, article.id, deskAddresses(sld));
  return {
    article: files.pdfUrl && !article.pdfUrl ? { ...article, pdfUrl: files.pdfUrl } : article,
    content,
    ...files,
    access: { read: true, download: true, signedIn: false },
  };
}
