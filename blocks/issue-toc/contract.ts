import { z } from 'zod';
import { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import type { IssueToc } from '../../schemas/content/issue-toc.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { loadedOrFailed, type Loaded } from '../../kits/journal/loaded.ts';
import { issueTitle } from './issue-title.ts';
import { issueFeedLinks } from './feed-links.ts';
import { publicationIssueJsonLd } from './publication-issue-json-ld.ts';

/**
 * One issue's table of contents (`/{lang}/issue/{year}/{issue}/`): year and issue as the address gives them, checked
 * by the server (one that names no issue makes the page a 404); neither: the latest issue.
 */
export const issueTocProps = z.object({
  year: z.string().optional(),
  issue: z.string().optional(),
});
export type IssueTocProps = z.output<typeof issueTocProps>;

export default defineBlockContract<IssueTocProps, Loaded<IssueToc>>({
  props: issueTocProps,
  query: (props, context) => ({
    queryKey: ['issueToc', context.bootstrap.site.siteId, context.lang, props.year ?? '', props.issue ?? ''],
    queryFn: () => loadedOrFailed(() => context.call(catalogueEndpoints.issueToc, { query: { year: props.year, issue: props.issue } })),
  }),
  head: (_props, data, context) => {
    const period = data.outcome === 'found' ? data.data.period : null;
    return { title: period ? issueTitle(period, context.lang, context.t) : undefined, elements: [...issueFeedLinks(data, context), ...publicationIssueJsonLd(data, context)] };
  },
});
