import { basename, extname } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import type { FileStore } from './file-store.ts';
import { articleFileKey } from './files-dir.ts';

/** Stored names are `<stem>-<hash>.<ext>` (server/ingest/package/stage-package.ts); nothing else is looked up. */
export const storedName = /^[A-Za-z0-9_-]{1,80}(\.[a-z0-9]{1,8})?$/;

/** Shown in the browser; everything else is saved, so no file of a package can act as a page of this site. */
const shownInline = /^(image\/(png|jpeg|gif|webp|svg\+xml)|application\/pdf|audio\/.+|video\/.+)$/;

/** A package file as `article_asset` records it. */
export type PackageFile = { articleId: number; href: string; storedName: string; mediaType: string };

/**
 * Sends a package file of an article from the file store. Every reply forbids type sniffing; anything but a PDF is
 * sandboxed, so an SVG's scripts never run. `cacheControl` says who may keep it. A file the store lacks is not found.
 */
export async function sendPackageFile(request: FastifyRequest, reply: FastifyReply, files: FileStore, file: PackageFile, cacheControl: string): Promise<FastifyReply> {
  const stored = await files.open(articleFileKey(file.articleId, file.storedName));
  if (!stored) throw ApiError.notFound(`article ${file.articleId} has no file "${file.storedName}"`);
  const etag = `"${file.storedName}"`;
  const inline = shownInline.test(file.mediaType);
  reply
    .header('Cache-Control', cacheControl)
    .header('ETag', etag)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${downloadName(file.href, file.storedName)}"`);
  if (file.mediaType === 'image/svg+xml') reply.header('Content-Security-Policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox");
  else if (file.mediaType !== 'application/pdf') reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    stored.stream.destroy();
    return reply.code(304).send();
  }
  return reply.type(file.mediaType).header('Content-Length', stored.size).send(stored.stream);
}

/** The name a download is saved as: the XML's own (plain ASCII), with the stored file's extension if it has none. */
function downloadName(href: string, stored: string): string {
  const name = basename(href).replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100) || 'file';
  return extname(name) ? name : `${name}${extname(stored)}`;
}
