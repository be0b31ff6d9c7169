import type { HeadContext, HeadElement } from '../../runtime/registry/page-head.ts';
import { feedLinks } from '../../kits/feeds/feed-links.ts';

/** The home page's Online First module names the Online First feed. */
export function onlineFirstFeedLinks(context: HeadContext): HeadElement[] {
  if (!context.bootstrap.publication.onlineFirst) return [];
  return feedLinks({ kind: 'onlineFirst' }, context.t('blocks.onlineFirst'), context);
}
