import type { FastifyInstance } from 'fastify';
import { articleEndpoints as endpoints } from '../../schemas/api/article-endpoints.ts';
import { findTableWrap, tableHasData } from '../../schemas/content/article-content/table-wraps.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import type { AppContext } from '../app-context.ts';
import { articleDetail, countDownload } from '../content/article-detail.ts';
import { ApiError } from '../http/api-error.ts';
import { assertMayDownload, readerAccess } from '../http/reader-access.ts';
import { contentSites, servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';
import { recordReading } from '../members/reading-history.ts';
import { TableTooLarge } from '../table-export/table-layout.ts';
import { tableWorkbook } from '../table-export/table-workbook.ts';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file name from the article's DOI (or id) and the table's key: `10.7554_eLife.04490-tbl1.xlsx`. */
function fileNameOf(article: { id: number; doi: string }, key: string): string {
  const safe = (text: string) => text.replace(/^#/, 'table').replace(/[^\w.-]+/g, '_');
  return `${safe(article.doi || String(article.id))}-${safe(key)}.xlsx`;
}

/** Spec §7 `downloadTable`: one table of an article's full text as an .xlsx file, counted as a download. */
export function registerTableExportRoutes(app: FastifyInstance, { store, db }: AppContext): void {
  route(app, endpoints.downloadTable, async (request, { query: { tableId } }, reply) => {
    const { articleId, key } = tableId;
    const config = servingSite(request, store);
    assertMayDownload(await readerAccess(request, config, db));
    const siteIds = contentSites(config, store).map(({ site }) => site.siteId);
    const detail = await articleDetail(db, siteIds, { id: articleId });
    if (!detail) throw ApiError.notFound(`article ${articleId} is not part of this site`);
    const table = detail.content ? findTableWrap(detail.content, key) : undefined;
    if (!table) throw ApiError.notFound(`article ${articleId} has no table "${key}"`);
    if (!tableHasData(table)) throw ApiError.notFound(`table "${key}" of article ${articleId} has no rows to export`);
    let bytes: Buffer;
    try {
      bytes = await tableWorkbook(table);
    } catch (error) {
      if (!(error instanceof TableTooLarge)) throw error;
      throw new ApiError(statusCodes.badRequest, `table "${key}" of article ${articleId} is too large to export (${error.message})`, 413);
    }
    // Fastify answers HEAD with this handler too; only a GET is a download.
    if (request.method === 'GET') {
      await countDownload(db, siteIds, articleId);
      await recordReading(request, db, articleId, { kind: 'table', key });
    }
    return reply
      .header('Content-Type', xlsxContentType)
      .header('Content-Disposition', `attachment; filename="${fileNameOf(detail.article, key)}"`)
      .header('Cache-Control', 'private, no-store')
      .send(bytes);
  });
}
