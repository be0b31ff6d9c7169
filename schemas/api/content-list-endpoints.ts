import { z } from 'zod';
import { book } from '../content/book.ts';
import { journal } from '../content/journal.ts';
import { albumSummary, articleListSort, articleListStatus, articleSummary, newsSummary } from '../content/list-items.ts';
import { mediaItem } from '../content/media.ts';
import { newsTabIds } from '../content/news.ts';
import { page, pagingQuery } from '../page.ts';
import { numericId } from '../primitives.ts';
import { articlePaging } from './article-endpoints.ts';
import { endpoint, envelopeOf } from './endpoint.ts';

export const articleListQuery = articlePaging.extend({
  periodId: numericId.optional(),
  status: articleListStatus.default('published'),
  columnId: numericId.optional(),
  /** Left undefined when not given: an issue's published list then keeps its table-of-contents order. */
  sort: articleListSort.optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Only articles published on or after this day (a ranking window, spec §9). */
  since: z.iso.date({ error: 'must be a date written YYYY-MM-DD' }).optional(),
});

const tabMessage = `must be one of ${newsTabIds.join(', ')}`;
export const newsListQuery = pagingQuery.extend({
  tab: z.coerce.number({ error: tabMessage }).pipe(z.literal([...newsTabIds], { error: tabMessage })).optional(),
});

export const mediaListQuery = pagingQuery.extend({ kind: mediaItem.shape.kind.optional() });

/** Read-only content lists the home page modules show (server/routes/content-list-routes.ts). */
export const contentListEndpoints = {
  articleList: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-article/list',
    tag: 'content lists',
    summary: "A page of the site's articles: published, Online First or just accepted; of an issue or column; sorted.",
    query: articleListQuery,
    reply: envelopeOf(page(articleSummary)),
  }),
  newsList: endpoint({
    method: 'GET',
    path: '/rc-pub/front/news/list',
    tag: 'content lists',
    summary: "A page of the site's news, of one tab or all.",
    query: newsListQuery,
    reply: envelopeOf(page(newsSummary)),
  }),
  bookList: endpoint({ method: 'GET', path: '/rc-pub/front/book/list', tag: 'content lists', summary: "A page of the site's books.", query: pagingQuery, reply: envelopeOf(page(book)) }),
  mediaList: endpoint({
    method: 'GET',
    path: '/rc-pub/front/media/list',
    tag: 'content lists',
    summary: "A page of the site's videos and audio, of one kind or both.",
    query: mediaListQuery,
    reply: envelopeOf(page(mediaItem)),
  }),
  albumList: endpoint({ method: 'GET', path: '/rc-pub/front/album/list', tag: 'content lists', summary: "A page of the site's virtual albums.", query: pagingQuery, reply: envelopeOf(page(albumSummary)) }),
  publicationDetail: endpoint({
    method: 'GET',
    path: '/rc-pub/front/front-publication/detail',
    tag: 'content lists',
    summary: "One journal: the one asked for, else the site's configured publication, else the site's first journal.",
    query: z.object({ publicationId: numericId.optional() }),
    reply: envelopeOf(journal),
  }),
} as const;
