import type { LanguageSegment } from '../language-codes.ts';

/** The two syndication formats every feed is served in. */
export const feedFormats = ['rss', 'atom'] as const;
export type FeedFormat = (typeof feedFormats)[number];

/** The media type of each format, for the reply and for autodiscovery links. */
export const feedMediaTypes = { rss: 'application/rss+xml', atom: 'application/atom+xml' } as const satisfies Record<FeedFormat, string>;

/** The live platform's name for "the journal's newest issue" in `periodId`. */
export const currentIssue = 'currentIssue';

/**
 * What a feed lists: one issue (the current one or any by id), Online First, one column's newest articles, or news
 * (optionally of one tab).
 */
export type FeedSelection =
  | { kind: 'issue'; periodId: number | typeof currentIssue }
  | { kind: 'onlineFirst' }
  | { kind: 'column'; columnId: number }
  | { kind: 'news'; tab?: number };

/** The site and the language of the feed's texts and page links; a language left out is the site's default. */
export type FeedScope = { siteId: number; lang?: LanguageSegment | undefined };

/**
 * A feed's address. RSS lives under `/rc-pub/front/rss`, Atom under `/rc-pub/front/atom`, with the same rest:
 * the issue feed is the live platform's `…/rss?periodId=currentIssue&siteId=N` (or `periodId=<issue id>`); the others
 * are `…/onlineFirst`, `…/column/{columnId}` and `…/news` (`tab=` optional).
 */
export function feedHref(format: FeedFormat, selection: FeedSelection, { siteId, lang }: FeedScope): string {
  const query = new URLSearchParams();
  let path = `/rc-pub/front/${format}`;
  switch (selection.kind) {
    case 'issue':
      query.set('periodId', String(selection.periodId));
      break;
    case 'onlineFirst':
      path += '/onlineFirst';
      break;
    case 'column':
      path += `/column/${selection.columnId}`;
      break;
    case 'news':
      path += '/news';
      if (selection.tab !== undefined) query.set('tab', String(selection.tab));
      break;
  }
  query.set('siteId', String(siteId));
  if (lang) query.set('lang', lang);
  return `${path}?${query.toString()}`;
}
