import type { BlockOf, Citation, InlineNode, InlineText, ReferenceNode } from '../../../schemas/content/article-content.ts';
import type { ReadingContext } from './context.ts';
import { nameInCitation, parseInline, parseInlineTrimmed, trimInline, mergeText, textInPieces } from './inline.ts';
import { doiOf, webLink } from './links.ts';
import { attribute, childElements, childText, descendants, firstChild, hrefOf, idOf, languageOf, plainText } from '../xml/xml-query.ts';
import type { XmlElement, XmlNode } from '../xml/xml-tree.ts';

/** A reference list; references of lists nested inside it are read as its own. */
export function referenceListOf(list: XmlElement, context: ReadingContext): BlockOf<'ref-list'> {
  const title = firstChild(list, 'title');
  return {
    type: 'ref-list',
    id: idOf(list),
    title: title ? parseInlineTrimmed(title.children, context) : [],
    refs: descendants(list, 'ref').map((ref) => referenceOf(ref, context)),
  };
}

const citationKinds = ['element-citation', 'mixed-citation', 'nlm-citation', 'citation'] as const;
type CitationKind = (typeof citationKinds)[number];
const isCitation = (element: XmlElement): element is XmlElement & { local: CitationKind } => (citationKinds as readonly string[]).includes(element.local);

function referenceOf(ref: XmlElement, context: ReadingContext): ReferenceNode {
  const citations = childElements(ref).flatMap((child) => (child.local === 'citation-alternatives' ? childElements(child) : [child])).filter(isCitation);
  return { type: 'ref', id: idOf(ref), label: childText(ref, 'label'), citations: citations.map((element) => citationOf(element, context)) };
}

function citationOf(element: XmlElement & { local: CitationKind }, context: ReadingContext): Citation {
  const ids = childElements(element, 'pub-id', 'object-id');
  const pubId = (type: string) => plainText(ids.find((id) => attribute(id, 'pub-id-type').toLowerCase() === type));
  // Links may sit inside a comment (PLOS writes "doi: <ext-link …>"); a link to doi.org is the DOI.
  const links = descendants(element, 'ext-link', 'uri').map((link) => hrefOf(link) || plainText(link));
  const linkedDoi = links.map((link) => doiOf(link)).find(Boolean) ?? '';
  const webAddress = links.find((link) => !doiOf(link) && webLink(link));
  const people = authorsOf(element);
  const tagged = element.local === 'element-citation' || element.local === 'nlm-citation';
  const parts = {
    title: childText(element, 'article-title', 'chapter-title', 'data-title', 'part-title'),
    source: childText(element, 'source'),
    year: childText(element, 'year'),
    volume: childText(element, 'volume'),
    issue: childText(element, 'issue'),
    fpage: childText(element, 'fpage'),
    lpage: childText(element, 'lpage'),
    elocationId: childText(element, 'elocation-id'),
    publisher: childText(element, 'publisher-name'),
  };
  return {
    kind: element.local,
    publicationType: attribute(element, 'publication-type') || attribute(element, 'citation-type'),
    lang: languageOf(element),
    ...people,
    ...parts,
    doi: doiOf(pubId('doi')) || linkedDoi,
    pmid: pubId('pmid'),
    pmcid: pubId('pmcid'),
    url: webAddress ? (webLink(webAddress) ?? '') : '',
    text: tagged ? formatted(element, people, parts, context) : parseInlineTrimmed(spacedOut(element.children), context),
  };
}

/** The plain text of a citation's parts, each read once (formatted writes them out again). */
type CitationParts = Pick<Citation, 'title' | 'source' | 'year' | 'volume' | 'issue' | 'fpage' | 'lpage' | 'elocationId' | 'publisher'>;

/**
 * A mixed citation's children with a space between elements the XML set side by side (F1000 writes
 * `<article-title>…</article-title><source>…</source>`), so their words do not run together.
 */
function spacedOut(nodes: XmlNode[]): XmlNode[] {
  const out: XmlNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'element' && out.at(-1)?.kind === 'element') out.push({ kind: 'text', text: ' ' });
    out.push(node);
  }
  return out;
}

