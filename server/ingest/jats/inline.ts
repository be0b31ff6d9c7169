import type { InlineNode, InlineStyle, InlineText } from '../../../schemas/content/article-content.ts';
import { inlineStyles } from '../../../schemas/content/article-content.ts';
import { parseFootnote } from './blocks.ts';
import type { ReadingContext } from './context.ts';
import { inlineFormula, looseMath } from './formulas.ts';
import { graphicOf } from './figures.ts';
import { webLink } from './links.ts';
import { attribute, childText, collapseSpace, hrefOf, plainText } from '../xml/xml-query.ts';
import type { XmlElement, XmlNode } from '../xml/xml-tree.ts';

/*
 * Running text: JATS mixed content becomes inline nodes. Emphasis, cross-references, links, formulas and inline
 * images keep their meaning; any other element (named-content, abbrev, styled-content …) gives its text.
 */

/** Other names publishers use for the same emphasis (`code` in running text is code-like text). */
const styleOf: Record<string, InlineStyle> = { b: 'bold', i: 'italic', em: 'italic', strong: 'bold', code: 'monospace' };
const isStyle = (name: string): name is InlineStyle => (inlineStyles as readonly string[]).includes(name);

/**
 * Elements that describe rather than say, never part of running text; and HTML elements that have no business in
 * JATS, whose content (a script's code) is not text to show either.
 */
export const notRunningText = new Set([
  'alt-text', 'long-desc', 'object-id', 'private-char', 'milestone-start', 'milestone-end', 'target', 'sec-meta',
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template',
]);

const text = (value: string): InlineNode => ({ type: 'text', text: value });

/** Inline nodes for the children of an element (a paragraph, a title, a cell …), white space collapsed. */
export function parseInline(nodes: XmlNode[], context: ReadingContext): InlineText {
  const run = new InlineRun();
  for (const node of nodes) readInline(run, node, context);
  return textInPieces(run.end());
}

/**
 * Inline nodes as they are read, each appended where it goes rather than returned in an array of its own. Adjacent
 * texts become one text node when the next other node (or the end) comes, runs of spaces across their borders reduced
 * to one: each run of texts is joined once, at its end (joining node by node went over the text so far again at every
 * node). `end` answers the nodes.
 */
class InlineRun {
  readonly #nodes: InlineText = [];
  #texts: string[] = [];

  text(value: string): void {
    if (value !== '') this.#texts.push(value);
  }

  node(node: InlineNode): void {
    if (node.type === 'text') return this.text(node.text);
    this.#endText();
    this.#nodes.push(node);
  }

  nodes(nodes: InlineText): void {
    for (const node of nodes) this.node(node);
  }

  end(): InlineText {
    this.#endText();
    return this.#nodes;
  }

  #endText(): void {
    const texts = this.#texts;
    if (texts.length === 0) return;
    this.#nodes.push(text(texts.length === 1 ? texts[0]! : joinTexts(texts)));
    this.#texts = [];
  }
}

/** Texts side by side as one, with runs of spaces across their borders reduced to one. */
const joinTexts = (texts: string[]) => texts.join('').replace(/ {2,}/g, ' ');

/**
 * The longest text node a page is given. Chromium's HTML parser splits text at 65,536 characters, into nodes React's
 * hydration does not expect (error 418): longer running text is kept as several text nodes, which read as one.
 */
export const maxTextLength = 16_384;

/** The run with every text longer than `maxTextLength` cut into pieces. */
export function textInPieces(nodes: InlineText): InlineText {
  if (!nodes.some((node) => node.type === 'text' && node.text.length > maxTextLength)) return nodes;
  return nodes.flatMap((node) => (node.type === 'text' && node.text.length > maxTextLength ? piecesOf(node.text).map(text) : [node]));
}

function piecesOf(value: string): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < value.length; ) {
    let end = Math.min(start + maxTextLength, value.length);
    // Never between the two halves of a character outside the Basic Multilingual Plane.
    if (end < value.length && /[\uD800-\uDBFF]/.test(value[end - 1]!)) end -= 1;
    pieces.push(value.slice(start, end));
    start = end;
  }
  return pieces;
}

/** The same, trimmed at both ends: for a whole title or paragraph. */
export function parseInlineTrimmed(nodes: XmlNode[], context: ReadingContext): InlineText {
  return trimInline(parseInline(nodes, context));
}

