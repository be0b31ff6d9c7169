import type { FastifyInstance } from 'fastify';
import { articleEndpoints as endpoints } from '../../schemas/api/article-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { sendPackageFile, storedName } from '../files/send-package-file.ts';
import { ApiError } from '../http/api-error.ts';
import { assertMayDownload, readerAccess } from '../http/reader-access.ts';
import { assertSiteServes } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';

/**
 * Package files of imported articles (`GET /rc-pub/files/{articleId}/{storedName}`): figure images, print TIFFs,
 * PDFs and supplementary files, as stored by the ingest. A name carries its content's hash, so a reply may be
 * cached for good. Every reply forbids type sniffing; anything but a PDF is sandboxed, so an SVG's scripts never run
 * (a browser's PDF viewer refuses a sandboxed document, and runs none of the page's script anyway). The article's PDF
 * asks what its download route asks (spec §6: downloadPower or a signed-in reader), so this is no way around it.
 */
export function registerFileRoutes(app: FastifyInstance, { store, db, files }: AppContext): void {
  route(app, endpoints.articleFile, async (request, { params: { articleId, name } }, reply) => {
    const notFound = () => ApiError.notFound(`article ${articleId} has no file "${name}"`);
    if (!storedName.test(name)) throw notFound();
    const row = await db
      .selectFrom('article_asset')
      .innerJoin('article', 'article.id', 'article_asset.article_id')
      .select(['article_asset.href', 'article_asset.role', 'article_asset.media_type', 'article_asset.stored_name', 'article.site_id'])
      .where('article_asset.article_id', '=', articleId)
      .where('article_asset.stored_name', '=', name)
      .executeTakeFirst();
    const site = row ? store.bySiteId(row.site_id) : undefined;
    if (!row || !site) throw notFound();
    try {
      assertSiteServes(site);
    } catch (error) {
      if (error instanceof ApiError) throw new ApiError(error.status, error.message, 503);
      throw error;
    }
    const gated = row.role === 'pdf';
    if (gated) assertMayDownload(await readerAccess(request, site, db));
    const file = { articleId, href: row.href, storedName: row.stored_name, mediaType: row.media_type };
    return sendPackageFile(request, reply, files, file, gated ? 'private, no-store' : 'public, max-age=31536000, immutable');
  });
}

