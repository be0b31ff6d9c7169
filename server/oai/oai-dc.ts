import { dcNamespace, oaiDcFormat } from './metadata-formats.ts';
import { xmlNamespace, xmlnsNamespace, xsiNamespace } from './oai-protocol.ts';
import type { RecordSource } from './record-sources.ts';
import { citationLine } from './citation-line.ts';
import { addElement, setAttribute, xmlSafe, type XmlBuilder } from './xml-writer.ts';

/** Adds a Dublin Core element for each distinct, non-empty value (in a language, when one is given). */
function addValues(dc: XmlBuilder, name: string, values: Array<string | undefined>, lang?: string): void {
  for (const value of new Set(values.map((entry) => xmlSafe(entry ?? '').trim()).filter(Boolean))) {
    const element = addElement(dc, dcNamespace, `dc:${name}`, value);
    if (lang) setAttribute(element, xmlNamespace, 'xml:lang', lang);
  }
}

/**
 * The record as unqualified Dublin Core (`oai_dc`), mapped as repositories commonly do: the article's title, authors,
 * keywords and abstract in its language and, for a Chinese article, in English too; the journal as source and
 * publisher; the portal page and the DOI as identifiers; open access as an info:eu-repo rights term.
 */
export function appendOaiDc(metadata: XmlBuilder, { article, journal, pageUrl }: RecordSource): void {
  const dc = metadata.ele(oaiDcFormat.namespace, 'oai_dc:dc');
  setAttribute(dc, xmlnsNamespace, 'xmlns:dc', dcNamespace);
  setAttribute(dc, xsiNamespace, 'xsi:schemaLocation', `${oaiDcFormat.namespace} ${oaiDcFormat.schema}`);
  const lang = article.language;
  const translated = lang !== 'en';

  addValues(dc, 'title', [article.title], lang);
  if (translated && article.enTitle !== article.title) addValues(dc, 'title', [article.enTitle], 'en');
  addValues(
    dc,
    'creator',
    article.authors.map((author) => author.name),
  );
  addValues(dc, 'subject', article.keywords, lang);
  if (translated) addValues(dc, 'subject', article.enKeywords.filter((keyword) => !article.keywords.includes(keyword)), 'en');
  addValues(dc, 'description', [article.abstract], lang);
  if (translated && article.enAbstract !== article.abstract) addValues(dc, 'description', [article.enAbstract], 'en');
  addValues(dc, 'publisher', [journal?.organizerUnit]);
  addValues(dc, 'date', [article.publishDate || String(article.year)]);
  addValues(dc, 'type', ['Text', 'info:eu-repo/semantics/article']);
  addValues(dc, 'identifier', [pageUrl, article.doi ? `https://doi.org/${article.doi}` : undefined]);
  addValues(dc, 'source', [journal ? citationLine(journal.publicationName, article) : undefined], lang);
  if (translated && journal?.enPublicationName) addValues(dc, 'source', [citationLine(journal.enPublicationName, article)], 'en');
  addValues(dc, 'source', [journal?.issn ? `ISSN ${journal.issn}` : undefined, journal?.eissn ? `eISSN ${journal.eissn}` : undefined]);
  addValues(dc, 'language', [lang]);
  addValues(dc, 'rights', [article.openAccess ? 'info:eu-repo/semantics/openAccess' : 'info:eu-repo/semantics/restrictedAccess']);
}
