import type { Journal } from '../../schemas/content/journal.ts';
import type { Period } from '../../schemas/period.ts';
import { setAttribute, type XmlBuilder } from '../oai/xml-writer.ts';
import { CrossrefExportError } from './crossref-error.ts';
import { addDate, dateParts } from './crossref-dates.ts';
import { addCrossref, addCrossrefText, cleanText, shortText } from './crossref-xml.ts';

/**
 * `<journal_metadata>`: the journal's title (its English name where it has one: what Crossref's users search and
 * match by), abbreviated title and ISSNs, print and electronic. An ISSN is required (Masthead registers no
 * title-level journal DOI, the only alternative).
 */
export function addJournalMetadata(parent: XmlBuilder, journal: Journal, language: string): void {
  if (!journal.issn && !journal.eissn) {
    throw new CrossrefExportError('noIssn', `journal ${journal.id} has no ISSN: Crossref registers a journal's articles by its print or electronic ISSN`);
  }
  const metadata = setAttribute(addCrossref(parent, 'journal_metadata'), null, 'language', language);
  addCrossref(metadata, 'full_title', cleanText(journal.enPublicationName) || cleanText(journal.publicationName));
  addCrossrefText(metadata, 'abbrev_title', cleanText(journal.abbrevTitle));
  if (journal.issn) setAttribute(addCrossref(metadata, 'issn', journal.issn), null, 'media_type', 'print');
  if (journal.eissn) setAttribute(addCrossref(metadata, 'issn', journal.eissn), null, 'media_type', 'electronic');
}

/** `<journal_issue>`: the issue's date (in print), its volume and its number as printed. */
export function addJournalIssue(parent: XmlBuilder, period: Period): void {
  const issue = addCrossref(parent, 'journal_issue');
  addDate(issue, 'publication_date', dateParts(period.publishDate) ?? { year: String(period.year) }, 'print');
  const volume = shortText(period.periods);
  if (volume) addCrossref(addCrossref(issue, 'journal_volume'), 'volume', volume);
  addCrossref(issue, 'issue', shortText(period.issue) ?? cleanText(period.issue).slice(0, 32));
}
