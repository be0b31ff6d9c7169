import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { studioImageLimits } from '../../../schemas/admin/studio-api.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { fileKey, InvalidFileKey, type FileStore } from '../../files/file-store.ts';
import { ApiError } from '../../http/api-error.ts';

type ImageType = (typeof studioImageLimits.types)[number];
export const imageMediaTypes: Record<ImageType, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

const keyOf = (sld: string, name: string) => fileKey('site-images', sld, name);
const refused = (message: string, httpStatus = 400) => new ApiError(statusCodes.badRequest, message, httpStatus);

/**
 * Reads the picture of a studio upload (multipart, field `file`), checked by its bytes — a renamed page or an SVG (which
 * may carry script) is refused whatever its name — and stores it under its content's hash in the site's folder of
 * the file store (`site-images/<sld>/<hash>.<ext>`). Answers its stored name.
 */
export async function storeSiteImage(request: FastifyRequest, files: FileStore, sld: string): Promise<string> {
  if (!request.isMultipart()) throw refused('Send the picture as multipart/form-data, in the field "file"');
  let bytes: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: studioImageLimits.maxBytes, files: 1, fields: 0, parts: 1 } })) {
    if (part.type !== 'file' || part.fieldname !== 'file') continue;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refused(`A picture may be at most ${studioImageLimits.maxBytes / 1024 / 1024} MB`, 413);
      throw error;
    }
  }
  if (!bytes || bytes.length === 0) throw refused('No picture in the field "file"');
  const type = (await fileTypeFromBuffer(bytes))?.ext;
  const accepted = studioImageLimits.types.find((candidate) => candidate === type);
  if (!accepted) throw refused('A picture must be a PNG, JPEG, GIF or WebP file');
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${accepted}`;
  await files.put(keyOf(sld, name), bytes);
  return name;
}

/** A stored picture's bytes, or undefined. `name` was checked against the stored names' pattern by the route. */
export async function readSiteImage(files: FileStore, sld: string, name: string): Promise<{ bytes: Buffer; mediaType: string } | undefined> {
  let key: string;
  try {
    key = keyOf(sld, name);
  } catch (error) {
    if (error instanceof InvalidFileKey) return undefined;
    throw error;
  }
  const bytes = await files.get(key);
  return bytes && { bytes, mediaType: imageMediaTypes[name.slice(name.lastIndexOf('.') + 1) as ImageType] };
}
