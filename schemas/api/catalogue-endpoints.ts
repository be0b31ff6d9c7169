import { z } from 'zod';
import { albumDetail, albumEntry, albumItemsQuery } from '../content/album-items.ts';
import { book } from '../content/book.ts';
import { infoPage } from '../content/info-page.ts';
import { newsItem } from '../content/news.ts';
import { page } from '../page.ts';
import { numericId } from '../primitives.ts';
import { endpoint, envelopeOf, untypedEnvelope } from './endpoint.ts';

const idQuery = z.object({ id: numericId });

const get = (path: string, summary: string) => endpoint({ method: 'GET', path, tag: 'catalogue', summary, reply: untypedEnvelope });

/** Issues, experts, news, collections, topics and rankings (the content routes other than the home lists). */
export const catalogueEndpoints = {
  firstTwoPeriods: get('/rc-pub/front/front-period/getFirstTwoPeriods', "The journal's two newest issues."),
  periodTree: get('/rc-pub/front/front-period/getPeriodTree', "The journal's issues by year and volume."),
  issueToc: get('/rc-pub/front/front-period/toc', "An issue's table of contents."),
  expertList: get('/rc-pub/front/expert/list', "A page of the site's experts (editorial board)."),
  expertDetail: get('/rc-pub/front/expert/detail', 'One expert.'),
  hotWords: get('/rc-pub/front/hisSearch/hotWords', "The site's most searched words."),
  resourceCounts: get('/rc-pub/front/resource-statistics/getResourceCountsStatistic', "Counts of the site's resources by kind."),
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
  topicList: get('/rc-pub/front/topic/list', "The site's topics."),
  rankList: get('/rc-pub/front/rank/list', 'Articles ranked by visits, downloads or citations.'),
  pictureList: get('/rc-pub/front/picture/list', "A page of the site's article figures."),
  tableList: get('/rc-pub/front/table/list', "A page of the site's article tables."),
} as const;
