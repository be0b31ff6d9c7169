import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { searchRequest } from '../../schemas/search/search-request.ts';
import type { Database } from '../../server/db/tables.ts';
import { Fts5SearchEngine } from '../../server/search/fts5-search-engine.ts';
import { benchQueries, type BenchQuery } from './search-bench-queries.ts';
import { buildSearchCorpus, firstJournalId, type CorpusReport } from './search-corpus.ts';

/**
 * The search benchmark: a synthetic corpus of N articles indexed by the real indexers, then a mixed query set run
 * (a) through the HTTP API of a real server started on that database, one request at a time and with several
 * connections, and (b) as the raw SQL the engine issues for the same queries, run directly on SQLite in this process.
 * The server runs in a child process, so client and server do not share a thread.
 */

export type SearchLoadOptions = { articles: number; rounds: number; seconds: number; connections: number };
export type Latencies = { p50: number; p95: number; p99: number; count: number };
export type QueryResult = { query: BenchQuery; total: number; raw: Latencies; api: Latencies; cached: Latencies; clusters: Latencies };
export type SearchLoadResult = {
  corpus: CorpusReport;
  queries: QueryResult[];
  raw: Latencies;
  /** The API with its search cache off: every request ranks anew. */
  api: Latencies;
  /** The API with its search cache on (the default), each query having run once before. */
  cached: Latencies;
  clusters: Latencies;
  /** With the search cache on. */
  concurrent: Latencies & { requestsPerSecond: number; connections: number; errors: number };
};

/**
 * BENCH_SEARCH_ARTICLES: the corpus size (default 100,000; 10,000 for a quick run); BENCH_SEARCH_ROUNDS: how often each
 * query runs one at a time (default 10); BENCH_SECONDS: the length of the run with 8 connections (default 10).
 */
export function searchBenchOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SearchLoadOptions {
  return {
    articles: Number(env.BENCH_SEARCH_ARTICLES ?? 100_000),
    rounds: Number(env.BENCH_SEARCH_ROUNDS ?? 10),
    seconds: Number(env.BENCH_SECONDS ?? 10),
    connections: 8,
  };
}

const site = JSON.parse(readFileSync('site-configs/optics/site.json', 'utf8')) as { siteId: number };

export function percentiles(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0) * 100) / 100;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), count: sorted.length };
}

type Statement = { sql: string; parameters: readonly unknown[] };

/** The SQL statements the engine issues for each query, recorded by running its search once with a logging Kysely. */
async function statementsOf(file: string, queries: BenchQuery[]): Promise<Statement[][]> {
  let recorded: Statement[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true }) }),
    log: (event) => {
      if (event.level === 'query') recorded.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const engine = new Fts5SearchEngine(db);
  const scope = { siteIds: [site.siteId], sldOf: () => 'optics', language: 'zh' as const };
  const statements: Statement[][] = [];
  for (const query of queries) {
    recorded = [];
    await engine.search(searchRequest.parse({ type: 'article', ...query.params }), scope);
    statements.push(recorded);
  }
  await db.destroy();
  return statements;
}

/** Runs each query's statements directly with better-sqlite3, `rounds` times: per query, its latencies in ms. */
function rawLatencies(file: string, statements: Statement[][], rounds: number): number[][] {
  const sqlite = new SQLite(file, { readonly: true });
  try {
    const prepared = statements.map((list) => list.map(({ sql, parameters }) => ({ statement: sqlite.prepare(sql), parameters: parameters as unknown[] })));
    const latencies = prepared.map(() => [] as number[]);
    for (let round = 0; round <= rounds; round += 1) {
      for (const [index, list] of prepared.entries()) {
        const started = performance.now();
        for (const { statement, parameters } of list) statement.all(...parameters);
        // Round 0 warms the page cache, as the API's warm-up does.
        if (round > 0) latencies[index]!.push(performance.now() - started);
      }
    }
    return latencies;
  } finally {
    sqlite.close();
  }
}

