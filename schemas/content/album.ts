import { z } from 'zod';
import { isoDate, linkUrl, numericId, text } from '../primitives.ts';
import { albumTabs } from './album-item-options.ts';

/** Virtual album (special collection) tabs (spec §2): thesis, picture, table, experts. */
export const albumItemKind = z.enum(albumTabs);

export const virtualAlbum = z.object({
  id: numericId,
  name: z.string().min(1),
  enName: text,
  description: text,
  enDescription: text,
  coverUrl: linkUrl,
  publishDate: isoDate,
  items: z.array(z.object({ kind: albumItemKind, refId: numericId })).default([]),
});
export type VirtualAlbum = z.infer<typeof virtualAlbum>;
