import { z } from 'zod';
import { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import type { ArticleSummary } from '../../schemas/content/list-items.ts';
import { flag, flagOff, flagOn } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { emptyPage, endpointListQuery } from '../../kits/home/list-query.ts';
import { listLimit } from '../../kits/home/props.ts';
import { latestIssueFeedLinks } from './feed-links.ts';
import { latestIssueJsonLd } from './periodical-json-ld.ts';

/**
 * Home module `latestIssue`: the table of contents of the current issue (bootstrap `latestPeriods[0]`). Style 1 is a
 * compact list beside the cover; style 2 shows cards with abstracts.
 */
export const latestIssueProps = z.object({
  limit: listLimit(6),
  showCover: flagOn,
  /** Page ranges; unset follows the journal's publication config (`showPages`). */
  showPages: flag.optional(),
  showAbstract: flagOff,
});
export type LatestIssueProps = z.output<typeof latestIssueProps>;

export default defineBlockContract({
  props: latestIssueProps,
  query: (props, context) => {
    const period = context.bootstrap.latestPeriods[0];
    if (!period) {
      return { queryKey: ['home-list', context.bootstrap.site.siteId, context.lang, 'no-current-issue'], queryFn: async () => emptyPage<ArticleSummary>(props.limit) };
    }
    return endpointListQuery(context, contentListEndpoints.articleList, { periodId: period.id, size: props.limit });
  },
  head: (_props, _data, context) => {
    const periodical = latestIssueJsonLd(context);
    return { ...periodical, elements: [...latestIssueFeedLinks(context), ...periodical.elements] };
  },
});
