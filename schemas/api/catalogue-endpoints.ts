import { endpoint, untypedEnvelope } from './endpoint.ts';

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
  newsDetail: get('/rc-pub/front/news/detail', 'One news item.'),
  channelInfo: get('/rc-pub/front/channel/info', "A channel's information page."),
  albumDetail: get('/rc-pub/front/album/detail', 'One virtual album.'),
  virtualAlbumItems: get('/rc-pub/front/album/items', "A page of a virtual album's items."),
  bookDetail: get('/rc-pub/front/book/detail', 'One book.'),
  topicList: get('/rc-pub/front/topic/list', "The site's topics."),
  rankList: get('/rc-pub/front/rank/list', 'Articles ranked by visits, downloads or citations.'),
  pictureList: get('/rc-pub/front/picture/list', "A page of the site's article figures."),
  tableList: get('/rc-pub/front/table/list', "A page of the site's article tables."),
} as const;
