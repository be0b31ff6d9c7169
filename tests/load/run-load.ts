import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { ensureBuild } from '../../server/web/ensure-build.ts';
import { loadRequests } from './load-requests.ts';
import { sampleMemory } from './memory-sampler.ts';
import { startHeapFlag, startProductionServer } from './production-server-process.ts';

/**
 * `npm run load`: a production server (its own process, fresh sample database) under sustained mixed load
 * (autocannon, LOAD_SECONDS = 60 s, LOAD_CONNECTIONS = 50), with the server's RSS sampled every second. Prints
 * requests/s, latency, errors, non-2xx by status, 5xx and memory. Not a test: nothing passes or fails here, but it
 * exits 1 when any request errored or answered 5xx, so a script can tell.
 */
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);

console.log(`Masthead load test — node ${process.version}, ${cpus().length} cores, ${seconds} s, ${connections} connections, ${loadRequests.length} kinds of request`);
await ensureBuild((message) => console.log(`[build] ${message}`));
const started = performance.now();
const server = await startProductionServer();
console.log(`server: pid ${server.pid}, ${server.url}, NODE_ENV=production, LOG_LEVEL=info, page cache on, ${startHeapFlag()} as npm start; started (migrate + seed) in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

try {
  // Each address once, before the clock starts: the mix must be what it says (a 404 where a page was meant is no load).
  console.log('| request | status | expected |');
  console.log('|---|---|---|');
  let unexpected = 0;
  for (const request of loadRequests) {
    const response = await fetch(`${server.url}${request.path}`, { headers: request.headers ?? {}, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== request.expect) unexpected += 1;
    console.log(`| ${request.label} | ${response.status} | ${request.expect === response.status ? request.expect : `${request.expect} ✗`} |`);
  }
  console.log(unexpected ? `\n${unexpected} addresses answered otherwise than expected\n` : '');

  const memory = sampleMemory(server.pid);
  const result = await autocannon({
    url: server.url,
    connections,
    duration: seconds,
    requests: loadRequests.map((request) => ({ method: 'GET', path: request.path, headers: { 'accept-encoding': 'br, gzip', ...request.headers } })),
  });
  const figures = memory.stop();

  const byStatus = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');
  const non2xxByStatus = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');
  const fiveHundreds = result['5xx'];
  console.log(`requests: ${result.requests.total} in ${result.duration} s = ${Math.round(result.requests.average)} req/s average (min ${result.requests.min}, max ${result.requests.max} per second)`);
  console.log(`latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`errors: ${result.errors} (timeouts ${result.timeouts}, resets ${result.resets})`);
  console.log(`statuses: ${byStatus}`);
  console.log(`non-2xx: ${result.non2xx}${non2xxByStatus ? ` (${non2xxByStatus})` : ''} — the mix asks for ${loadRequests.filter((request) => request.expect === 404).length} of ${loadRequests.length} addresses that answer 404`);
  console.log(`5xx: ${fiveHundreds}`);
  console.log(
    `server RSS (${figures.samples} samples, 1 s apart): start ${figures.startMb} MB, max ${figures.maxMb} MB, end ${figures.endMb} MB; max in the first half ${figures.firstHalfMaxMb} MB, in the second ${figures.secondHalfMaxMb} MB`,
  );
  console.log(`throughput: ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s average`);
  process.exitCode = result.errors > 0 || fiveHundreds > 0 ? 1 : 0;
} finally {
  await server.close();
}
