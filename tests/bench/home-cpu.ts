import autocannon from 'autocannon';
import { startServerProcess } from '../support/server-process.ts';
import { addBenchIssue, processCpuMs } from './issue-toc.ts';

/**
 * The compiled server's CPU time per page under load, for comparing changes on a busy machine (where req/s swings
 * with what else runs): `node dist/app/main.js` in its own process with the bench issue, each page loaded by
 * autocannon (10 connections) `RUNS` times, `AMOUNT` requests a run, its own CPU time read from /proc before and after.
 *
 *   npm run build && LIST_CACHE=off PATHS=/optics/zh/home/ npx tsx tests/bench/home-cpu.ts
 *
 * `PROFILE_DIR=<dir>` runs the server under `node --cpu-prof` and leaves its profile there when it stops.
 */
const paths = (process.env.PATHS ?? '/optics/zh/home/,/ecology/en/home/').split(',');
const amount = Number(process.env.AMOUNT ?? 2000);
const runs = Number(process.env.RUNS ?? 3);
const profileDir = process.env.PROFILE_DIR;
const env = { PAGES: 'on', PAGE_CACHE: 'off', SAMPLE_ARTICLES: 'off', NODE_ENV: 'production', CONFIG_WATCH: 'off', LIST_CACHE: process.env.LIST_CACHE ?? 'on' };
const server = await startServerProcess(env, undefined, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [], 'compiled');
try {
  await addBenchIssue(server);
  for (const path of paths) {
    for (let warm = 0; warm < 200; warm += 1) await (await fetch(`${server.url}${path}`)).arrayBuffer();
    for (let run = 1; run <= runs; run += 1) {
      const before = processCpuMs(server.pid);
      const load = await autocannon({ url: `${server.url}${path}`, connections: 10, amount, timeout: 30 });
      const after = processCpuMs(server.pid);
      const cpu = before === undefined || after === undefined ? '—' : ((after - before) / amount).toFixed(2);
      console.log(`${path} LIST_CACHE=${env.LIST_CACHE} run ${run}: ${Math.round(load.requests.average)} req/s, server CPU ${cpu} ms/request, p50 ${load.latency.p50} ms, non-2xx ${load.non2xx}, errors ${load.errors}`);
    }
  }
} finally {
  await server.close();
}
