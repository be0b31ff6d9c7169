import type { AlbumItemSort, AlbumTab } from '../../schemas/content/album-item-options.ts';
import type { AlbumEntry, AlbumPart } from '../../schemas/content/album-items.ts';
import type { ArticleSummary } from '../../schemas/content/list-items.ts';
import type { Expert } from '../../schemas/content/expert.ts';
import { ArticleList, type ArticleMetric } from '../../kits/home/ArticleList.tsx';
import { ExpertList } from './ExpertList.tsx';
import { PartList } from './PartList.tsx';

/** The count an article line shows beside it: the one the list is ranked by. */
const metricOf: Partial<Record<AlbumItemSort, ArticleMetric>> = { VISITS: 'visits', DOWNLOADS: 'downloads', COMMENT_COUNT: 'commentCount' };

/** One tab's items as that tab lists them (each tab's reply holds entries of its own kind only). */
export function AlbumItems({ tab, entries, sort }: { tab: AlbumTab; entries: AlbumEntry[]; sort: AlbumItemSort }) {
  if (tab === 'thesis') {
    const articles = entries.flatMap((entry): ArticleSummary[] => (entry.kind === 'thesis' ? [entry.article] : []));
    return <ArticleList articles={articles} layout="list" showDate showColumn metric={metricOf[sort]} />;
  }
  if (tab === 'experts') return <ExpertList experts={entries.flatMap((entry): Expert[] => (entry.kind === 'experts' ? [entry.expert] : []))} />;
  const parts = entries.flatMap((entry): AlbumPart[] => (entry.kind === tab ? [entry.part] : []));
  return <PartList parts={parts} kind={tab} />;
}
