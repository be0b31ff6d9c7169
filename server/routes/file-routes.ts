import { createReadStream, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { articleEndpoints as endpoints } from '../../schemas/api/article-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { articleFilesDir } from '../files/files-dir.ts';
import { ApiError } from '../http/api-error.ts';
import { assertMayDownload, readerAccess } from '../http/reader-access.ts';
import { assertSiteServes } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';

/** Stored names are `<stem>-<hash>.<ext>` (server/ingest/package/stage-package.ts); nothing else is looked up. */
const storedName = /^[A-Za-z0-9_-]{1,80}(\.[a-z0-9]{1,8})?$/;

/** Shown in the browser; everything else is saved, so no file of a package can act as a page of this site. */
const shownInline = /^(image\/(png|jpeg|gif|webp|svg\+xml)|application\/pdf|audio\/.+|video\/.+)$/;

/**
 * Package files of imported articles (`GET /rc-pub/files/{articleId}/{storedName}`): figure images, print TIFFs,
 * PDFs and supplementary files, as stored by the ingest. A name carries its content's hash, so a reply may be
 * cached for good. Every reply forbids type sniffing; anything but a PDF is sandboxed, so an SVG's scripts never run
 * (a browser's PDF viewer refuses a sandboxed document, and runs none of the page's script anyway). The article's PDF
 * asks what its download route asks (spec §6: downloadPower or a signed-in reader), so this is no way around it.
 */
export function registerFileRoutes(app: FastifyInstance, { store, db, filesDir }: AppContext): void {
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

    const path = join(articleFilesDir(filesDir, articleId), row.stored_name);
    let size: number;
    try {
      size = statSync(path).size;
    } catch {
      throw notFound();
    }
    const etag = `"${row.stored_name}"`;
    const inline = shownInline.test(row.media_type);
    reply
      .header('Cache-Control', gated ? 'private, no-store' : 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${downloadName(row.href, row.stored_name)}"`);
    if (row.media_type === 'image/svg+xml') reply.header('Content-Security-Policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox");
    else if (row.media_type !== 'application/pdf') reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    return reply.type(row.media_type).header('Content-Length', size).send(createReadStream(path));
  });
}

/** The name a download is saved as: the XML's own (plain ASCII), with the stored file's extension if it has none. */
function downloadName(href: string, stored: string): string {
  const name = basename(href).replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100) || 'file';
  return extname(name) ? name : `${name}${extname(stored)}`;
}
