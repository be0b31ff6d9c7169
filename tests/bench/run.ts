import { cpus } from 'node:os';
import { ensureBuild } from '../../server/web/ensure-build.ts';
import { measureLoad, type LoadResult } from './bootstrap-load.ts';
import { measureColdStart } from './cold-start.ts';
import { measurePageBoot } from './page-boot.ts';
import { measureArticleServing } from './article-serving.ts';
import { measureIngestRate } from './ingest-rate.ts';
import { issueTocReport, measureIssueToc } from './issue-toc.ts';
import { measureSearchLoad, searchBenchOptionsFromEnv, searchLoadReport } from './search-load.ts';

/**
 * `npm run bench`: the figures the issues ask for, measured on this machine. Not a test: nothing here passes or
 * fails; it prints numbers for the closing notes.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
console.log(`Masthead benchmarks — node ${process.version}, ${cpus().length} cores, ${seconds} s per load run\n`);
await ensureBuild((message) => console.log(`[build] ${message}`));

const table = (title: string, rows: LoadResult[]) => {
  console.log(title);
  console.log('| path | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.path} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} | ${row.non2xx} |`);
  console.log('');
};

const cold = await measureColdStart(3);
console.log('Cold start of npm start on an empty data folder (migrate + seed + first bootstrap answered; bundles already built):');
console.log(`  runs ${cold.runsMs.join(' ms, ')} ms; median ${cold.medianMs} ms\n`);

table('Bootstrap endpoint under load (autocannon, 10 connections):', await measureLoad(['/rc-pub/front/bootstrap?sld=optics&lang=zh', '/rc-pub/front/bootstrap?sld=sciencegroup&lang=en'], { seconds }));
table('Server-rendered pages under load (autocannon, 10 connections, uncompressed):', await measureLoad(['/optics/zh/home/', '/ecology/en/home/'], { seconds, pages: true }));
console.log(`${issueTocReport(await measureIssueToc(seconds))}\n`);

const fixtures = 'tests/fixtures/jats';
const ingestRuns = await measureIngestRate('ecology', fixtures, 3);
console.log(`Ingest (npm run ingest -- --site ecology ${fixtures}: 12 JATS files, 2.4 MB; run 1 inserts, runs 2–3 update in place):`);
console.log(`  ${ingestRuns.map((run) => `${run.articles} articles in ${run.seconds} s = ${run.articlesPerSecond} articles/s`).join('; ')}\n`);

// The largest fixture (PeerJ 182, 0.6 MB of XML): the page a cache must earn its keep on.
const serving = await measureArticleServing('/ecology/en/article/doi/10.7717/peerj.182', seconds);
table(
  `Largest article page (${serving.bytes} B of HTML, ${serving.brBytes} B brotli) under load (autocannon, 10 connections, Accept-Encoding: br):`,
  [serving.uncached, serving.cached, serving.staticFile],
);
console.log(`  cached / static throughput: ${(serving.cached.requestsPerSecond / serving.staticFile.requestsPerSecond).toFixed(2)} (goal ≥ 0.8)\n`);

console.log('Client boot in Chromium (cold cache):');
console.log('| page | requests | API requests before first paint | API requests until idle | JS files | JS bytes (as served) | JS bytes gzip | + on header intent (gzip) | FCP ms |');
console.log('|---|---|---|---|---|---|---|---|---|');
// Two article pages: one with 225 formulas (eLife 02043), one with none (SciELO OeS); formulas arrive as MathML.
for (const row of await measurePageBoot(['/optics/zh/home/', '/ecology/en/home/', '/optics/en/issues/', '/ecology/en/article/doi/10.7554/eLife.02043', '/ecology/en/article/doi/10.1590/1984-92302025v32n0005EN'])) {
  console.log(`| ${row.url} | ${row.requests} | ${row.apiRequestsBeforeFirstPaint} | ${row.apiRequestsUntilIdle} | ${row.jsFiles} | ${row.jsBytesTransferred} | ${row.jsBytesGzip} | ${row.headerIntentJsBytesGzip} | ${row.firstContentfulPaintMs} |`);
}

// A synthetic corpus (BENCH_SEARCH_ARTICLES, default 100,000): index build, database size, query latency via the API and as raw SQL.
console.log(`\n${searchLoadReport(await measureSearchLoad(searchBenchOptionsFromEnv()))}`);
