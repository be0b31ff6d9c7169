import { cpus } from 'node:os';
import { measureLoad } from './bootstrap-load.ts';
import { measureColdStart } from './cold-start.ts';

/**
 * `npm run bench`: the figures the issues ask for, measured on this machine. Not a test: nothing here passes or
 * fails; it prints numbers for the closing notes.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
console.log(`Masthead benchmarks — node ${process.version}, ${cpus().length} cores, ${seconds} s per load run\n`);

const cold = await measureColdStart(3);
console.log(`Cold start of npm start on an empty data folder (migrate + seed + first bootstrap answered):`);
console.log(`  runs ${cold.runsMs.join(' ms, ')} ms; median ${cold.medianMs} ms\n`);

const load = await measureLoad(['/rc-pub/front/bootstrap?sld=optics&lang=zh', '/rc-pub/front/bootstrap?sld=sciencegroup&lang=en'], {
  seconds,
  connections: 10,
});
console.log('Bootstrap endpoint under load (autocannon, 10 connections):');
console.log('| path | req/s | p50 ms | p99 ms | errors | non-2xx |');
console.log('|---|---|---|---|---|---|');
for (const row of load) {
  console.log(`| ${row.path} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} | ${row.non2xx} |`);
}
