import type { Expert } from '../../../schemas/content/expert.ts';
import { languageOfText, portalPage, searchDocument, type SearchDocument } from './search-document.ts';

/** An expert (scholar), found by name, institution, research field and biography; the hit leads to the board. */
export function expertDocument(siteId: number, expert: Expert): SearchDocument {
  return searchDocument({
    kind: 'expert',
    refId: expert.id,
    siteId,
    language: languageOfText(expert.name),
    title: expert.name,
    enTitle: expert.enName === expert.name ? '' : expert.enName,
    summary: [expert.researchField, expert.bio].filter(Boolean).join('\n'),
    enSummary: [expert.enResearchField, expert.enBio].filter(Boolean).join('\n'),
    source: [expert.title, expert.institution].filter(Boolean).join(', '),
    enSource: [expert.enTitle, expert.enInstitution].filter(Boolean).join(', '),
    url: portalPage(`editorial-board/${expert.topicId}/${expert.id}/`),
    imageUrl: expert.photoUrl,
    text: {
      title: [expert.name, expert.enName],
      institutions: [expert.institution, expert.enInstitution],
      keywords: [expert.researchField, expert.enResearchField],
      summary: [expert.title, expert.enTitle, expert.bio, expert.enBio],
    },
  });
}
