import { z } from 'zod';
import { isoDate, linkUrl, numericId, text } from '../primitives.ts';

/** A WebVTT file of a recording's captions in one language (`srclang`: a BCP 47 tag such as `zh` or `en`). */
export const mediaCaptions = z.object({
  src: linkUrl.refine((value) => value !== '', 'must be the address of a WebVTT file'),
  srclang: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as zh or en'),
  label: z.string().min(1),
});
export type MediaCaptions = z.infer<typeof mediaCaptions>;

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
  /** WebVTT caption or subtitle files, when the recording has any (a player offers them as tracks). */
  captions: z.array(mediaCaptions).optional(),
});
export type MediaItem = z.infer<typeof mediaItem>;
