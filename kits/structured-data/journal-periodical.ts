import type { Journal } from '../../schemas/content/journal.ts';
import type { HeadContext, HeadElement } from '../../runtime/registry/page-head.ts';
import { localizedString } from '../home/localize.ts';
import { periodicalJsonLd } from './periodical.ts';

/**
 * A journal a block shows, as JSON-LD: the site's own is the site's `Periodical` (the same item the home page has);
 * another journal of the site is named and identified by its own record (it has no home page or publisher here).
 */
export function journalPeriodicalJsonLd(journal: Journal, context: HeadContext): HeadElement {
  if (journal.id === context.bootstrap.journal?.id) return periodicalJsonLd(context);
  const name = localizedString(journal.publicationName, journal.enPublicationName, context.lang).trim();
  const alternateName = [journal.publicationName, journal.enPublicationName].map((entry) => entry.trim()).find((entry) => entry !== '' && entry !== name);
  const issn = [journal.issn, journal.eissn].filter(Boolean);
  return {
    tag: 'json-ld',
    data: { '@context': 'https://schema.org', '@type': 'Periodical', name, ...(alternateName ? { alternateName } : {}), ...(issn.length > 0 ? { issn } : {}) },
  };
}
