import { z } from 'zod';
import { albumDetail, albumEntry, albumItemsQuery, albumPart, partListSorts } from '../content/album-items.ts';
import { book } from '../content/book.ts';
import { expert, expertSorts } from '../content/expert.ts';
import { hotWord } from '../content/hot-words.ts';
import { issueToc } from '../content/issue-toc.ts';
import { articleListStatus, articleSummary } from '../content/list-items.ts';
import { rankingOrders, rankingWindows } from '../content/ranking-window.ts';
import { topic } from '../content/topic.ts';
import { infoPage } from '../content/info-page.ts';
import { newsItem } from '../content/news.ts';
import { page, pagingQuery } from '../page.ts';
import { period, periodTree } from '../period.ts';
import { numericId } from '../primitives.ts';
import { booleanQuery } from '../query-values.ts';
import { resourceCounts } from '../statistics.ts';
import { endpoint, envelopeOf } from './endpoint.ts';

const idQuery = z.object({ id: numericId });

const partListQuery = pagingQuery.extend({ sort: z.enum(partListSorts).default('publishDate') });

/** How the issue tree is cut and ordered. */
export const periodTreeQuery = z.object({
  isBack: booleanQuery.default(false),
  groupByYear: booleanQuery.default(true),
  periodAsc: booleanQuery.default(false),
});

/** Issues, experts, news, collections, topics and rankings (the content routes other than the home lists). */
export const catalogueEndpoints = {
  firstTwoPeriods: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-period/getFirstTwoPeriods',
    tag: 'catalogue',
    summary: "The journal's two newest issues (none when the site has no journal).",
    query: z.object({ publicationIndexId: numericId.optional() }),
    reply: envelopeOf(z.array(period)),
  }),
  periodTree: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-period/getPeriodTree',
    tag: 'catalogue',
    summary: "The journal's issues, by year (groupByYear) or as one list.",
    query: periodTreeQuery,
    reply: envelopeOf(z.union([periodTree, z.array(period)])),
  }),
  issueToc: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-period/toc',
    tag: 'catalogue',
    summary: 'One issue (by id, or year and issue; none: the latest) and its articles by column.',
    query: z.object({ periodId: numericId.optional(), year: z.string().trim().optional(), issue: z.string().trim().optional() }),
    reply: envelopeOf(issueToc),
  }),
  expertList: endpoint({
    method: 'GET',
    path: '/rc-pub/front/expert/list',
    tag: 'catalogue',
    summary: "A page of the site's experts (editorial board), of a topic, in an order.",
    query: pagingQuery.extend({ topicId: numericId.optional(), sort: z.enum(expertSorts).default('sort') }),
    reply: envelopeOf(page(expert)),
  }),
  expertDetail: endpoint({ method: 'GET', path: '/rc-pub/front/expert/detail', tag: 'catalogue', summary: 'One expert of the site.', query: idQuery, reply: envelopeOf(expert) }),
  hotWords: endpoint({ method: 'GET', path: '/rc-pub/front/hisSearch/hotWords', tag: 'catalogue', summary: "A page of the site's most searched words.", query: pagingQuery, reply: envelopeOf(page(hotWord)) }),
  resourceCounts: endpoint({
    method: 'GET',
    path: '/rc-pub/front/resource-statistics/getResourceCountsStatistic',
    tag: 'catalogue',
    summary: "Counts of the site's resources by kind (`fromAdcs` is accepted for compatibility).",
    query: z.object({ fromAdcs: booleanQuery.optional() }),
    reply: envelopeOf(resourceCounts),
  }),
  newsDetail: endpoint({ method: 'GET', path: '/rc-pub/front/news/detail', tag: 'catalogue', summary: 'One news item with its body.', query: idQuery, reply: envelopeOf(newsItem) }),
  channelInfo: endpoint({
    method: 'GET',
    path: '/rc-pub/front/channel/info',
    tag: 'catalogue',
    summary: "The information page of one of the site's enabled menu items.",
    query: idQuery,
    reply: envelopeOf(infoPage),
  }),
  albumDetail: endpoint({ method: 'GET', path: '/rc-pub/front/album/detail', tag: 'catalogue', summary: 'One virtual album, with its item counts by tab.', query: idQuery, reply: envelopeOf(albumDetail) }),
  virtualAlbumItems: endpoint({
    method: 'GET',
    path: '/rc-pub/front/album/items',
    tag: 'catalogue',
    summary: "A page of a virtual album's items of one tab.",
    query: albumItemsQuery,
    reply: envelopeOf(page(albumEntry)),
  }),
  bookDetail: endpoint({ method: 'GET', path: '/rc-pub/front/book/detail', tag: 'catalogue', summary: 'One book.', query: idQuery, reply: envelopeOf(book) }),
  topicList: endpoint({ method: 'GET', path: '/rc-pub/front/topic/list', tag: 'catalogue', summary: "The site's topics.", reply: envelopeOf(z.array(topic)) }),
  rankList: endpoint({
    method: 'GET',
    path: '/rc-pub/front/rank/list',
    tag: 'catalogue',
    summary: 'Articles ranked by views, downloads, citations or comments within a window (spec §9).',
    query: pagingQuery.extend({ by: z.enum(rankingOrders).default('visits'), window: z.enum(rankingWindows).default('all'), status: articleListStatus.default('published') }),
    reply: envelopeOf(page(articleSummary)),
  }),
  pictureList: endpoint({ method: 'GET', path: '/rc-pub/front/picture/list', tag: 'catalogue', summary: "A page of the figures of the site's full texts.", query: partListQuery, reply: envelopeOf(page(albumPart)) }),
  tableList: endpoint({ method: 'GET', path: '/rc-pub/front/table/list', tag: 'catalogue', summary: "A page of the tables of the site's full texts.", query: partListQuery, reply: envelopeOf(page(albumPart)) }),
} as const;
