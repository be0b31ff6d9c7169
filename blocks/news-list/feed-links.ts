import type { HeadContext, HeadElement } from '../../runtime/registry/page-head.ts';
import { feedLinks } from '../../kits/feeds/feed-links.ts';

/** The home page's news module names the news feed. */
export function newsListFeedLinks(context: HeadContext): HeadElement[] {
  return feedLinks({ kind: 'news' }, context.t('news.heading'), context);
}
