import { z } from 'zod';
import { isoDate, linkUrl, numericId, text } from '../primitives.ts';

/** An audio or video record. Video search fields are its English name, keywords and source paper. */
export const mediaItem = z.object({
  id: numericId,
  kind: z.enum(['audio', 'video']),
  resName: z.string().min(1),
  enResName: text,
  keywords: z.array(z.string()).default([]),
  /** The article this media accompanies, by id, if any. */
  articleId: numericId.nullable().default(null),
  sourcePaper: text,
  enSourcePaper: text,
  url: linkUrl,
  posterUrl: linkUrl,
  durationSeconds: z.number().int().nonnegative().default(0),
  transcript: text,
  publishDate: isoDate,
});
export type MediaItem = z.infer<typeof mediaItem>;
