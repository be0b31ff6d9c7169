import { z } from 'zod';
import { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import { text } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { endpointListQuery } from '../../kits/home/list-query.ts';
import { tabQueryParams } from './tabs.ts';
import { listLimit, tabPosition } from '../../kits/home/props.ts';
import { initialTabIndex } from '../../kits/home/initial-tab.ts';
import { rankingWindows } from '../../schemas/content/ranking-window.ts';

/** A tab's key is the sort it ranks by (spec §3 sort fields); `editorsChoice` lists the newest articles. */
export const articleTabKey = z.enum(['editorsChoice', 'visits', 'downloads', 'referenceCount', 'commentCount', 'publishDate']);
export type ArticleTabKey = z.infer<typeof articleTabKey>;

export const articleTab = z.object({
  key: articleTabKey,
  /** Tab labels; blank labels fall back to the block's label for the key. */
  name: text,
  enName: text,
});

const defaultTabs = [
  { key: 'visits', name: '', enName: '' },
  { key: 'downloads', name: '', enName: '' },
  { key: 'referenceCount', name: '', enName: '' },
] as const;

/** Home module `selarticle`: featured articles in tabs (most read, downloaded, cited, editors' choice …). */
export const selectedArticlesProps = z.object({
  /** The tab shown first, counted from 1. */
  tab: tabPosition,
  limit: listLimit(6),
  tabs: z
    .array(articleTab)
    .min(1, 'needs at least one tab')
    .refine((tabs) => new Set(tabs.map((tab) => tab.key)).size === tabs.length, 'lists a tab key twice')
    .default(() => defaultTabs.map((tab) => ({ ...tab }))),
  /** Spec §9 ranking window: only articles published within it are ranked (default: all time). */
  window: z.enum(rankingWindows).default('all'),
});
export type SelectedArticlesProps = z.output<typeof selectedArticlesProps>;

/** A site without comments (`aggregated.enableComment` off) ranks nothing by them: its comment tab is left out. */
function withoutCommentTabs(props: SelectedArticlesProps): SelectedArticlesProps {
  const tabs = props.tabs.filter((tab) => tab.key !== 'commentCount');
  return { ...props, tabs: tabs.length > 0 ? tabs : defaultTabs.map((tab) => ({ ...tab })) };
}

export default defineBlockContract({
  props: selectedArticlesProps,
  resolve: (props, { bootstrap }) => (bootstrap.aggregated.enableComment ? props : withoutCommentTabs(props)),
  // Only the first tab shown is fetched with the page; the others load when chosen.
  query: (props, context) => {
    const initial = props.tabs[initialTabIndex(props.tab, props.tabs.length)]!;
    return endpointListQuery(context, contentListEndpoints.articleList, tabQueryParams(initial.key, props.limit, props.window));
  },
});
