import { cpus } from 'node:os';
import { ensureBuild } from '../../server/web/ensure-build.ts';
import { measureLoad, type LoadResult } from './bootstrap-load.ts';
import { measureColdStart } from './cold-start.ts';
import { measurePageBoot } from './page-boot.ts';

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

console.log('Client boot in Chromium (cold cache):');
console.log('| page | requests | API requests before first paint | API requests until idle | JS files | JS bytes (as served) | JS bytes gzip | + on header intent (gzip) | FCP ms |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of await measurePageBoot(['/optics/zh/home/', '/ecology/en/home/', '/optics/en/issues/'])) {
  console.log(`| ${row.url} | ${row.requests} | ${row.apiRequestsBeforeFirstPaint} | ${row.apiRequestsUntilIdle} | ${row.jsFiles} | ${row.jsBytesTransferred} | ${row.jsBytesGzip} | ${row.headerIntentJsBytesGzip} | ${row.firstContentfulPaintMs} |`);
}
