import cluster from 'node:cluster';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { scrapeThroughSupervisor } from '../cluster/cluster-metrics.ts';

/**
 * What the server counts for Prometheus (`GET /metrics`): request durations by route, the page and search caches'
 * hits and misses (their ratio is a query away), search latency, the articles imported, and Node's own figures
 * (event-loop lag, heap, garbage collection). One registry per server, so servers sharing a process (the tests)
 * keep their figures apart. In a worker of `WORKERS`, a scrape answers every worker's figures together
 * (server/cluster/cluster-metrics.ts), and Node's own are collected from the start (the supervisor may ask any time).
 */
export type Metrics = ReturnType<typeof createMetrics>;

/** Seconds: from a cached page (well under a millisecond) to a slow render or import. */
const durationBuckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics() {
  const registry = new Registry();
  let processMetrics = false;
  const collectProcessMetrics = () => {
    if (processMetrics) return;
    collectDefaultMetrics({ register: registry });
    processMetrics = true;
  };
  const everyWorker = cluster.isWorker ? scrapeThroughSupervisor(registry) : undefined;
  if (everyWorker) collectProcessMetrics();
  return {
    /** The Prometheus text. Node's own figures are collected from the first scrape on (their watchers cost a little). */
    scrape: async () => {
      collectProcessMetrics();
      return { contentType: registry.contentType, text: everyWorker ? await everyWorker() : await registry.metrics() };
    },
    httpDuration: new Histogram({
      name: 'masthead_http_request_duration_seconds',
      help: 'Time from request to reply, by route pattern (not the address: its values are unbounded), method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: durationBuckets,
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'masthead_page_cache_lookups_total',
      help: 'Pages asked of the page cache: hit (served from it) or miss (rendered, then kept).',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    searchCache: new Counter({
      name: 'masthead_search_cache_lookups_total',
      help: 'Searches asked of the search cache (ordered hits and facet counts): hit or miss.',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    listCache: new Counter({
      name: 'masthead_list_cache_lookups_total',
      help: 'Pages of the public content lists (articles, news, albums, experts, counts) asked of the list cache: hit or miss.',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    searchDuration: new Histogram({
      name: 'masthead_search_duration_seconds',
      help: 'Time the search engine took for a search, hits and rows.',
      buckets: durationBuckets,
      registers: [registry],
    }),
    /** Read from the database when scraped, so an import by another process (`npm run ingest`) counts too. */
    articles: (count: () => Promise<{ withFullText: number; all: number }>) =>
      new Gauge({
        name: 'masthead_articles',
        help: 'Articles in the database: all of them, and those imported with a full text (JATS).',
        labelNames: ['kind'] as const,
        registers: [registry],
        // Every worker counts the same database: across them, the count is one of theirs, not their sum.
        aggregator: 'max',
        async collect() {
          const { withFullText, all } = await count();
          this.set({ kind: 'all' }, all);
          this.set({ kind: 'full_text' }, withFullText);
        },
      }),
  };
}
