import { jatsFormat, xlinkNamespace } from './metadata-formats.ts';
import { xmlNamespace } from './oai-protocol.ts';
import type { RecordSource } from './record-sources.ts';
import { addElement, addTextElement, setAttribute, type XmlBuilder } from './xml-writer.ts';

const ns = jatsFormat.namespace;

const add = (parent: XmlBuilder, name: string, text?: string) => addElement(parent, ns, name, text);
const addText = (parent: XmlBuilder, name: string, text: string | undefined) => addTextElement(parent, ns, name, text);
const withLang = (element: XmlBuilder, lang: string) => setAttribute(element, xmlNamespace, 'xml:lang', lang);

/** A JATS date (`<day>`, `<month>`, `<year>`, in that order) from an ISO date; nothing for a date that is not one. */
function addDate(parent: XmlBuilder, name: string, iso: string, attributes: Record<string, string>): void {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return;
  const date = add(parent, name);
  for (const [key, value] of Object.entries({ ...attributes, 'iso-8601-date': iso })) setAttribute(date, null, key, value);
  add(date, 'day', match[3]);
  add(date, 'month', match[2]);
  add(date, 'year', match[1]);
}

const orcidUrl = (orcid: string) => {
  const id = /\d{4}-\d{4}-\d{4}-\d{3}[\dX]/.exec(orcid)?.[0];
  return id ? `https://orcid.org/${id}` : undefined;
};

const paragraphs = (text: string) => text.split(/\n+/).map((entry) => entry.trim()).filter(Boolean);

/**
 * A JATS `<front>` written from the stored metadata, for articles that were not imported from JATS (or were imported
 * before fronts were kept): journal-meta from the journal, article-meta from the Article entity, in the tag set's order.
 */
export function appendFrontFromMetadata(article: XmlBuilder, { article: entry, journal, period, site, pageUrl }: RecordSource): void {
  const front = add(article, 'front');
  const journalMeta = add(front, 'journal-meta');
  setAttribute(add(journalMeta, 'journal-id', site.sld), null, 'journal-id-type', 'publisher-id');
  const titleGroup = add(journalMeta, 'journal-title-group');
  add(titleGroup, 'journal-title', journal?.publicationName ?? site.name);
  if (journal?.enPublicationName && journal.enPublicationName !== journal.publicationName) {
    const translated = withLang(add(titleGroup, 'trans-title-group'), 'en');
    add(translated, 'trans-title', journal.enPublicationName);
  }
  if (journal?.issn) setAttribute(add(journalMeta, 'issn', journal.issn), null, 'publication-format', 'print');
  if (journal?.eissn) setAttribute(add(journalMeta, 'issn', journal.eissn), null, 'publication-format', 'electronic');
  if (journal?.organizerUnit) add(add(journalMeta, 'publisher'), 'publisher-name', journal.organizerUnit);

  const meta = add(front, 'article-meta');
  if (entry.doi) setAttribute(add(meta, 'article-id', entry.doi), null, 'pub-id-type', 'doi');
  setAttribute(add(meta, 'article-id', String(entry.id)), null, 'pub-id-type', 'publisher-id');
  const titles = add(meta, 'title-group');
  add(titles, 'article-title', entry.title);
  if (entry.language !== 'en' && entry.enTitle && entry.enTitle !== entry.title) {
    add(withLang(add(titles, 'trans-title-group'), 'en'), 'trans-title', entry.enTitle);
  }
  if (entry.authors.length > 0) {
    const contributors = add(meta, 'contrib-group');
    for (const author of entry.authors) {
      const contrib = add(contributors, 'contrib');
      setAttribute(contrib, null, 'contrib-type', 'author');
      if (author.corresponding) setAttribute(contrib, null, 'corresp', 'yes');
      const orcid = orcidUrl(author.orcid);
      if (orcid) setAttribute(add(contrib, 'contrib-id', orcid), null, 'contrib-id-type', 'orcid');
      add(contrib, 'string-name', author.name);
      if (author.enName && author.enName !== author.name) withLang(add(contrib, 'string-name', author.enName), 'en');
      addText(contrib, 'aff', author.institution);
      addText(contrib, 'email', author.email);
    }
  }
  if (entry.publishedOnline) addDate(meta, 'pub-date', entry.publishedOnline, { 'publication-format': 'electronic', 'date-type': 'pub' });
  if (entry.ppubDate) addDate(meta, 'pub-date', entry.ppubDate, { 'publication-format': 'print', 'date-type': 'pub' });
  if (!entry.publishedOnline && !entry.ppubDate) {
    if (entry.publishDate) addDate(meta, 'pub-date', entry.publishDate, { 'date-type': 'pub' });
    else add(setAttribute(add(meta, 'pub-date'), null, 'date-type', 'pub'), 'year', String(entry.year));
  }
  addText(meta, 'volume', entry.volume || period?.periods);
  addText(meta, 'issue', entry.issue || period?.issue);
  addText(meta, 'fpage', entry.firstPageNum);
  addText(meta, 'lpage', entry.lastPageNum);
  const history = [
    ['received', entry.received],
    ['rev-recd', entry.revised],
    ['accepted', entry.accepted],
  ].filter(([, date]) => date);
  if (history.length > 0) {
    const dates = add(meta, 'history');
    for (const [type, date] of history) addDate(dates, 'date', date!, { 'date-type': type! });
  }
  setAttribute(add(meta, 'self-uri'), xlinkNamespace, 'xlink:href', pageUrl);
  if (entry.abstract) {
    const abstract = withLang(add(meta, 'abstract'), entry.language);
    for (const paragraph of paragraphs(entry.abstract)) add(abstract, 'p', paragraph);
  }
  if (entry.language !== 'en' && entry.enAbstract && entry.enAbstract !== entry.abstract) {
    const abstract = withLang(add(meta, 'trans-abstract'), 'en');
    for (const paragraph of paragraphs(entry.enAbstract)) add(abstract, 'p', paragraph);
  }
  for (const [keywords, lang] of [
    [entry.keywords, entry.language],
    [entry.language === 'en' ? [] : entry.enKeywords, 'en'],
  ] as const) {
    if (keywords.length === 0) continue;
    const group = withLang(add(meta, 'kwd-group'), lang);
    for (const keyword of keywords) add(group, 'kwd', keyword);
  }
  if (entry.funds) add(add(meta, 'funding-group'), 'funding-statement', entry.funds);
}
