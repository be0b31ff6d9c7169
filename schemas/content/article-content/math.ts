import { z } from 'zod';
import { graphic } from './assets.ts';

/**
 * A MathML `<math>` element serialized by the ingest's sanitizer: MathML presentation elements and attributes only,
 * no scripts, styles, event handlers or links. A reader may insert it as HTML. The checks here are a second line of
 * defence: the sanitizer is what makes it safe.
 */
export const mathml = z
  .string()
  .refine((value) => value === '' || (/^<math[\s>]/.test(value) && /<\/math>$/.test(value)), { message: 'must be one serialized <math> element' })
  .refine((value) => !/<\/?(script|style|iframe|object|embed|foreignobject|annotation-xml|svg|a)[\s/>]/i.test(value), {
    message: 'must hold MathML elements only',
  });

/** A formula in every form the source gives: MathML, TeX (for KaTeX) and an image; each may be missing. */
export const formulaMath = z.object({
  mathml,
  /** TeX source without document wrapper or `$` delimiters; '' when none. */
  tex: z.string(),
  graphic: graphic.nullable(),
});
export type FormulaMath = z.infer<typeof formulaMath>;
