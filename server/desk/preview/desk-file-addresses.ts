import { deskEndpoints } from '../../../schemas/api/desk-endpoints.ts';
import { endpointPath } from '../../../schemas/api/endpoint.ts';
import type { AssetAddresses } from '../../content/article-assets.ts';

/**
 * The desk's own addresses of an article's package files, its PDF too (server/routes/desk-preview-routes.ts): a
 * draft's files have no reader's address yet, and a link in a preview must not count a reader's download.
 */
export function deskFileAddresses(sld: string): AssetAddresses {
  const file = (articleId: number, storedName: string) =>
    endpointPath(deskEndpoints.deskPreviewFile, { sld, id: articleId, name: storedName });
  return { file, pdf: file };
}
