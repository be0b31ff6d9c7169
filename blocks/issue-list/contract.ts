import { z } from 'zod';
import { periodTree, type PeriodTree } from '../../schemas/period.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { loadedOrFailed, type Loaded } from '../../kits/journal/loaded.ts';
import { issueListJsonLd } from './periodical-json-ld.ts';

export const periodTreePath = '/rc-pub/front/front-period/getPeriodTree';

/** The all-issues screen (`/{lang}/issues/`) takes nothing from its address: it lists every issue of the journal. */
export const issueListProps = z.object({});
export type IssueListProps = z.output<typeof issueListProps>;

export default defineBlockContract<IssueListProps, Loaded<PeriodTree>>({
  props: issueListProps,
  query: (_props, context) => {
    const query = { groupByYear: 'true', isBack: 'false', periodAsc: 'false' };
    return {
      queryKey: ['issueList', context.bootstrap.site.siteId, context.lang],
      queryFn: () => loadedOrFailed(() => context.get(periodTreePath, query, periodTree)),
    };
  },
  head: (_props, data, context) => issueListJsonLd(data, context),
});
