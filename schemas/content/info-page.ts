import { z } from 'zod';
import { numericId, text } from '../primitives.ts';

/** One section of an information page: an optional heading and plain paragraphs, each with its English twin. */
export const infoPageSection = z.object({
  title: text,
  enTitle: text,
  /** Plain paragraphs; rendered as text, never as HTML. */
  body: z.array(z.string()).default([]),
  enBody: z.array(z.string()).default([]),
});
export type InfoPageSection = z.infer<typeof infoPageSection>;

/** The content of a menu item's information page (`info/{id}`, `{route}`, `newcomposite/{id}`), as seeded. */
export const infoPage = z.object({
  /** The menu item (spec §3 "Menu item" id) whose page this is. */
  menuId: numericId,
  sections: z.array(infoPageSection).default([]),
});
export type InfoPage = z.infer<typeof infoPage>;
