import type { ArticleDocumentParts, SubArticle } from '../../../schemas/content/article-content.ts';
import { emptyBackMatter, readAuthorNotes, readBackMatter } from './back-matter.ts';
import { parseBlocks } from './blocks.ts';
import { newReadingContext } from './context.ts';
import { readContributors } from './contributors.ts';
import { fundingOf } from './funding.ts';
import { doiAmong } from './publication-meta.ts';
import { abstractsOf, keywordsOf, titlesOf } from './titles-and-abstracts.ts';
import { attribute, childElements, firstChild, idOf, languageOf } from '../xml/xml-query.ts';
import type { XmlElement } from '../xml/xml-tree.ts';

/** Where one document's parts are in the XML: an article's `front`/`body`/`back`, or a sub-article's. */
export type DocumentSource = {
  /** `article-meta`, or a sub-article's `front-stub`. */
  meta: XmlElement | undefined;
  /** Front-matter elements outside the meta that belong with the back matter (`notes`). */
  frontNotes: XmlElement[];
  body: XmlElement | undefined;
  back: XmlElement | undefined;
  /** `floats-group`: figures and tables kept out of the running text; shown after it. */
  floats: XmlElement | undefined;
};

/** Front matter, body and back matter of one document, each part in its place. */
export function readDocument(source: DocumentSource, language: string, documentId = ''): ArticleDocumentParts {
  const context = newReadingContext(documentId);
  const { meta } = source;
  const people = readContributors(meta, context);
  const back = emptyBackMatter();
  readAuthorNotes(firstChild(meta, 'author-notes'), back, context);
  const body = [...parseBlocks(source.body?.children ?? [], context), ...parseBlocks(source.floats?.children ?? [], context)];
  const titleNotes = childElements(firstChild(meta, 'title-group'), 'fn-group');
  readBackMatter([...titleNotes, ...childElements(meta, 'supplementary-material', 'notes'), ...source.frontNotes], back, context);
  readBackMatter(source.back?.children ?? [], back, context);
  const funding = fundingOf(meta, context);
  const { fundingStatement, footnotes, ...statements } = back;
  return {
    ...titlesOf(firstChild(meta, 'title-group'), context),
    ...people,
    ...abstractsOf(meta, language, context),
    keywords: keywordsOf(meta, language, context),
    body,
    ...statements,
    funding: { awards: funding.awards, statement: [...funding.statement, ...fundingStatement] },
    footnotes: [...footnotes, ...context.footnotesInText],
  };
}

/** Sub-articles (and NLM `response`s) directly inside an article or sub-article, with theirs in turn. */
export function readSubArticles(parent: XmlElement, parentLanguage: string): SubArticle[] {
  return childElements(parent, 'sub-article', 'response').map((sub, index) => {
    const language = languageOf(sub) || parentLanguage;
    const front = firstChild(sub, 'front');
    const meta = firstChild(sub, 'front-stub') ?? firstChild(front, 'article-meta');
    return {
      type: 'sub-article',
      id: idOf(sub),
      articleType: attribute(sub, 'article-type') || attribute(sub, 'response-type'),
      language,
      doi: doiAmong(meta),
      ...readDocument(
        { meta, frontNotes: childElements(front, 'notes'), body: firstChild(sub, 'body'), back: firstChild(sub, 'back'), floats: firstChild(sub, 'floats-group') },
        language,
        idOf(sub) || `sub-article-${index + 1}`,
      ),
      subArticles: readSubArticles(sub, language),
    };
  });
}
