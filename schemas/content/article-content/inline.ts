import { z } from 'zod';
import { assetHref, elementId, webHref } from './primitives.ts';
import { formulaMath, mathml } from './math.ts';

/** Plain text; a reader escapes it like any other text. */
const textNode = z.object({ type: z.literal('text'), text: z.string() });

/** The JATS emphasis elements, by their JATS names (`sc` small caps, `monospace` code-like text). */
export const inlineStyles = ['bold', 'italic', 'sub', 'sup', 'underline', 'strike', 'overline', 'sc', 'monospace'] as const;
const styledNode = z.object({
  type: z.enum(inlineStyles),
  get children(): z.ZodArray<typeof inlineNode> {
    return z.array(inlineNode);
  },
});

/** A cross-reference (`xref`) to something in the article: `rid` holds one id or several separated by spaces. */
const xrefNode = z.object({
  type: z.literal('xref'),
  /** `bibr`, `fig`, `table`, `fn`, `disp-formula`, `supplementary-material`, `aff`, `corresp`, … */
  refType: z.string(),
  rid: z.string(),
  get children(): z.ZodArray<typeof inlineNode> {
    return z.array(inlineNode);
  },
});

/** A link out (`ext-link`, `uri`, `email`, a DOI or PubMed id). A link with an unsafe address arrives as text. */
const linkNode = z.object({
  type: z.literal('link'),
  href: webHref,
  /** What the source called it: `uri`, `doi`, `pmid`, `email`, `ftp` …; '' when it did not say. */
  linkType: z.string(),
  get children(): z.ZodArray<typeof inlineNode> {
    return z.array(inlineNode);
  },
});

const inlineFormulaNode = z.object({ type: z.literal('inline-formula'), id: elementId, math: formulaMath });
/** MathML that stands in running text without a formula element around it. */
const mathNode = z.object({ type: z.literal('math'), mathml });
const inlineGraphicNode = z.object({ type: z.literal('inline-graphic'), id: elementId, href: assetHref, alt: z.string() });
/** A forced line break (`break`, or paragraphs run together inside a table cell). */
const breakNode = z.object({ type: z.literal('break') });

/** Text as it runs inside a paragraph, title, caption, table cell or citation. Never HTML. */
export const inlineNode = z.discriminatedUnion('type', [
  textNode,
  styledNode,
  xrefNode,
  linkNode,
  inlineFormulaNode,
  mathNode,
  inlineGraphicNode,
  breakNode,
]);
export type InlineNode = z.infer<typeof inlineNode>;
export type InlineStyle = (typeof inlineStyles)[number];

/** A run of inline nodes: a title, a paragraph's text, a keyword. */
export const inlineText = z.array(inlineNode);
export type InlineText = z.infer<typeof inlineText>;
