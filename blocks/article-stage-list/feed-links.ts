import type { HeadContext, HeadElement } from '../../runtime/registry/page-head.ts';
import { feedLinks } from '../../kits/feeds/feed-links.ts';
import type { ArticleStageListProps } from './contract.ts';

/** The Online First list names its feed (Just Accepted has none). */
export function stageListFeedLinks(props: ArticleStageListProps, context: HeadContext): HeadElement[] {
  if (props.status !== 'onlineFirst') return [];
  return feedLinks({ kind: 'onlineFirst' }, context.t('blocks.onlineFirst'), context);
}
