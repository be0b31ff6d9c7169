import type { Article } from '../../schemas/content/article.ts';
import { inlineStyles, type ArticleContent, type BlockNode, type InlineText } from '../../schemas/content/article-content.ts';
import { inlinePlainText } from '../ingest/storage/plain-text.ts';
import { xmlNamespace } from '../oai/oai-protocol.ts';
import { addElement, setAttribute, xmlSafe, type XmlBuilder } from '../oai/xml-writer.ts';
import { jatsNamespace } from './crossref-xml.ts';

/** One abstract to deposit: its language, its JATS `abstract-type` ('' for the main one), title and text. */
export type AbstractSource = { lang: string; abstractType: string; title: InlineText; blocks: BlockNode[] };

/** Kinds of abstract that are not a summary of the work in words (a picture, a one-line teaser): not deposited. */
const notDeposited = new Set(['graphical', 'teaser', 'toc']);

const paragraphsOf = (text: string): BlockNode[] =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ type: 'p', id: '', children: [{ type: 'text', text: line }] }));

/** The full text's abstracts where it has any, else the entity's abstract and its English twin. */
export function abstractsOf(article: Article, content: ArticleContent | null): AbstractSource[] {
  const fromContent = (content?.abstracts ?? [])
    .filter((abstract) => !notDeposited.has(abstract.abstractType))
    .map((abstract) => ({ lang: abstract.lang || content!.language, abstractType: abstract.abstractType, title: abstract.title, blocks: abstract.children }));
  if (fromContent.length > 0) return fromContent;
  const entity: AbstractSource[] = [{ lang: article.language, abstractType: '', title: [], blocks: paragraphsOf(article.abstract) }];
  if (article.language !== 'en' && article.enAbstract.trim() && article.enAbstract !== article.abstract) {
    entity.push({ lang: 'en', abstractType: '', title: [], blocks: paragraphsOf(article.enAbstract) });
  }
  return entity;
}

const styles = new Set<string>(inlineStyles);
const addJats = (parent: XmlBuilder, name: string) => addElement(parent, jatsNamespace, name);

/** Inline text with its emphasis as JATS; links and cross-references as their text, formulas as their TeX or text. */
function addInline(parent: XmlBuilder, nodes: InlineText): void {
  for (const node of nodes) {
    if (node.type === 'text') parent.txt(xmlSafe(node.text));
    else if (node.type === 'break') parent.txt(' ');
    else if (styles.has(node.type) && 'children' in node) addInline(addJats(parent, node.type), node.children);
    else if ('children' in node) addInline(parent, node.children);
    else parent.txt(xmlSafe(inlinePlainText([node])));
  }
}

const hasText = (nodes: InlineText) => xmlSafe(inlinePlainText(nodes)).trim() !== '';

/** Paragraphs of a block list, lists included (an item's paragraphs, after its label); figures and tables left out. */
function paragraphs(blocks: BlockNode[]): InlineText[] {
  return blocks.flatMap((block): InlineText[] => {
    if (block.type === 'p') return [block.children];
    if (block.type === 'list') {
      return block.items.flatMap((item) => paragraphs(item.children).map((text, index) => (index === 0 && item.label ? [{ type: 'text' as const, text: `${item.label} ` }, ...text] : text)));
    }
    return [];
  });
}

/**
 * A section's or abstract's content in the order JATS allows (`title?, p*, sec*`): paragraphs before the first
 * section stay paragraphs; one after a section goes into an untitled section of its own.
 */
function addBody(parent: XmlBuilder, blocks: BlockNode[]): void {
  let sectionSeen = false;
  for (const block of blocks) {
    if (block.type === 'sec') {
      sectionSeen = true;
      const section = addJats(parent, 'sec');
      if (hasText(block.title)) addInline(addJats(section, 'title'), block.title);
      addBody(section, block.children);
      continue;
    }
    for (const text of paragraphs([block]).filter(hasText)) addInline(addJats(sectionSeen ? addJats(parent, 'sec') : parent, 'p'), text);
  }
}

/** `<jats:abstract>` for each abstract that has text, with its language and type. */
export function addAbstracts(parent: XmlBuilder, abstracts: AbstractSource[]): void {
  for (const source of abstracts) {
    const text = source.blocks.some((block) => block.type === 'sec' || paragraphs([block]).some(hasText));
    if (!text) continue;
    const abstract = addJats(parent, 'abstract');
    if (/^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(source.lang)) setAttribute(abstract, xmlNamespace, 'xml:lang', source.lang);
    if (source.abstractType) setAttribute(abstract, null, 'abstract-type', source.abstractType);
    if (hasText(source.title)) addInline(addJats(abstract, 'title'), source.title);
    addBody(abstract, source.blocks);
  }
}
