import type { Article } from '../../schemas/content/article.ts';
import type { ArticleContent } from '../../schemas/content/article-content.ts';
import { inlinePlainText } from '../ingest/storage/plain-text.ts';
import { setAttribute, type XmlBuilder } from '../oai/xml-writer.ts';
import { addAccessIndicators } from './access-indicators.ts';
import { addCitations } from './citations.ts';
import { addContributors, authorsOf } from './contributors.ts';
import { addDate, dateParts, fullDate, type DateParts } from './crossref-dates.ts';
import { addCrossref, addCrossrefText, cleanText, shortText } from './crossref-xml.ts';
import { addFunding } from './funding.ts';
import { abstractsOf, addAbstracts } from './jats-abstract.ts';

/** What one `<journal_article>` is written from. */
export type ArticleRecord = { article: Article; content: ArticleContent | null; doi: string; landingPage: string };

const languageCode = (value: string | undefined) => (value && /^[a-z]{2}$/.test(value) ? value : undefined);

/**
 * `<titles>`: an article in another language than English with an English title deposits that as its title and its
 * own as the original-language title (Crossref's users search in English); otherwise its title, and subtitle.
 */
function addTitles(parent: XmlBuilder, { article, content }: ArticleRecord): void {
  const titles = addCrossref(parent, 'titles');
  const title = cleanText(article.title);
  const english = cleanText(article.enTitle);
  if (article.language !== 'en' && english && english !== title) {
    addCrossref(titles, 'title', english);
    setAttribute(addCrossref(titles, 'original_language_title', title), null, 'language', article.language);
    return;
  }
  addCrossref(titles, 'title', title);
  addCrossrefText(titles, 'subtitle', cleanText(inlinePlainText(content?.subtitle ?? [])));
}

/** Publication dates: online and in print as the entity has them; else the day it was published here, online. */
function publicationDates(article: Article): { parts: DateParts; media: 'print' | 'online' }[] {
  const dates: { parts: DateParts | undefined; media: 'print' | 'online' }[] = [
    { parts: dateParts(article.publishedOnline), media: 'online' },
    { parts: dateParts(article.ppubDate), media: 'print' },
  ];
  const known = dates.filter((date): date is { parts: DateParts; media: 'print' | 'online' } => date.parts !== undefined);
  if (known.length > 0) return known;
  return [{ parts: dateParts(article.publishDate) ?? { year: String(article.year) }, media: 'online' }];
}

/**
 * One `<journal_article>`, its parts in the deposit schema's order: titles, contributors, abstracts, publication and
 * acceptance dates, pages, the publisher's item numbers, funding, licences, the DOI and landing page, references.
 */
export function addJournalArticle(parent: XmlBuilder, record: ArticleRecord): void {
  const { article, content } = record;
  const element = setAttribute(addCrossref(parent, 'journal_article'), null, 'publication_type', 'full_text');
  const language = languageCode(content?.language) ?? article.language;
  setAttribute(element, null, 'language', language);

  addTitles(element, record);
  addContributors(element, authorsOf(article, content));
  addAbstracts(element, abstractsOf(article, content));
  const published = publicationDates(article);
  for (const { parts, media } of published) addDate(element, 'publication_date', parts, media);
  const accepted = dateParts(article.accepted);
  if (accepted) addDate(element, 'acceptance_date', accepted);

  const firstPage = shortText(article.firstPageNum) ?? shortText(content?.fpage);
  if (firstPage) {
    const pages = addCrossref(element, 'pages');
    addCrossref(pages, 'first_page', firstPage);
    const lastPage = shortText(article.lastPageNum) ?? shortText(content?.lpage);
    if (lastPage && lastPage !== firstPage) addCrossref(pages, 'last_page', lastPage);
  }
  const item = addCrossref(element, 'publisher_item');
  const articleNumber = shortText(content?.elocationId);
  if (articleNumber) setAttribute(addCrossref(item, 'item_number', articleNumber), null, 'item_number_type', 'article_number');
  // The portal's own id of the article: what its addresses and the publisher's systems know it by.
  addCrossref(item, 'item_number', String(article.id));

  addFunding(element, content?.funding);
  addAccessIndicators(element, article.openAccess, content?.permissions, fullDate(published[0]?.parts));

  const doiData = addCrossref(element, 'doi_data');
  addCrossref(doiData, 'doi', record.doi);
  addCrossref(doiData, 'resource', record.landingPage);
  addCitations(element, content);
}