/** `npm start` on the corpus database (or `databaseUrl`), in a child process; resolves with its address once it listens. */
export async function startServerProcess(file: string, searchCache: 'on' | 'off', databaseUrl = `file:${file}`): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PAGES: 'off',
      LOG_LEVEL: 'info',
      CONFIG_WATCH: 'off',
      NODE_ENV: 'production',
      SEARCH_CACHE: searchCache,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Masthead is serving on (http:\/\/[\d.:]+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output.slice(-2000)}`)));
  });
  child.stdout!.resume();
  return { url, child };
}

export async function stopServerProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function timedGet(url: string): Promise<{ ms: number; total: number; ok: boolean }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = (await response.json()) as { status: number; data?: { totalElements?: number } };
  return { ms: performance.now() - started, total: body.data?.totalElements ?? 0, ok: response.ok && body.status === 0 };
}

export const searchUrl = (base: string, path: string, query: BenchQuery) =>
  `${base}/rc-pub/front/search${path}?${new URLSearchParams({ siteId: String(site.siteId), type: 'article', ...query.params })}`;

/** Per query, the latencies of its requests (ms). */
type QueryLatencies = number[][];

/** The API's figures over the query set (the engine's raw SQL is timed by each engine's own runner). */
export type ApiFigures = { totals: number[]; api: QueryLatencies; clusters: QueryLatencies; cached: QueryLatencies; concurrent: SearchLoadResult['concurrent'] };

/**
 * The API's figures, on a server process `start` runs on the corpus: with its search cache off, each query's search
 * and facets one request at a time; then with it on, each query run once before, one at a time and with `connections`
 * at once for `seconds`.
 */
export async function apiFigures(
  queries: BenchQuery[],
  { rounds, seconds, connections }: Omit<SearchLoadOptions, 'articles'>,
  start: (searchCache: 'on' | 'off') => Promise<{ url: string; child: ChildProcess }>,
  progress: (line: string) => void,
): Promise<ApiFigures> {
  const oneAtATime = async (base: string, path: string) => {
    const latencies = queries.map(() => [] as number[]);
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, query] of queries.entries()) latencies[index]!.push((await timedGet(searchUrl(base, path, query))).ms);
    }
    return latencies;
  };
  let child: ChildProcess | undefined;
  try {
    progress('starting the server with its search cache off');
    let server = await start('off');
    child = server.child;
    const totals = await Promise.all(queries.map(async (query) => (await timedGet(searchUrl(server.url, '', query))).total));
    progress('running the API, one request at a time');
    const api = await oneAtATime(server.url, '');
    const clusters = await oneAtATime(server.url, '/clusters');
    await stopServerProcess(child);

    progress('starting the server with its search cache on');
    server = await start('on');
    child = server.child;
    for (const query of queries) await timedGet(searchUrl(server.url, '', query));
    const cached = await oneAtATime(server.url, '');

    progress(`running the API with ${connections} connections for ${seconds} s`);
    const concurrent: number[] = [];
    let errors = 0;
    let next = 0;
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < deadline) {
          const result = await timedGet(searchUrl(server.url, '', queries[next++ % queries.length]!));
          concurrent.push(result.ms);
          if (!result.ok) errors += 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    return { totals, api, clusters, cached, concurrent: { ...percentiles(concurrent), requestsPerSecond: Math.round(concurrent.length / elapsed), connections, errors } };
  } finally {
    await stopServerProcess(child);
  }
}

/** The benchmark's result: per query and over all queries. */
export function searchLoadResult(corpus: CorpusReport, queries: BenchQuery[], raw: QueryLatencies, { totals, api, clusters, cached, concurrent }: ApiFigures): SearchLoadResult {
  return {
    corpus,
    queries: queries.map((query, index) => ({
      query,
      total: totals[index]!,
      raw: percentiles(raw[index]!),
      api: percentiles(api[index]!),
      cached: percentiles(cached[index]!),
      clusters: percentiles(clusters[index]!),
    })),
    raw: percentiles(raw.flat()),
    api: percentiles(api.flat()),
    cached: percentiles(cached.flat()),
    clusters: percentiles(clusters.flat()),
    concurrent,
  };
}

export async function measureSearchLoad({ articles, rounds, seconds, connections }: SearchLoadOptions, progress: (line: string) => void = () => {}): Promise<SearchLoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'masthead-bench-search-'));
  const file = join(dir, 'masthead.db');
  try {
    progress(`building a corpus of ${articles} articles in ${file}`);
    const corpus = await buildSearchCorpus(file, { articles, siteId: site.siteId });
    const sqlite = new SQLite(file, { readonly: true });
    const { doi } = sqlite.prepare('SELECT doi FROM article ORDER BY id LIMIT 1 OFFSET ?').get(Math.floor(articles / 2)) as { doi: string };
    sqlite.close();
    const queries = benchQueries({ doi, journalId: firstJournalId });

    progress('running the raw SQL');
    const raw = rawLatencies(file, await statementsOf(file, queries), rounds);

    return searchLoadResult(corpus, queries, raw, await apiFigures(queries, { rounds, seconds, connections }, (searchCache) => startServerProcess(file, searchCache), progress));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** The benchmark's figures as Markdown tables. */
export function searchLoadReport(result: SearchLoadResult): string {
  const { corpus } = result;
  const lines = [
    `Search over ${corpus.articles} synthetic articles (${corpus.documents} documents): written in ${corpus.writeSeconds.toFixed(1)} s, indexed in ${corpus.indexSeconds.toFixed(1)} s ` +
      `(${Math.round(corpus.articles / corpus.indexSeconds)} articles/s); database ${megabytes(corpus.databaseBytes)}, of it FTS5 index ${megabytes(corpus.ftsBytes)}, documents ${megabytes(corpus.documentBytes)}.`,
    '',
    'API: search cache off (every request ranks anew); cached: search cache on, the query run before; facets: cache off.',
    '',
    '| query | q | hits | raw p50 | raw p95 | API p50 | API p95 | cached p50 | cached p95 | facets p50 | facets p95 |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...result.queries.map(({ query, total, raw, api, cached, clusters }) => {
      const { q, ...rest } = query.params;
      const shown = [q, ...Object.entries(rest).map(([key, value]) => `${key}=${value}`)].join(' ').replaceAll('|', '\\|');
      return `| ${query.label} | \`${shown}\` | ${total} | ${raw.p50} | ${raw.p95} | ${api.p50} | ${api.p95} | ${cached.p50} | ${cached.p95} | ${clusters.p50} | ${clusters.p95} |`;
    }),
    '',
    '| all queries (ms) | p50 | p95 | p99 | requests | req/s |',
    '|---|---|---|---|---|---|',
    `| raw SQL the engine issues (count + page) | ${result.raw.p50} | ${result.raw.p95} | ${result.raw.p99} | ${result.raw.count} | |`,
    `| API /front/search, cache off, 1 connection | ${result.api.p50} | ${result.api.p95} | ${result.api.p99} | ${result.api.count} | |`,
    `| API /front/search, cache on, 1 connection | ${result.cached.p50} | ${result.cached.p95} | ${result.cached.p99} | ${result.cached.count} | |`,
    `| API /front/search, cache on, ${result.concurrent.connections} connections | ${result.concurrent.p50} | ${result.concurrent.p95} | ${result.concurrent.p99} | ${result.concurrent.count} (${result.concurrent.errors} errors) | ${result.concurrent.requestsPerSecond} |`,
    `| API /front/search/clusters (facets), cache off, 1 connection | ${result.clusters.p50} | ${result.clusters.p95} | ${result.clusters.p99} | ${result.clusters.count} | |`,
    '',
    `API (cache off) / raw at p95: ${(result.api.p95 / result.raw.p95).toFixed(2)} (goal ≤ 2). API p95: ${result.api.p95} ms with the cache off, ` +
      `${result.cached.p95} ms with it on (goal ≤ 30 ms).`,
  ];
  return lines.join('\n');
}
