import { extname } from 'node:path';
import { imageInfoOf, imageMediaTypes, type ImageInfo } from './image-info.ts';

/** Media types of package files that are not images, by extension; anything else is application/octet-stream. */
const byExtension: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.csv': 'text/csv',
  '.tsv': 'text/tab-separated-values',
  '.txt': 'text/plain',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.zip': 'application/zip',
  '.gz': 'application/gzip',
  '.tar': 'application/x-tar',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.avi': 'video/x-msvideo',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
};

/** What a file is: an image by its bytes (whatever its name says), else by its extension. */
export function describeFile(name: string, bytes: Uint8Array): { mediaType: string; image: ImageInfo | null } {
  const image = imageInfoOf(bytes);
  if (image) return { mediaType: imageMediaTypes[image.kind], image };
  const isPdf = bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';
  return { mediaType: isPdf ? 'application/pdf' : (byExtension[extname(name).toLowerCase()] ?? 'application/octet-stream'), image: null };
}

/** Images every browser shows (TIFF is not one of them: it is kept for print only). */
export const isWebImage = (mediaType: string) => ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'].includes(mediaType);
