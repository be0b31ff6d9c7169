import { z } from 'zod';
import { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import type { ArticleSummary } from '../../schemas/content/list-items.ts';
import type { Page } from '../../schemas/page.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { loadedOrFailed, type Loaded } from '../../kits/journal/loaded.ts';
import { stageListFeedLinks } from './feed-links.ts';

/** Spec §9: lists page by 20. */
export const stageListPageSize = 20;

/**
 * The Online First (firstStatus 1-10) or Just Accepted (-1) articles, a page at a time (`?page=`, counted from 0 as
 * the API counts; a page number that is not one reads as the first page).
 */
export const articleStageListProps = z.object({
  status: z.enum(['onlineFirst', 'justAccepted']),
  page: z.coerce.number().int().min(0).max(10_000).catch(0),
});
export type ArticleStageListProps = z.output<typeof articleStageListProps>;

export default defineBlockContract<ArticleStageListProps, Loaded<Page<ArticleSummary>>>({
  props: articleStageListProps,
  // A list the publication settings turn off is not there.
  resolve: (props, { bootstrap }) => (bootstrap.publication[props.status] ? props : undefined),
  query: (props, context) => {
    const query = { status: props.status, page: props.page, size: stageListPageSize };
    return {
      queryKey: ['articleStageList', context.bootstrap.site.siteId, context.lang, query],
      queryFn: () => loadedOrFailed(() => context.call(contentListEndpoints.articleList, { query })),
    };
  },
  head: (props, _data, context) => ({ elements: stageListFeedLinks(props, context) }),
});
