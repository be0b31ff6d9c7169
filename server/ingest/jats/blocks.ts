import type { BlockNode, BlockOf, Footnote } from '../../../schemas/content/article-content.ts';
import type { ReadingContext } from './context.ts';
import { figureGroupOf, figureOf, graphicOf, mediaOf, supplementaryMaterialOf, captionOf } from './figures.ts';
import { displayFormula } from './formulas.ts';
import { notRunningText, parseInlineTrimmed } from './inline.ts';
import { referenceListOf } from './references.ts';
import { tableWrapOf } from './tables.ts';
import { attribute, childElements, childText, firstChild, idOf, rawText } from '../xml/xml-query.ts';
import type { XmlElement, XmlNode } from '../xml/xml-tree.ts';

/*
 * Block content: sections, paragraphs, lists, figures, tables, formulas, quotes, boxes, footnotes … in document
 * order. A paragraph that holds a figure, table, list or display formula is split around it, as a page shows it.
 */

type BlockReader = (element: XmlElement, context: ReadingContext) => BlockNode[];

const one =
  <T extends BlockNode>(read: (element: XmlElement, context: ReadingContext) => T): BlockReader =>
  (element, context) => [read(element, context)];
const contentsOf: BlockReader = (element, context) => parseBlocks(element.children, context);

const readers: Record<string, BlockReader> = {
  p: paragraphs,
  sec: one(sectionOf),
  ack: one((element, context) => sectionOf(element, context, 'ack')),
  notes: one((element, context) => sectionOf(element, context, attribute(element, 'notes-type'))),
  bio: one((element, context) => sectionOf(element, context, 'bio')),
  list: one(listOf),
  'def-list': one(definitionListOf),
  'disp-quote': one(quoteOf),
  'boxed-text': one(boxOf),
  fig: one(figureOf),
  'fig-group': one(figureGroupOf),
  'table-wrap': one(tableWrapOf),
  // A bare table gets the wrapper it lacks, so a reader has one kind of table to show.
  table: (element, context) => [tableWrapOf({ ...element, local: 'table-wrap', attributes: {}, children: [element] }, context)],
  'disp-formula': one(displayFormula),
  'supplementary-material': one(supplementaryMaterialOf),
  media: one(mediaOf),
  graphic: (element) => {
    const image = graphicOf(element);
    return image ? [{ type: 'graphic', ...image }] : [];
  },
  preformat: one(preformatted),
  code: one(preformatted),
  fn: one(parseFootnote),
  'ref-list': one(referenceListOf),
  glossary: one((element, context) => titledBlock('glossary', element, context)),
  app: one((element, context) => titledBlock('app', element, context)),
  attrib: one((element, context) => ({ type: 'p', id: idOf(element), children: parseInlineTrimmed(element.children, context) })),
  permissions: permissionsText,
  alternatives: (element, context) => {
    const first = childElements(element)[0];
    return first ? parseBlocks([first], context) : [];
  },
  'fn-group': contentsOf,
  'app-group': contentsOf,
  'table-wrap-group': contentsOf,
  'disp-formula-group': contentsOf,
};

/** Parts read by the element that holds them (titles, labels, captions), or metadata no reader shows. */
const notContent = new Set(['title', 'label', 'caption', 'object-id', 'alt-text', 'long-desc', 'sec-meta', 'kwd-group', 'subtitle']);

/** Elements that stand on their own inside a paragraph: it is split around them. (`code` there is inline code.) */
const splitsParagraph = new Set([
  'fig', 'fig-group', 'table-wrap', 'table-wrap-group', 'table', 'disp-formula', 'disp-formula-group', 'list', 'def-list',
  'disp-quote', 'boxed-text', 'supplementary-material', 'preformat', 'ref-list', 'glossary', 'graphic', 'media', 'p',
  'speech', 'statement', 'verse-group', 'chem-struct-wrap', 'array',
]);

/** Block nodes for a run of child nodes. Loose text and inline elements between blocks become a paragraph. */
export function parseBlocks(nodes: XmlNode[], context: ReadingContext): BlockNode[] {
  const out: BlockNode[] = [];
  let loose: XmlNode[] = [];
  const endLoose = () => {
    const children = parseInlineTrimmed(loose, context);
    if (children.length > 0) out.push({ type: 'p', id: '', children });
    loose = [];
  };
  for (const node of nodes) {
    if (node.kind === 'text') {
      loose.push(node);
      continue;
    }
    if (notContent.has(node.local) || notRunningText.has(node.local)) continue;
    const read = readers[node.local];
    if (read) {
      endLoose();
      out.push(...read(node, context));
    } else if (childElements(node).some((child) => readers[child.local] !== undefined)) {
      // An element we have no reader for that holds blocks (speech, statement, verse-group …): its contents.
      endLoose();
      out.push(...parseBlocks(node.children, context));
    } else {
      loose.push(node);
    }
  }
  endLoose();
  return out;
}

