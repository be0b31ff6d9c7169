import type { HeadContext, HeadElement } from '../../runtime/registry/page-head.ts';
import { currentIssue } from '../../schemas/routes/feed-href.ts';
import { feedLinks } from '../../kits/feeds/feed-links.ts';

/** The home page names the current-issue feed, once the journal has an issue. */
export function latestIssueFeedLinks(context: HeadContext): HeadElement[] {
  if (!context.bootstrap.latestPeriods[0]) return [];
  return feedLinks({ kind: 'issue', periodId: currentIssue }, context.t('blocks.latestIssue'), context);
}
