import type { HeadContext, HeadElement } from '../../runtime/registry/page-head.ts';
import { feedLinks } from '../../kits/feeds/feed-links.ts';

/** The news centre names the news feed. */
export function newsFeedLinks(context: HeadContext): HeadElement[] {
  return feedLinks({ kind: 'news' }, context.t('news.heading'), context);
}
