import { Feed } from 'feed';
import type { FeedFormat } from '../../schemas/routes/feed-href.ts';

/** One item of a feed: an article or a news item, with absolute addresses. */
export type FeedEntry = {
  title: string;
  /** The item's page on the portal. */
  url: string;
  authors: string[];
  date: Date;
  /** Plain text: an abstract or a news summary. */
  summary: string;
  /** Without a DOI the page's address identifies the item. */
  doi: string;
};

/** What a feed says about itself and lists, in one language. */
export type FeedContent = {
  title: string;
  description: string;
  /** The page the feed follows (a table of contents, the Online First list, the news centre). */
  url: string;
  /** BCP 47. */
  language: string;
  /** Who publishes it: the Atom feed's author. */
  publisher: string;
  entries: FeedEntry[];
  /** This feed's own address in each format (RSS's atom:link and Atom's link rel="self"). */
  selfUrls: Record<FeedFormat, string>;
};

/** Characters XML 1.0 cannot carry at all (C0 controls but tab and line breaks, unpaired surrogates, U+FFFE/F). */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const notXmlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const xmlText = (text: string) => text.replace(notXmlCharacters, '');

/**
 * Text for the fields feeds carry as HTML: Atom's `type="html"` title and summary, and RSS's title and description,
 * which readers decode as HTML by custom. Escaped, a hostile `<script>` is shown as text and no `]]>` can end the
 * CDATA section the library writes these fields in.
 */
const htmlText = (text: string) =>
  xmlText(text).replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** A DOI's resolver address, the form Crossref asks to show; `?` and `#` belong to the DOI, not to the address. */
export const doiUrl = (doi: string): string => `https://doi.org/${encodeURI(xmlText(doi)).replace(/[?#]/g, encodeURIComponent)}`;

/** The newest item's date: what changed last (a feed with nothing in it yet says so with the epoch). */
const updatedOf = (entries: FeedEntry[]) => new Date(Math.max(0, ...entries.map((entry) => entry.date.getTime())));

/** The feed as an RSS 2.0 or Atom 1.0 document, written by the `feed` library. */
export function feedDocument(format: FeedFormat, content: FeedContent): string {
  const feed = new Feed({
    id: content.selfUrls.atom,
    title: xmlText(content.title),
    description: xmlText(content.description),
    link: content.url,
    language: content.language,
    updated: updatedOf(content.entries),
    generator: 'Masthead',
    feedLinks: content.selfUrls,
    author: { name: xmlText(content.publisher) },
  });
  for (const entry of content.entries) {
    const id = entry.doi ? doiUrl(entry.doi) : entry.url;
    feed.addItem({
      title: htmlText(entry.title),
      id,
      guid: id,
      link: entry.url,
      date: entry.date,
      published: entry.date,
      description: entry.summary ? htmlText(entry.summary) : undefined,
      author: entry.authors.map((name) => ({ name: xmlText(name) })),
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}