function paragraphs(paragraph: XmlElement, context: ReadingContext): BlockNode[] {
  const out: BlockNode[] = [];
  const id = idOf(paragraph);
  let idGiven = false;
  let run: XmlNode[] = [];
  const endRun = () => {
    const children = parseInlineTrimmed(run, context);
    run = [];
    if (children.length === 0) return;
    out.push({ type: 'p', id: idGiven ? '' : id, children });
    idGiven = true;
  };
  for (const node of paragraph.children) {
    if (node.kind === 'element' && splitsParagraph.has(node.local)) {
      endRun();
      out.push(...parseBlocks([node], context));
    } else {
      run.push(node);
    }
  }
  endRun();
  // A paragraph that held only a figure or formula still keeps its anchor.
  if (!idGiven && id) out.unshift({ type: 'p', id, children: [] });
  return out;
}

export function sectionOf(section: XmlElement, context: ReadingContext, secType = attribute(section, 'sec-type')): BlockOf<'sec'> {
  const title = firstChild(section, 'title');
  return {
    type: 'sec',
    id: idOf(section),
    secType,
    label: childText(section, 'label'),
    title: title ? parseInlineTrimmed(title.children, context) : [],
    children: parseBlocks(section.children, context),
  };
}

function listOf(list: XmlElement, context: ReadingContext): BlockOf<'list'> {
  const title = firstChild(list, 'title');
  return {
    type: 'list',
    id: idOf(list),
    listType: attribute(list, 'list-type'),
    title: title ? parseInlineTrimmed(title.children, context) : [],
    items: childElements(list, 'list-item').map((item) => ({ id: idOf(item), label: childText(item, 'label'), children: parseBlocks(item.children, context) })),
  };
}

function definitionListOf(list: XmlElement, context: ReadingContext): BlockOf<'def-list'> {
  const title = firstChild(list, 'title');
  return {
    type: 'def-list',
    id: idOf(list),
    title: title ? parseInlineTrimmed(title.children, context) : [],
    items: childElements(list, 'def-item').map((item) => {
      const term = firstChild(item, 'term');
      return {
        id: idOf(item),
        term: term ? parseInlineTrimmed(term.children, context) : [],
        definitions: childElements(item, 'def').flatMap((definition) => parseBlocks(definition.children, context)),
      };
    }),
  };
}

function quoteOf(quote: XmlElement, context: ReadingContext): BlockOf<'disp-quote'> {
  const attribution = firstChild(quote, 'attrib');
  return {
    type: 'disp-quote',
    id: idOf(quote),
    children: parseBlocks(
      quote.children.filter((child) => child !== attribution),
      context,
    ),
    attribution: attribution ? parseInlineTrimmed(attribution.children, context) : [],
  };
}

function boxOf(box: XmlElement, context: ReadingContext): BlockOf<'boxed-text'> {
  const caption = captionOf(box, context);
  const title = firstChild(box, 'title');
  return {
    type: 'boxed-text',
    id: idOf(box),
    label: childText(box, 'label'),
    caption: caption.title.length === 0 && title ? { ...caption, title: parseInlineTrimmed(title.children, context) } : caption,
    children: parseBlocks(box.children, context),
  };
}

export function parseFootnote(footnote: XmlElement, context: ReadingContext): Footnote {
  return {
    type: 'fn',
    id: idOf(footnote),
    label: childText(footnote, 'label'),
    fnType: attribute(footnote, 'fn-type'),
    children: parseBlocks(footnote.children, context),
  };
}

function titledBlock<T extends 'glossary' | 'app'>(type: T, element: XmlElement, context: ReadingContext): BlockOf<T> {
  const title = firstChild(element, 'title');
  return {
    type,
    id: idOf(element),
    label: childText(element, 'label'),
    title: title ? parseInlineTrimmed(title.children, context) : [],
    children: parseBlocks(element.children, context),
  } as BlockOf<T>;
}

function preformatted(element: XmlElement): BlockOf<'preformat'> {
  return { type: 'preformat', id: idOf(element), text: rawText(element).replace(/^\n+|\s+$/g, '') };
}

/** A copyright or licence note inside a figure or table: its statement and licence text, as paragraphs. */
function permissionsText(permissions: XmlElement, context: ReadingContext): BlockNode[] {
  const parts = [...childElements(permissions, 'copyright-statement'), ...childElements(permissions, 'license').flatMap((license) => childElements(license, 'license-p'))];
  return parts.map((part) => ({ type: 'p', id: '', children: parseInlineTrimmed(part.children, context) }));
}
