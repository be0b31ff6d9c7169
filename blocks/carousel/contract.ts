import { z } from 'zod';
import { flagOff, linkUrl, text } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';

export const carouselSlide = z.object({
  title: text,
  enTitle: text,
  imageUrl: linkUrl,
  /** Where the slide leads; empty means the slide is not a link. */
  link: linkUrl,
});

export const carouselProps = z.object({
  slides: z.array(carouselSlide).default([]),
  /** Rotate by itself (never when the reader prefers reduced motion). */
  autoplay: flagOff,
  /** Time per slide while rotating; kept between 2 and 60 seconds. */
  intervalMs: z
    .number()
    .int()
    .positive()
    .default(5000)
    .transform((ms) => Math.min(Math.max(ms, 2000), 60_000)),
});
export type CarouselProps = z.output<typeof carouselProps>;

export default defineBlockContract({
  props: carouselProps,
});
