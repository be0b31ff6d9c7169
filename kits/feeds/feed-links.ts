import { localizedString } from '../home/localize.ts';
import type { HeadContext, HeadElement } from '../../runtime/registry/page-head.ts';
import { feedFormats, feedHref, feedMediaTypes, type FeedSelection } from '../../schemas/routes/feed-href.ts';

const formatNames = { rss: 'RSS', atom: 'Atom' } as const;

/**
 * A feed's autodiscovery links for a page's head (`<link rel="alternate" type="application/rss+xml" …>` and the Atom
 * one), titled "Site – what it lists (RSS)". The feed speaks the page's language; in the site's default language
 * the address is the live platform's own (`/rc-pub/front/rss?periodId=currentIssue&siteId=N`).
 */
export function feedLinks(selection: FeedSelection, listName: string, { bootstrap, lang, origin }: HeadContext): HeadElement[] {
  const scope = { siteId: bootstrap.site.siteId, lang: lang === bootstrap.header.defaultLanguage ? undefined : lang };
  const title = `${localizedString(bootstrap.site.name, bootstrap.site.enName, lang)} – ${listName}`;
  return feedFormats.map((format) => ({
    tag: 'link',
    rel: 'alternate',
    type: feedMediaTypes[format],
    title: `${title} (${formatNames[format]})`,
    href: `${origin}${feedHref(format, selection, scope)}`,
  }));
}
