import type { ArticleContent, Citation } from '../../schemas/content/article-content.ts';
import { inlinePlainText } from '../ingest/storage/plain-text.ts';
import { setAttribute, type XmlBuilder } from '../oai/xml-writer.ts';
import { addCrossref, cleanText } from './crossref-xml.ts';

/** The deposit schema's DOI: prefix of 4-9 digits, a suffix of at most 200 characters. */
export const depositableDoi = /^10\.\d{4,9}\/.{1,200}$/u;

/** A reference's DOI as the deposit writes it: bare, without a resolver address or `doi:`. */
export function bareDoi(value: string): string | undefined {
  const doi = cleanText(value).replace(/^(doi:\s*|https?:\/\/(dx\.)?doi\.org\/)/i, '');
  return depositableDoi.test(doi) ? doi : undefined;
}

/** What a citation's parts give Crossref to match on, in the element names of `<citation>`. */
function citationParts(citation: Citation): [string, string | undefined][] {
  const source = cleanText(citation.source);
  const isBook = ['book', 'chapter', 'book-chapter', 'report', 'thesis', 'confproc', 'data', 'software', 'web', 'webpage'].includes(citation.publicationType);
  return [
    ['doi', bareDoi(citation.doi)],
    [isBook ? 'volume_title' : 'journal_title', source],
    // The first author as the reference names them ("Surname GivenNames", or a group's name, which no split could tell).
    ['author', cleanText(citation.authors[0])],
    ['volume', cleanText(citation.volume)],
    ['issue', cleanText(citation.issue)],
    ['first_page', cleanText(citation.fpage) || cleanText(citation.elocationId)],
    ['cYear', /\d{4}[a-z]?/.exec(citation.year)?.[0]],
    ['article_title', cleanText(citation.title)],
    ['unstructured_citation', cleanText(inlinePlainText(citation.text))],
  ];
}

/**
 * `<citation_list>`: every reference of the full text's reference lists, keyed by its id (unique within the list),
 * with its DOI and the parts it tags, and the whole citation as text. Nothing when the article has no references.
 */
export function addCitations(parent: XmlBuilder, content: ArticleContent | null): number {
  const references = (content?.references ?? []).flatMap((list) => list.refs);
  const keys = new Set<string>();
  let list: XmlBuilder | undefined;
  let count = 0;
  references.forEach((reference, index) => {
    const first = reference.citations[0];
    if (!first) return;
    const parts = citationParts(first).filter((part): part is [string, string] => Boolean(part[1]));
    if (parts.length === 0) return;
    let key = cleanText(reference.id).slice(0, 120) || `ref${index + 1}`;
    while (keys.has(key)) key = `${key}-${index + 1}`;
    keys.add(key);
    list ??= addCrossref(parent, 'citation_list');
    const citation = setAttribute(addCrossref(list, 'citation'), null, 'key', key);
    for (const [name, value] of parts) addCrossref(citation, name, value);
    count += 1;
  });
  return count;
}
