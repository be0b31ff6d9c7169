import type { FastifyInstance } from 'fastify';
import { articleEndpoints as endpoints } from '../../schemas/api/article-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { countDownload } from '../content/article-detail.ts';
import { articleFileKey } from '../files/files-dir.ts';
import { ApiError } from '../http/api-error.ts';
import { assertMayDownload, readerAccess } from '../http/reader-access.ts';
import { assertSiteServes } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';
import { recordReading } from '../members/reading-history.ts';


/** The saved file's name: the DOI's characters a file system keeps, else the article id. */
const fileNameOf = (doi: string, id: number) => `${doi.replace(/[^A-Za-z0-9._-]+/g, '_') || `article-${id}`}.pdf`;

/**
 * `GET /rc-pub/front/front-article/download?id=…` (spec §7): the article's PDF, for readers who may download (spec §6:
 * the site's downloadPower, or a signed-in reader), counted as a download. The article says which site it is on, so
 * the address works as a plain link and as Google Scholar's `citation_pdf_url`.
 */
export function registerPdfDownloadRoutes(app: FastifyInstance, { store, db, files }: AppContext): void {
  route(app, endpoints.downloadPdf, async (request, { query: { id } }, reply) => {
    const row = await db
      .selectFrom('article_asset')
      .innerJoin('article', 'article.id', 'article_asset.article_id')
      .select(['article_asset.stored_name', 'article.site_id', 'article.doi'])
      .where('article_asset.article_id', '=', id)
      .where('article_asset.role', '=', 'pdf')
      .executeTakeFirst();
    const config = row ? store.bySiteId(row.site_id) : undefined;
    if (!row || !config) throw ApiError.notFound(`article ${id} has no PDF`);
    assertSiteServes(config);
    assertMayDownload(await readerAccess(request, config, db));

    const pdf = await files.open(articleFileKey(id, row.stored_name));
    if (!pdf) throw ApiError.notFound(`the PDF of article ${id} is missing from the file store`);
    try {
      await countDownload(db, [row.site_id], id);
      await recordReading(request, db, id, { kind: 'pdf' });
    } catch (error) {
      pdf.stream.destroy();
      throw error;
    }
    return reply
      .type('application/pdf')
      .header('Content-Length', pdf.size)
      .header('Content-Disposition', `attachment; filename="${fileNameOf(row.doi, id)}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf.stream);
  });
}
