import type { ArticleDates, JournalMeta, Permissions } from '../../../schemas/content/article-content.ts';
import { parseBlocks } from './blocks.ts';
import type { ReadingContext } from './context.ts';
import { doiOf, webLink } from './links.ts';
import { attribute, childElements, childText, descendants, firstChild, hrefOf, languageOf, plainText } from '../xml/xml-query.ts';
import type { XmlElement } from '../xml/xml-tree.ts';

/*
 * Where and when an article was published: journal, identifiers, issue and pages, dates, licence.
 */

export function journalOf(journalMeta: XmlElement | undefined): JournalMeta {
  const titleGroup = firstChild(journalMeta, 'journal-title-group');
  const issns = childElements(journalMeta, 'issn');
  const isElectronic = (issn: XmlElement) => ['epub', 'electronic'].includes(attribute(issn, 'pub-type') || attribute(issn, 'publication-format'));
  const publisher = firstChild(journalMeta, 'publisher');
  return {
    title: childText(titleGroup, 'journal-title') || childText(journalMeta, 'journal-title'),
    abbrevTitle: childText(titleGroup, 'abbrev-journal-title') || childText(journalMeta, 'abbrev-journal-title'),
    issn: plainText(issns.find((issn) => !isElectronic(issn))),
    eissn: plainText(issns.find(isElectronic)),
    publisher: childText(publisher, 'publisher-name'),
    publisherLocation: childText(publisher, 'publisher-loc'),
  };
}

/** The DOI among an element's `article-id`s, or ''. */
export function doiAmong(meta: XmlElement | undefined): string {
  const id = childElements(meta, 'article-id').find((candidate) => attribute(candidate, 'pub-id-type') === 'doi');
  return id ? doiOf(plainText(id)) : '';
}

/** Subject headings, without the publisher's discipline taxonomies. */
export function subjectsOf(meta: XmlElement | undefined): string[] {
  const groups = childElements(firstChild(meta, 'article-categories'), 'subj-group');
  const headings = groups.filter((group) => ['', 'heading', 'display-channel'].includes(attribute(group, 'subj-group-type')));
  return [...new Set(headings.flatMap((group) => childElements(group, 'subject').map(plainText)).filter(Boolean))];
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date element as YYYY, YYYY-MM or YYYY-MM-DD, from `iso-8601-date` or its parts; '' when it has no year. */
export function dateOf(element: XmlElement): string {
  const iso = /^(\d{4})(-(\d{2}))?(-(\d{2}))?/.exec(attribute(element, 'iso-8601-date'));
  const year = iso?.[1] ?? childText(element, 'year').slice(0, 4);
  if (!/^\d{4}$/.test(year)) return '';
  const monthText = iso?.[3] ?? childText(element, 'month');
  const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : months.indexOf(monthText.slice(0, 3).toLowerCase()) + 1;
  if (!(month >= 1 && month <= 12)) return year;
  const day = Number(iso?.[5] ?? childText(element, 'day'));
  const lastDay = new Date(Date.UTC(Number(year), month, 0)).getUTCDate();
  return Number.isInteger(day) && day >= 1 && day <= lastDay ? `${year}-${twoDigits(month)}-${twoDigits(day)}` : `${year}-${twoDigits(month)}`;
}

/** Publication dates (`pub-date`, JATS 1.0–1.3 and NLM 3.0 spellings) and history dates (`history/date`). */
export function datesOf(meta: XmlElement | undefined): ArticleDates {
  const dates: ArticleDates = { received: '', revised: '', accepted: '', epub: '', ppub: '', collection: '', other: [] };
  const setOnce = (key: 'received' | 'revised' | 'accepted' | 'epub' | 'ppub' | 'collection', date: string) => {
    if (!dates[key]) dates[key] = date;
  };
  for (const pubDate of childElements(meta, 'pub-date')) {
    const date = dateOf(pubDate);
    if (!date) continue;
    const type = (attribute(pubDate, 'pub-type') || attribute(pubDate, 'date-type') || 'pub').toLowerCase();
    const format = attribute(pubDate, 'publication-format').toLowerCase();
    if (type === 'collection') setOnce('collection', date);
    else if (type === 'epub-ppub') {
      setOnce('epub', date);
      setOnce('ppub', date);
    } else if (type === 'ppub' || (type === 'pub' && format === 'print')) setOnce('ppub', date);
    else if (type === 'epub' || type === 'pub' || type === 'original-publication') setOnce('epub', date);
    else dates.other.push({ type, date });
  }
  for (const event of childElements(firstChild(meta, 'history'), 'date')) {
    const date = dateOf(event);
    if (!date) continue;
    const type = attribute(event, 'date-type').toLowerCase();
    if (type === 'received') setOnce('received', date);
    else if (type === 'accepted') setOnce('accepted', date);
    else if (type === 'rev-recd' || type === 'revised') setOnce('revised', date);
    else dates.other.push({ type, date });
  }
  return dates;
}

export function permissionsOf(meta: XmlElement | undefined, context: ReadingContext): Permissions {
  const permissions = firstChild(meta, 'permissions');
  return {
    copyrightStatement: childText(permissions, 'copyright-statement'),
    copyrightYear: childText(permissions, 'copyright-year'),
    copyrightHolder: childText(permissions, 'copyright-holder'),
    licenses: childElements(permissions, 'license').map((license) => {
      // JATS 1.2+ may state the licence address in an ALI element instead of on the licence.
      const address = hrefOf(license) || plainText(descendants(license, 'license_ref')[0]);
      return {
        href: webLink(address) ?? '',
        licenseType: attribute(license, 'license-type'),
        lang: languageOf(license),
        children: parseBlocks(childElements(license, 'license-p', 'p').map((paragraph) => ({ ...paragraph, local: 'p' })), context),
      };
    }),
  };
}