/** Reads a node of running text into the run: elements that are not running text give nothing. */
function readInline(run: InlineRun, node: XmlNode, context: ReadingContext): void {
  if (node.kind === 'text') return run.text(collapseSpace(node.text));
  const name = node.local;
  const style = isStyle(name) ? name : styleOf[name];
  if (style) return run.node({ type: style, children: parseInline(node.children, context) });
  switch (name) {
    case 'xref':
      return run.node({ type: 'xref', refType: attribute(node, 'ref-type'), rid: attribute(node, 'rid').replace(/\s+/g, ' '), children: parseInline(node.children, context) });
    case 'ext-link':
    case 'uri':
    case 'self-uri':
      return linkTo(run, hrefOf(node) || plainText(node), attribute(node, 'ext-link-type'), node, context);
    case 'email':
      return linkTo(run, plainText(node), 'email', node, context);
    case 'pub-id':
    case 'object-id':
      if (name === 'object-id' && !attribute(node, 'pub-id-type')) return;
      // Identifiers often follow one another with nothing between them.
      run.text(' ');
      return linkTo(run, plainText(node), attribute(node, 'pub-id-type'), node, context);
    case 'inline-formula':
    case 'disp-formula':
      return run.node(inlineFormula(node));
    case 'math':
      return run.node(looseMath(node));
    case 'inline-graphic': {
      const image = graphicOf(node);
      return image ? run.node({ type: 'inline-graphic', ...image }) : undefined;
    }
    case 'break':
      return run.node({ type: 'break' });
    case 'fn':
      return run.node(footnoteMark(node, context));
    case 'name':
      return run.text(nameInCitation(node));
    case 'person-group':
      return nameList(run, node, context);
    case 'etal':
      return run.text(' et al.');
    case 'alternatives':
    case 'name-alternatives': {
      // Alternatives are the same thing in different forms: the first is the one to read.
      const first = node.children.find((child) => child.kind === 'element');
      return first ? readInline(run, first, context) : undefined;
    }
    default:
      if (notRunningText.has(name)) return;
      for (const child of node.children) readInline(run, child, context);
  }
}

/** A link to the target when it is a safe one; its text alone when not. */
function linkTo(run: InlineRun, target: string, linkType: string, node: XmlElement, context: ReadingContext): void {
  const children = parseInline(node.children, context);
  const href = webLink(target, linkType);
  if (!href) return run.nodes(children);
  run.node({ type: 'link', href, linkType: linkType || (node.local === 'email' ? 'email' : ''), children: trimInline(children) });
}

/** A footnote inside running text moves to the footnotes; the text keeps a numbered pointer to it. */
function footnoteMark(node: XmlElement, context: ReadingContext): InlineNode {
  const footnote = parseFootnote(node, context);
  const number = context.footnotesInText.push(footnote);
  footnote.id ||= `${context.documentId || 'article'}-fn-in-text-${number}`;
  footnote.label ||= String(number);
  return { type: 'xref', refType: 'fn', rid: footnote.id, children: [text(footnote.label)] };
}

/** "Surname GivenNames": how citations write a tagged name, whatever spaces the XML left between the parts. */
export function nameInCitation(name: XmlElement): string {
  return [childText(name, 'prefix'), childText(name, 'surname'), childText(name, 'given-names'), childText(name, 'suffix')].filter(Boolean).join(' ');
}

/** Names in a person group, separated by commas where the XML put nothing between them. */
function nameList(run: InlineRun, group: XmlElement, context: ReadingContext): void {
  let previousWasName = false;
  for (const child of group.children) {
    const isName = child.kind === 'element' && ['name', 'string-name', 'collab', 'name-alternatives'].includes(child.local);
    if (isName && previousWasName) run.text(', ');
    if (child.kind === 'text' && child.text.trim() === '') continue;
    readInline(run, child, context);
    previousWasName = isName;
  }
}

/** Adjacent text nodes joined, empty ones dropped, runs of spaces across node borders reduced to one. */
export function mergeText(nodes: InlineText): InlineText {
  const run = new InlineRun();
  run.nodes(nodes);
  return run.end();
}

/** Leading and trailing spaces removed from a run of inline nodes (descending into emphasis at the ends). */
export function trimInline(nodes: InlineText): InlineText {
  const out = [...nodes];
  trimEnd(out, 'start');
  trimEnd(out, 'end');
  return out;
}

function trimEnd(nodes: InlineText, side: 'start' | 'end'): void {
  while (nodes.length > 0) {
    const index = side === 'start' ? 0 : nodes.length - 1;
    const node = nodes[index]!;
    if (node.type === 'text') {
      const trimmed = side === 'start' ? node.text.trimStart() : node.text.trimEnd();
      if (trimmed === '') {
        nodes.splice(index, 1);
        continue;
      }
      nodes[index] = { type: 'text', text: trimmed };
    } else if ('children' in node && node.type !== 'xref' && node.type !== 'link') {
      const children = [...node.children];
      trimEnd(children, side);
      nodes[index] = { ...node, children };
    }
    return;
  }
}
