import type { ArticleContent } from '../../schemas/content/article-content.ts';

/**
 * What a reader without reading permission gets of a full text (spec §6): the front matter, abstracts, keywords,
 * highlights and references a landing page shows (and Google Scholar needs), without the body and the back matter.
 */
export function withholdFullText(content: ArticleContent): ArticleContent {
  return {
    ...content,
    body: [],
    acknowledgements: [],
    contributions: [],
    conflict: [],
    ethics: [],
    dataAvailability: [],
    supplementary: [],
    glossary: [],
    appendix: [],
    footnotes: [],
    notes: [],
    subArticles: [],
  };
}
