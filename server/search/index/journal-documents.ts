import type { Journal } from '../../../schemas/content/journal.ts';
import { languageOfText, portalPage, searchDocument, type SearchDocument } from './search-document.ts';

/** A journal (spec §3 journal search fields: name, organizer unit, CN, ISSN); its hit leads to its introduction. */
export function journalDocument(siteId: number, journal: Journal): SearchDocument {
  return searchDocument({
    kind: 'journal',
    refId: journal.id,
    siteId,
    publicationId: journal.id,
    language: languageOfText(journal.publicationName),
    title: journal.publicationName,
    enTitle: journal.enPublicationName,
    summary: journal.introduction,
    enSummary: journal.enIntroduction,
    authors: [journal.editorInChief].filter(Boolean),
    source: [journal.sponsor || journal.organizerUnit, journal.issn && `ISSN ${journal.issn}`, journal.cn && `CN ${journal.cn}`].filter(Boolean).join(' · '),
    url: portalPage('about/'),
    imageUrl: journal.coverUrl,
    text: {
      title: [journal.publicationName, journal.enPublicationName],
      institutions: [journal.organizerUnit, journal.sponsor, journal.supervisor],
      identifiers: [journal.issn, journal.eissn, journal.cn],
      authors: [journal.editorInChief, journal.enEditorInChief],
      summary: [journal.introduction, journal.enIntroduction],
    },
  });
}
