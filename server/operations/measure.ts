import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/tables.ts';
import { isInProcess } from '../http/request-log.ts';
import type { Metrics } from './metrics.ts';

/**
 * Every reply's time, by the route that answered (its pattern: `/rc-pub/front/front-article/:id`, `/*` for pages).
 * The API calls a page makes in this process are part of the page's time, not requests of their own.
 */
export function measureRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async function measureRequest(request, reply) {
    if (isInProcess(request)) return;
    metrics.httpDuration.observe({ route: request.routeOptions.url ?? 'no route', method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

/** The articles gauge, counted when scraped. */
export function watchArticleCounts(metrics: Metrics, db: Kysely<Database>): void {
  metrics.articles(async () => {
    const { rows } = await sql<{ all: number; withFullText: number }>`select (select count(*) from article) as "all", (select count(*) from article_content where article_id in (select id from article)) as "withFullText"`.execute(db);
    return rows[0] ?? { all: 0, withFullText: 0 };
  });
}
