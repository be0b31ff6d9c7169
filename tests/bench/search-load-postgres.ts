import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { searchRequest } from '../../schemas/search/search-request.ts';
import { copyDatabase } from '../../server/db/copy/copy-database.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import type { Database } from '../../server/db/tables.ts';
import { rebuildSearchIndex } from '../../server/search/index/rebuild-search-index.ts';
import { PostgresSearchEngine } from '../../server/search/postgres/postgres-search-engine.ts';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts';
import { benchQueries, type BenchQuery } from './search-bench-queries.ts';
import { buildSearchCorpus, firstJournalId } from './search-corpus.ts';
import { apiFigures, searchLoadResult, startServerProcess, type SearchLoadOptions, type SearchLoadResult } from './search-load.ts';

/**
 * The search benchmark on PostgreSQL (SEARCH_BENCH_ENGINE=postgres): the same synthetic corpus (written to SQLite by
 * search-corpus.ts, then moved with `npm run db -- copy`'s copyDatabase into a throwaway cluster, whose search index
 * is built there and timed), the same queries, and the same figures as search-load.ts: the raw SQL the engine issues
 * run directly with node-postgres, the API of a server process on the cluster with its search cache off and on.
 */

const site = JSON.parse(readFileSync('site-configs/optics/site.json', 'utf8')) as { siteId: number };

type Statement = { sql: string; parameters: readonly unknown[] };

/** The SQL the engine issues for each query, recorded by running its search once with a logging Kysely. */
async function statementsOf(url: string, queries: BenchQuery[]): Promise<Statement[][]> {
  let recorded: Statement[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    log: (event) => {
      if (event.level === 'query') recorded.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const engine = new PostgresSearchEngine(db);
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

/** Runs each query's statements directly on one connection, `rounds` times (round 0 warms the caches). */
async function rawLatencies(url: string, statements: Statement[][], rounds: number): Promise<number[][]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const latencies = statements.map(() => [] as number[]);
    for (let round = 0; round <= rounds; round += 1) {
      for (const [index, list] of statements.entries()) {
        const started = performance.now();
        for (const { sql: text, parameters } of list) await client.query(text, parameters as unknown[]);
        if (round > 0) latencies[index]!.push(performance.now() - started);
      }
    }
    return latencies;
  } finally {
    await client.end();
  }
}

/** Bytes of a table with its indexes and TOAST. */
async function tableBytes(db: Kysely<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ bytes: number }>`SELECT pg_total_relation_size(${table}::regclass) AS bytes`.execute(db);
  return Number(rows[0]?.bytes ?? 0);
}

export async function measurePostgresSearchLoad({ articles, rounds, seconds, connections }: SearchLoadOptions, progress: (line: string) => void = () => {}): Promise<SearchLoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'masthead-bench-search-pg-'));
  const file = join(dir, 'masthead.db');
  let cluster: PostgresCluster | undefined;
  try {
    progress(`building a corpus of ${articles} articles in ${file}`);
    const sqliteCorpus = await buildSearchCorpus(file, { articles, siteId: site.siteId });
    progress('starting a PostgreSQL cluster and copying the corpus into it');
    cluster = await startPostgresCluster();
    const admin = new pg.Client(cluster.url());
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    const url = cluster.url('bench');
    const source = openDatabase(`file:${file}`);
    const target = openDatabase(url);
    let indexSeconds = 0;
    try {
      const timedRebuild = async (db: Kysely<Database>) => {
        const started = performance.now();
        const documents = await rebuildSearchIndex(db);
        indexSeconds = (performance.now() - started) / 1000;
        return documents;
      };
      const copied = await copyDatabase(source.db, target.db, { rebuildSearchIndex: timedRebuild, say: progress });
      progress(`search index built on PostgreSQL in ${indexSeconds.toFixed(1)} s (${copied.searchDocuments} documents)`);
      await sql`VACUUM ANALYZE`.execute(target.db);
      const { rows } = await sql<{ bytes: number }>`SELECT pg_database_size(current_database()) AS bytes`.execute(target.db);
      Object.assign(sqliteCorpus, {
        indexSeconds,
        databaseBytes: Number(rows[0]?.bytes ?? 0),
        ftsBytes: await tableBytes(target.db, 'search_text'),
        documentBytes: await tableBytes(target.db, 'search_document'),
      });
    } finally {
      await Promise.all([source.close(), target.close()]);
    }
    const middle = new pg.Client(url);
    await middle.connect();
    const { rows } = await middle.query<{ doi: string }>('SELECT doi FROM article ORDER BY id LIMIT 1 OFFSET $1', [Math.floor(articles / 2)]);
    await middle.end();
    const queries = benchQueries({ doi: rows[0]!.doi, journalId: firstJournalId });

    progress('running the raw SQL');
    const raw = await rawLatencies(url, await statementsOf(url, queries), rounds);

    return searchLoadResult(sqliteCorpus, queries, raw, await apiFigures(queries, { rounds, seconds, connections }, (searchCache) => startServerProcess(file, searchCache, url), progress));
  } finally {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
