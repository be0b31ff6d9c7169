import type { Abstract, InlineText, KeywordGroup } from '../../../schemas/content/article-content.ts';
import { parseBlocks } from './blocks.ts';
import type { ReadingContext } from './context.ts';
import { parseInlineTrimmed } from './inline.ts';
import { attribute, childElements, childText, firstChild, idOf, languageOf } from '../xml/xml-query.ts';
import type { XmlElement } from '../xml/xml-tree.ts';

/*
 * What an article says about itself up front: titles (and their translations), abstracts, highlights, keywords.
 * Language is the element's `xml:lang`, else the document's.
 */

const inlineOf = (element: XmlElement | undefined, context: ReadingContext): InlineText => (element ? parseInlineTrimmed(element.children, context) : []);

export type Titles = { title: InlineText; subtitle: InlineText; transTitles: { lang: string; title: InlineText; subtitle: InlineText }[] };

/** Title, subtitle and translated titles: in `trans-title-group`s (JATS) or loose `trans-title`s (NLM 3.0). */
export function titlesOf(titleGroup: XmlElement | undefined, context: ReadingContext): Titles {
  const grouped = childElements(titleGroup, 'trans-title-group').map((group) => ({
    lang: languageOf(group) || languageOf(firstChild(group, 'trans-title')),
    title: inlineOf(firstChild(group, 'trans-title'), context),
    subtitle: inlineOf(firstChild(group, 'trans-subtitle'), context),
  }));
  const loose = childElements(titleGroup, 'trans-title').map((title) => ({ lang: languageOf(title), title: inlineOf(title, context), subtitle: [] }));
  return {
    title: inlineOf(firstChild(titleGroup, 'article-title'), context),
    subtitle: inlineOf(firstChild(titleGroup, 'subtitle'), context),
    transTitles: [...grouped, ...loose],
  };
}

/** Abstracts and translated abstracts; those typed `highlights` are a list of their own. */
export function abstractsOf(meta: XmlElement | undefined, language: string, context: ReadingContext): { abstracts: Abstract[]; highlights: Abstract[] } {
  const all = childElements(meta, 'abstract', 'trans-abstract').map((element): Abstract => ({
    id: idOf(element),
    lang: languageOf(element) || language,
    abstractType: attribute(element, 'abstract-type'),
    title: inlineOf(firstChild(element, 'title'), context),
    children: parseBlocks(element.children, context),
  }));
  return { abstracts: all.filter((entry) => entry.abstractType !== 'highlights'), highlights: all.filter((entry) => entry.abstractType === 'highlights') };
}

export function keywordsOf(meta: XmlElement | undefined, language: string, context: ReadingContext): KeywordGroup[] {
  return childElements(meta, 'kwd-group').map((group) => ({
    lang: languageOf(group) || language,
    groupType: attribute(group, 'kwd-group-type'),
    title: childText(group, 'title'),
    keywords: childElements(group, 'kwd', 'compound-kwd').map((keyword) => inlineOf(keyword, context)).filter((keyword) => keyword.length > 0),
  }));
}
