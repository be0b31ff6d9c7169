import type { AiqaAnswer } from '../../schemas/aiqa-api.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { searchRequest } from '../../schemas/search/search-request.ts';
import type { HighlightedText, SearchHit } from '../../schemas/search/search-results.ts';
import type { SearchEngine, SearchScope } from '../search/search-engine.ts';
import { UnsearchableQuery } from '../search/search-engine.ts';
import { frameTexts } from './frame-text.ts';
import { anyOfQuery, questionTerms } from './question-terms.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

/** How many articles an answer cites. */
export const citationsPerAnswer = 5;

const plain = (text: HighlightedText) => text.map((run) => run.text).join('');

/** An article hit's page (`/{sld}/{lang}/article/{id}` with the article's language) in the reader's language. */
function readerLink(hit: SearchHit, lang: LanguageSegment): string {
  const match = /^\/([^/]+)\/[^/]+\/article\/(\d+)\/?$/.exec(hit.url);
  return match ? screenHref(familyPrefix(lang, match[1]), 'article', { thesisId: match[2]! }) : hit.url;
}

/**
 * The development frame's answer to a question: the site's articles that match it best (searched through the search
 * engine, as the search page does), cited by title and link, with a one-line answer in the reader's language.
 */
export async function answerQuestion(engine: SearchEngine, scope: SearchScope, question: string): Promise<AiqaAnswer> {
  const texts = frameTexts(scope.language);
  const terms = questionTerms(await engine.analyze(question, 'article'));
  let hits: SearchHit[] = [];
  if (terms.length > 0) {
    try {
      const request = searchRequest.parse({ type: 'article', q: anyOfQuery(terms), size: citationsPerAnswer });
      hits = (await engine.search(request, scope)).data.content;
    } catch (error) {
      // A question the engine cannot search has no answer on the site; anything else is a fault.
      if (!(error instanceof UnsearchableQuery)) throw error;
    }
  }
  const citations = hits.map((hit) => ({ id: hit.id, title: plain(hit.title), url: readerLink(hit, scope.language), snippet: plain(hit.snippet) }));
  return { question, answer: citations.length > 0 ? texts.found : texts.nothingFound, citations };
}
