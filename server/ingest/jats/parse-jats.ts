import { articleContent, type ArticleContent } from '../../../schemas/content/article-content.ts';
import { newReadingContext } from './context.ts';
import { countContent } from './count-content.ts';
import { decodeXml } from '../xml/decode-xml.ts';
import { readDocument, readSubArticles } from './document.ts';
import { datesOf, doiAmong, journalOf, permissionsOf, subjectsOf } from './publication-meta.ts';
import { RejectedInput } from '../rejected-input.ts';
import { attribute, childElements, childText, firstChild, languageOf } from '../xml/xml-query.ts';
import { parseXml, type XmlElement } from '../xml/xml-tree.ts';

/**
 * Reads a JATS (1.0–1.3) or NLM (3.0) article into the content model, checked against its schema. Throws
 * RejectedInput, saying why, for a file that is not well-formed XML or not a JATS article.
 */
export function parseJats(xml: string | Uint8Array): ArticleContent {
  return readJatsTree(parseXml(typeof xml === 'string' ? xml : decodeXml(xml)));
}

/** Reads a parsed JATS document (see parseJats). */
export function readJatsTree(root: XmlElement): ArticleContent {
  if (root.local !== 'article') throw new RejectedInput(`the root element is <${root.name}>, not <article>: not a JATS article`);
  const front = firstChild(root, 'front');
  const meta = firstChild(front, 'article-meta');
  if (!meta) throw new RejectedInput('the article has no <front>/<article-meta>: not a JATS article');
  const language = languageOf(root) || 'en';

  const draft = {
    language,
    articleType: attribute(root, 'article-type'),
    doi: doiAmong(meta),
    journal: journalOf(firstChild(front, 'journal-meta')),
    subjects: subjectsOf(meta),
    volume: childText(meta, 'volume'),
    issue: childText(meta, 'issue'),
    fpage: childText(meta, 'fpage'),
    lpage: childText(meta, 'lpage'),
    elocationId: childText(meta, 'elocation-id'),
    dates: datesOf(meta),
    permissions: permissionsOf(meta, newReadingContext()),
    ...readDocument(
      { meta, frontNotes: childElements(front, 'notes'), body: firstChild(root, 'body'), back: firstChild(root, 'back'), floats: firstChild(root, 'floats-group') },
      language,
    ),
    subArticles: readSubArticles(root, language),
  };
  const checked = articleContent.safeParse({ ...draft, counts: countContent(draft) });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new RejectedInput(`the article does not fit the content model: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return checked.data;
}
