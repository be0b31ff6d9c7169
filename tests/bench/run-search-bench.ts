import { measurePostgresSearchLoad } from './search-load-postgres.ts';
import { measureSearchLoad, searchBenchOptionsFromEnv, searchLoadReport } from './search-load.ts';

/**
 * The search benchmark alone: `npx tsx tests/bench/run-search-bench.ts` (options: see searchBenchOptionsFromEnv);
 * SEARCH_BENCH_ENGINE=postgres runs it on a throwaway PostgreSQL cluster (search-load-postgres.ts).
 */
const postgres = process.env.SEARCH_BENCH_ENGINE === 'postgres';
const measure = postgres ? measurePostgresSearchLoad : measureSearchLoad;
const report = searchLoadReport(await measure(searchBenchOptionsFromEnv(), (line) => console.log(`[search] ${line}`)));
console.log(postgres ? `PostgreSQL: ${report.replace('of it FTS5 index', 'of it search_text (vectors, GIN, TOAST)')}` : report);
