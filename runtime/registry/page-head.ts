import type { TFunction } from 'i18next';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';

/** One element a block adds to the page's head. Values are text: the document head escapes them. */
export type HeadElement =
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: string; href: string; type?: string; title?: string }
  | { tag: 'json-ld'; data: Record<string, unknown> };

/**
 * What a block says about the page it is on (an article's block: its title, its `citation_*` tags, its JSON-LD).
 * `canonicalLanguage` names the language version the page's canonical link points at (an article's own language),
 * when it is not the page's.
 */
export type PageHead = { title?: string; canonicalLanguage?: LanguageSegment; elements: HeadElement[] };

/** What a block's `head` may read besides its props and data; `t` is the page language's UI text. */
export type HeadContext = { bootstrap: Bootstrap; lang: LanguageSegment; sld: string | undefined; origin: string; t: TFunction };

/**
 * Heads of several blocks as one: the first title and canonical language win, elements add up — a JSON-LD item only
 * once (two blocks of one page may both describe the site's journal).
 */
export function mergePageHeads(heads: PageHead[]): PageHead {
  const jsonLdSeen = new Set<string>();
  const firstOfItsKind = (element: HeadElement) => {
    if (element.tag !== 'json-ld') return true;
    const text = JSON.stringify(element.data);
    if (jsonLdSeen.has(text)) return false;
    jsonLdSeen.add(text);
    return true;
  };
  return {
    title: heads.find((head) => head.title)?.title,
    canonicalLanguage: heads.find((head) => head.canonicalLanguage)?.canonicalLanguage,
    elements: heads.flatMap((head) => head.elements).filter(firstOfItsKind),
  };
}
