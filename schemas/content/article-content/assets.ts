import { z } from 'zod';
import { assetHref, elementId } from './primitives.ts';

/** An image (`graphic`, `inline-graphic`): the file, and the text that stands for it. */
export const graphic = z.object({
  id: elementId,
  href: assetHref,
  alt: z.string(),
});
export type Graphic = z.infer<typeof graphic>;

/** A media or data file (`media`, a supplementary file): where it is and what kind of file it is. */
export const mediaFile = z.object({
  id: elementId,
  href: assetHref,
  /** `video`, `application` …, and its subtype (`mp4`, `xlsx`); '' when the XML does not say. */
  mimetype: z.string(),
  mimeSubtype: z.string(),
});
export type MediaFile = z.infer<typeof mediaFile>;
