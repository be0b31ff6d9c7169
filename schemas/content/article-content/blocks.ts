import { z } from 'zod';
import { graphic, mediaFile } from './assets.ts';
import { formulaMath } from './math.ts';
import { elementId } from './primitives.ts';
import { inlineText } from './inline.ts';
import { referenceNode } from './references.ts';
import { tableGrid } from './table-grid.ts';

/*
 * Block nodes: what a reader stacks down the page. Each keeps the `id` of the JATS element it comes from ('' when
 * that had none) and is named after it (`sec`, `fig`, `table-wrap` …). Children of any block are blocks again.
 */

const blocks = () => z.array(blockNode);
type Blocks = z.ZodArray<typeof blockNode>;

/** A caption: its title, then its paragraphs. */
export const caption = z.object({
  title: inlineText,
  get children(): Blocks {
    return blocks();
  },
});
export type Caption = z.infer<typeof caption>;

const paragraph = z.object({ type: z.literal('p'), id: elementId, children: inlineText });

const section = z.object({
  type: z.literal('sec'),
  id: elementId,
  /** `intro`, `methods`, `ack`, `supplementary-material`, a `notes-type` …; '' when not given. */
  secType: z.string(),
  label: z.string(),
  title: inlineText,
  get children(): Blocks {
    return blocks();
  },
});

const listItem = z.object({
  id: elementId,
  label: z.string(),
  get children(): Blocks {
    return blocks();
  },
});
const list = z.object({
  type: z.literal('list'),
  id: elementId,
  /** `order`, `bullet`, `alpha-lower`, `roman-upper`, `simple` …; '' when not given. */
  listType: z.string(),
  title: inlineText,
  items: z.array(listItem),
});

const definitionItem = z.object({
  id: elementId,
  term: inlineText,
  get definitions(): Blocks {
    return blocks();
  },
});
/** A definition list (`def-list`), as in a glossary or a list of abbreviations. */
const definitionList = z.object({ type: z.literal('def-list'), id: elementId, title: inlineText, items: z.array(definitionItem) });

const quote = z.object({
  type: z.literal('disp-quote'),
  id: elementId,
  get children(): Blocks {
    return blocks();
  },
  attribution: inlineText,
});

const box = z.object({
  type: z.literal('boxed-text'),
  id: elementId,
  label: z.string(),
  caption,
  get children(): Blocks {
    return blocks();
  },
});

export const figure = z.object({
  type: z.literal('fig'),
  id: elementId,
  /** `fig-type` (`figure`, `scheme`, `video` …); '' when not given. */
  figType: z.string(),
  label: z.string(),
  caption,
  graphics: z.array(graphic),
  media: z.array(mediaFile),
  /** Text after the caption: notes, credits (`attrib`), copyright. */
  get notes(): Blocks {
    return blocks();
  },
  /** The figure's own DOI, where the publisher gives one. */
  doi: z.string(),
});
export type Figure = z.infer<typeof figure>;

/** Figures shown together (`fig-group`): a main figure and its supplements or panels. */
const figureGroup = z.object({ type: z.literal('fig-group'), id: elementId, label: z.string(), caption, figures: z.array(figure) });

const tableWrap = z.object({
  type: z.literal('table-wrap'),
  id: elementId,
  label: z.string(),
  caption,
  tables: z.array(tableGrid),
  /** Images of the table, shown when there is no table markup (or offered beside it). */
  graphics: z.array(graphic),
  /** Table footnotes and notes (`table-wrap-foot`). */
  get foot(): Blocks {
    return blocks();
  },
  doi: z.string(),
});

const displayFormula = z.object({ type: z.literal('disp-formula'), id: elementId, label: z.string(), math: formulaMath });

const supplementaryMaterial = z.object({
  type: z.literal('supplementary-material'),
  id: elementId,
  label: z.string(),
  caption,
  file: mediaFile,
  doi: z.string(),
});

const media = z.object({ type: z.literal('media'), id: elementId, label: z.string(), caption, file: mediaFile });
const standaloneGraphic = graphic.extend({ type: z.literal('graphic') });
/** Text whose line breaks and spaces matter (`preformat`, `code`). */
const preformatted = z.object({ type: z.literal('preformat'), id: elementId, text: z.string() });

export const footnote = z.object({
  type: z.literal('fn'),
  id: elementId,
  label: z.string(),
  /** `con`, `conflict`, `equal`, `present-address`, `financial-disclosure`, `other` …; '' when not given. */
  fnType: z.string(),
  get children(): Blocks {
    return blocks();
  },
});
export type Footnote = z.infer<typeof footnote>;

export const referenceList = z.object({ type: z.literal('ref-list'), id: elementId, title: inlineText, refs: z.array(referenceNode) });
export type ReferenceList = z.infer<typeof referenceList>;

const glossary = z.object({
  type: z.literal('glossary'),
  id: elementId,
  label: z.string(),
  title: inlineText,
  get children(): Blocks {
    return blocks();
  },
});

/** One appendix (`app`). */
const appendix = z.object({
  type: z.literal('app'),
  id: elementId,
  label: z.string(),
  title: inlineText,
  get children(): Blocks {
    return blocks();
  },
});

export const blockNode = z.discriminatedUnion('type', [
  paragraph,
  section,
  list,
  definitionList,
  quote,
  box,
  figure,
  figureGroup,
  tableWrap,
  displayFormula,
  supplementaryMaterial,
  media,
  standaloneGraphic,
  preformatted,
  footnote,
  referenceList,
  glossary,
  appendix,
]);
export type BlockNode = z.infer<typeof blockNode>;
export type BlockType = BlockNode['type'];
/** The block node of one type, e.g. `BlockOf<'fig'>`. */
export type BlockOf<T extends BlockType> = Extract<BlockNode, { type: T }>;

export const blockList = blocks();
