import { z } from 'zod';
import { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import type { Period, PeriodTree } from '../../schemas/period.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { loadedOrFailed, type Loaded } from '../../kits/journal/loaded.ts';
import { issueListJsonLd } from './periodical-json-ld.ts';

/** The all-issues screen (`/{lang}/issues/`) takes nothing from its address: it lists every issue of the journal. */
export const issueListProps = z.object({});
export type IssueListProps = z.output<typeof issueListProps>;

const isYearGroups = (reply: PeriodTree | Period[]): reply is PeriodTree => reply.every((entry) => Array.isArray(entry.periods));

/** The route answers year groups to `groupByYear=true` and a flat list otherwise; the entry's reply is either. */
function yearGroups(reply: PeriodTree | Period[]): PeriodTree {
  if (isYearGroups(reply)) return reply;
  throw new Error('getPeriodTree answered a flat list to groupByYear=true');
}

export default defineBlockContract<IssueListProps, Loaded<PeriodTree>>({
  props: issueListProps,
  query: (_props, context) => {
    const query = { groupByYear: 'true', isBack: 'false', periodAsc: 'false' } as const;
    return {
      queryKey: ['issueList', context.bootstrap.site.siteId, context.lang],
      queryFn: () => loadedOrFailed(async () => yearGroups(await context.call(catalogueEndpoints.periodTree, { query }))),
    };
  },
  head: (_props, data, context) => issueListJsonLd(data, context),
});