/** Authors (not editors or translators): from author person-groups, or names standing directly in the citation. */
type Authors = { authors: string[]; etAl: boolean };

function authorsOf(element: XmlElement): Authors {
  const groups = childElements(element, 'person-group').filter((group) => ['', 'author'].includes(attribute(group, 'person-group-type')));
  const holders = groups.length > 0 ? groups : childElements(element, 'person-group').length === 0 ? [element] : [];
  const authors: string[] = [];
  let etAl = false;
  for (const holder of holders) {
    for (const person of childElements(holder, 'name', 'string-name', 'collab', 'name-alternatives', 'etal')) {
      if (person.local === 'etal') etAl = true;
      else authors.push(personName(person));
    }
  }
  return { authors: authors.filter(Boolean), etAl };
}

function personName(person: XmlElement): string {
  if (person.local === 'name-alternatives') {
    const first = childElements(person)[0];
    return first ? personName(first) : '';
  }
  return person.local === 'name' ? nameInCitation(person) : plainText(person);
}

/** Parts of an element citation this formatter places itself; any other child is appended after them. */
const placedParts = new Set([
  'person-group', 'name', 'string-name', 'collab', 'etal', 'year', 'article-title', 'chapter-title', 'data-title', 'part-title', 'source',
  'volume', 'issue', 'fpage', 'lpage', 'elocation-id', 'publisher-loc', 'publisher-name', 'pub-id', 'object-id', 'ext-link', 'uri',
  'month', 'day', 'date', 'label',
]);

/**
 * An element citation has no punctuation of its own: this writes it the way most journals do —
 * "Authors. Year. Title. Source Volume(Issue):First–Last. Place: Publisher. doi".
 */
function formatted(element: XmlElement, { authors, etAl }: Authors, { year, volume, issue, fpage, lpage, elocationId, publisher: publisherName }: CitationParts, context: ReadingContext): InlineText {
  const out: InlineNode[] = [];
  const text = (value: string) => out.push({ type: 'text', text: value });
  /** Ends a part with ". ", unless it ends with a full stop or question mark already. */
  const stop = () => {
    const last = out.at(-1);
    text(last?.type === 'text' && /[.?!]\s*$/.test(last.text) ? ' ' : '. ');
  };
  const part = (nodes: InlineText) => {
    if (nodes.length === 0) return;
    out.push(...nodes);
    stop();
  };
  const inlineOf = (...names: string[]) => {
    const found = firstChild(element, ...names);
    return found ? trimInline(parseInline(found.children, context)) : [];
  };

  if (authors.length > 0) part([{ type: 'text', text: `${authors.join(', ')}${etAl ? ' et al' : ''}` }]);
  if (year) part([{ type: 'text', text: year }]);
  part(inlineOf('article-title', 'chapter-title', 'data-title', 'part-title'));
  const source = inlineOf('source');
  const pages = [fpage, lpage].filter(Boolean).join('–') || elocationId;
  const numbers = `${volume}${issue ? `(${issue})` : ''}${pages ? `${volume || issue ? ':' : ''}${pages}` : ''}`;
  if (source.length > 0 || numbers) {
    if (source.length > 0) out.push({ type: 'italic', children: source });
    if (numbers) text(`${source.length > 0 ? ' ' : ''}${numbers}`);
    stop();
  }
  const publisher = [childText(element, 'publisher-loc'), publisherName].filter(Boolean).join(': ');
  if (publisher) part([{ type: 'text', text: publisher }]);
  for (const extra of childElements(element).filter((child) => !placedParts.has(child.local))) part(trimInline(parseInline(extra.children, context)));
  for (const link of childElements(element, 'pub-id', 'ext-link', 'uri')) {
    if (attribute(link, 'pub-id-type') === 'doi') text('doi: ');
    out.push(...parseInline([link], context));
    text(' ');
  }
  return trimInline(textInPieces(mergeText(out)));
}
