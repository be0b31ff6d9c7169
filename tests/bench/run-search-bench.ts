import { measureSearchLoad, searchBenchOptionsFromEnv, searchLoadReport } from './search-load.ts';

/** The search benchmark alone: `npx tsx tests/bench/run-search-bench.ts` (options: see searchBenchOptionsFromEnv). */
console.log(searchLoadReport(await measureSearchLoad(searchBenchOptionsFromEnv(), (line) => console.log(`[search] ${line}`))));
