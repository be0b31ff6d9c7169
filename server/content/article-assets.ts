import type { Kysely } from 'kysely';
import type { ArticlePage } from '../../schemas/content/article-page.ts';
import type { Database } from '../db/tables.ts';
import { articleFileUrl } from '../files/files-dir.ts';

/** Where a reader gets an article's PDF: the download route (server/routes/pdf-download-routes.ts) checks and counts. */
export const articlePdfPath = (articleId: number) => `/rc-pub/front/front-article/download?id=${articleId}`;

/** Spec §9: an image that records no resolution is taken to be 96 dpi (one image pixel per CSS pixel). */
export const fallbackDpi = 96;

/** Where a page gets an article's package files, and its PDF. */
export type AssetAddresses = { file: (articleId: number, storedName: string) => string; pdf: (articleId: number, storedName: string) => string };

/** Readers': the files route, and the PDF through the download route (which checks and counts). */
const readerAddresses: AssetAddresses = { file: articleFileUrl, pdf: (articleId) => articlePdfPath(articleId) };

/**
 * The package files an article's page may show, by the href the XML uses: screen images with their size (and
 * their print TIFF), supplementary files; and the article's PDF. An href with only a print TIFF has no entry: a
 * browser cannot show it, so its figure keeps the placeholder. The PDF is given by its download route, not its file.
 */
export async function articleAssets(db: Kysely<Database>, articleId: number, addresses: AssetAddresses = readerAddresses): Promise<Pick<ArticlePage, 'assets' | 'pdfUrl'>> {
  const rows = await db.selectFrom('article_asset').selectAll().where('article_id', '=', articleId).orderBy('role').execute();
  const assets: ArticlePage['assets'] = {};
  const prints = new Map<string, string>();
  let pdfUrl: string | undefined;
  for (const row of rows) {
    const url = addresses.file(articleId, row.stored_name);
    if (row.role === 'pdf') pdfUrl = addresses.pdf(articleId, row.stored_name);
    else if (row.role === 'print') prints.set(row.href, url);
    else assets[row.href] = { url, width: row.width, height: row.height, dpi: row.dpi ?? fallbackDpi };
  }
  for (const [href, printUrl] of prints) {
    const screen = assets[href];
    if (screen) screen.printUrl = printUrl;
  }
  return pdfUrl ? { assets, pdfUrl } : { assets };
}
