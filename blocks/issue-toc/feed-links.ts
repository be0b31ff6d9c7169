import type { IssueToc } from '../../schemas/content/issue-toc.ts';
import type { HeadContext, HeadElement } from '../../runtime/registry/page-head.ts';
import type { Loaded } from '../../kits/journal/loaded.ts';
import { feedLinks } from '../../kits/feeds/feed-links.ts';
import { issueTitle } from './issue-title.ts';

/** A table of contents names the feed of its own issue. */
export function issueFeedLinks(data: Loaded<IssueToc>, context: HeadContext): HeadElement[] {
  const period = data.outcome === 'found' ? data.data.period : null;
  if (!period) return [];
  return feedLinks({ kind: 'issue', periodId: period.id }, issueTitle(period, context.lang, context.t), context);
}
