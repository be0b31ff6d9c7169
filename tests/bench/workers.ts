import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { ensureBuilt } from '../../scripts/build.js';
import { publishVersion } from '../../server/config/versions/config-versions.ts';
import { noteContentWrite } from '../../server/db/content-version.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { ensureBuild } from '../../server/web/ensure-build.ts';
import { startHeapFlag } from '../load/production-server-process.ts';
import { postgresUnavailableReason, startPostgresCluster } from '../support/postgres-cluster.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { warmUntilSteady, type WarmUp } from './warm-until-steady.ts';

/**
 * Issue 21's figures for `WORKERS`, on SQLite and on PostgreSQL (a throwaway cluster, tests/support/postgres-cluster.ts): the uncached home page's throughput from the compiled server (as
 * `npm start` runs it: page cache off, list cache on) with one process and with two workers, and how long a write made
 * by another process takes to be served — content (a news item retitled, with the content generation raised, as every
 * content write does) and configuration (a part published, as the studio does). Each write is made by this process on
 * the server's database; the server's two workers are polled, each poll on a connection of its own (the supervisor
 * hands connections to the workers in turn), until two polls in a row serve the change.
 */
export type Engine = 'sqlite' | 'postgres';

export type WorkerFigures = {
  engine: Engine;
  home: {
    workers: number;
    requestsPerSecond: number;
    latencyP50Ms: number;
    latencyP99Ms: number;
    errors: number;
    non2xx: number;
    /** CPU a request took: the server side (its processes, and PostgreSQL's), and the load generator's (this process). */
    serverCpuMs: number;
    generatorCpuMs: number;
    /** Share of the machine's cores busy over the run. */
    busyShare: number;
    /** The unmeasured load before the run, until the rate settled (warm-until-steady.ts). */
    warmUp: WarmUp;
  }[];
  staleness: { what: string; trials: number; p50Ms: number; p95Ms: number; maxMs: number }[];
  loadAverage: number;
};

const homePath = '/optics/zh/home/';
/** The load generator's connections, warming and measuring alike. */
const connections = 10;
const trials = 20;

const round = (value: number) => Math.round(value * 10) / 10;
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!;

/** Where the server keeps its data: its own SQLite file (none given), or a PostgreSQL database and a files folder. */
type Storage = Record<string, string>;

function startCompiled(workers: number, storage: Storage): Promise<ServerProcess & { databaseUrl: string }> {
  return startServerProcess(
    { WORKERS: String(workers), PAGES: 'on', PAGE_CACHE: 'off', SAMPLE_ARTICLES: 'off', NODE_ENV: 'production', CONFIG_WATCH: 'off', ...storage },
    undefined,
    [startHeapFlag()],
    'compiled',
  );
}

async function homeThroughput(workers: number, seconds: number, storage: Storage): Promise<WorkerFigures['home'][number]> {
  const server = await startCompiled(workers, storage);
  try {
    // Every worker warmed (connections are handed out in turn) until the rate settles, unmeasured.
    const warmUp = await warmUntilSteady(`${server.url}${homePath}`, { connections });
    const machineBefore = machineCpu();
    const generatorBefore = process.cpuUsage();
    const load = await autocannon({ url: `${server.url}${homePath}`, connections, duration: seconds, timeout: 30 });
    const generator = process.cpuUsage(generatorBefore);
    const machine = machineCpu();
    const requests = Math.max(1, load.requests.total);
    const generatorMs = (generator.user + generator.system) / 1000;
    const busyMs = machine.busyMs - machineBefore.busyMs;
    return {
      workers,
      requestsPerSecond: Math.round(load.requests.average),
      latencyP50Ms: load.latency.p50,
      latencyP99Ms: load.latency.p99,
      errors: load.errors,
      non2xx: load.non2xx,
      serverCpuMs: round((busyMs - generatorMs) / requests),
      generatorCpuMs: round(generatorMs / requests),
      busyShare: busyMs / Math.max(1, busyMs + machine.idleMs - machineBefore.idleMs),
      warmUp,
    };
  } finally {
    await server.close();
  }
}

/**
 * The machine's CPU time so far, busy and idle, over all cores (/proc/stat, in USER_HZ ticks of 10 ms): what the
 * server's processes and PostgreSQL's took is the busy time less the load generator's own.
 */
function machineCpu(): { busyMs: number; idleMs: number } {
  const [, user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  return { busyMs: (user! + nice! + system! + irq! + softirq! + steal!) * 10, idleMs: (idle! + iowait!) * 10 };
}

/** A GET on a connection of its own: answers the body. */
function freshGet(url: string): Promise<string> {
  return new Promise((done, fail) => {
    const sent = request(url, { agent: false, headers: { connection: 'close' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => done(text));
    });
    sent.on('error', fail);
    sent.end();
  });
}

/** Milliseconds from each write's commit until two polls in a row serve it. */
async function stalenessOf(url: string, write: (trial: number) => Promise<string>): Promise<number[]> {
  const times: number[] = [];
  for (let trial = 0; trial < trials; trial += 1) {
    const marker = await write(trial);
    const committed = performance.now();
    let inARow = 0;
    while (inARow < 2) {
      inARow = (await freshGet(url)).includes(marker) ? inARow + 1 : 0;
      if (performance.now() - committed > 10_000) throw new Error(`trial ${trial}: ${marker} not served within 10 s`);
    }
    times.push(performance.now() - committed);
  }
  return times;
}

async function crossProcessStaleness(storage: Storage): Promise<WorkerFigures['staleness']> {
  const server = await startCompiled(2, storage);
  const database = openDatabase(server.databaseUrl);
  try {
    const optics = (JSON.parse(await freshGet(`${server.url}/rc-pub/front/site/findBySld?sld=optics`)) as { data: { siteId: number } }).data.siteId;
    const news = await database.db.selectFrom('news').select(['id', 'tab', 'data']).where('site_id', '=', optics).orderBy('publish_date', 'desc').executeTakeFirstOrThrow();
    const content = await stalenessOf(`${server.url}/rc-pub/front/news/list?siteId=${optics}&tab=${news.tab}&size=5`, async (trial) => {
      const title = `跨进程改写 ${trial}`;
      await database.db.transaction().execute(async (trx) => {
        await trx.updateTable('news').set({ data: JSON.stringify({ ...JSON.parse(news.data), title }) }).where('id', '=', news.id).execute();
        await noteContentWrite(trx);
      });
      return title;
    });
    const basicInfo = JSON.parse(readFileSync(resolve('site-configs/optics/basic-info.json'), 'utf8')) as Record<string, unknown>;
    const configuration = await stalenessOf(`${server.url}/rc-pub/front/site/getBasicInfo?siteId=${optics}`, async (trial) => {
      const enTitle = `Optics Frontier, revision ${trial}`;
      await database.db.transaction().execute((trx) => publishVersion(trx, { document: 'optics/basic-info.json', body: JSON.stringify({ ...basicInfo, enTitle }), author: 'bench', message: 'staleness' }));
      return enTitle;
    });
    return [
      { what: 'content (a news item retitled)', times: content },
      { what: 'configuration (basic-info.json published)', times: configuration },
    ].map(({ what, times }) => {
      const sorted = [...times].sort((a, b) => a - b);
      return { what, trials: times.length, p50Ms: round(percentile(sorted, 0.5)), p95Ms: round(percentile(sorted, 0.95)), maxMs: round(sorted.at(-1)!) };
    });
  } finally {
    await database.close();
    await server.close();
  }
}

/** PostgreSQL's storage for the section: a database of a new cluster (seeded by the first server) and a files folder. */
async function postgresStorage(): Promise<{ storage: Storage; stop: () => void }> {
  const cluster = await startPostgresCluster();
  const files = mkdtempSync(join(tmpdir(), 'masthead-bench-files-'));
  return {
    storage: { DATABASE_URL: cluster.url(), FILES_DIR: files },
    stop: () => {
      cluster.stop();
      rmSync(files, { recursive: true, force: true });
    },
  };
}

export async function measureWorkers(seconds: number, engine: Engine = 'sqlite'): Promise<WorkerFigures> {
  // The compiled server (npm run bench builds the pages; this section needs dist/app too).
  await ensureBuilt(['server'], (message) => console.log(`[build] ${message}`));
  const postgres = engine === 'postgres' ? await postgresStorage() : undefined;
  const storage = postgres?.storage ?? {};
  try {
    const home = [await homeThroughput(1, seconds, storage), await homeThroughput(2, seconds, storage)];
    return { engine, home, staleness: await crossProcessStaleness(storage), loadAverage: round(loadavg()[0]!) };
  } finally {
    postgres?.stop();
  }
}

/** The engines this machine can measure: PostgreSQL where its server binaries are installed. */
export const benchEngines = (): Engine[] => (postgresUnavailableReason() ? ['sqlite'] : ['sqlite', 'postgres']);

/** What the machine's cores allow at the CPU a request took with two workers, generator included. */
function ceilingNote(row: WorkerFigures['home'][number] | undefined): string {
  if (!row) return '';
  const ceiling = Math.round((cpus().length * 1000) / Math.max(0.1, row.serverCpuMs + row.generatorCpuMs));
  return `at ${row.serverCpuMs} + ${row.generatorCpuMs} ms CPU a request, ${cpus().length} cores serve at most ${ceiling} req/s with this load generator beside the server`;
}

export function workersReport(figures: WorkerFigures): string {
  const [one, two] = figures.home;
  const ratio = one && two ? (two.requestsPerSecond / Math.max(1, one.requestsPerSecond)).toFixed(2) : '—';
  return [
    `WORKERS on ${figures.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'} (issue 21): uncached home ${homePath} from the compiled server (page cache off, list cache on), autocannon, ${connections} connections:`,
    '| WORKERS | req/s | p50 ms | p99 ms | errors | non-2xx | server CPU ms a request | load generator CPU ms a request | cores busy |',
    '|---|---|---|---|---|---|---|---|---|',
    ...figures.home.map(
      (row) =>
        `| ${row.workers} | ${row.requestsPerSecond} | ${row.latencyP50Ms} | ${row.latencyP99Ms} | ${row.errors} | ${row.non2xx} | ${row.serverCpuMs} | ${row.generatorCpuMs} | ${Math.round(row.busyShare * 100)}% |`,
    ),
    `  2 workers / 1 process: ${ratio} (goal ≥ 1.5; ${cpus().length} cores, the load generator on the same machine; load average ${figures.loadAverage})`,
    `  ${ceilingNote(two)}`,
    ...figures.home.map((row) => `  warm-up of WORKERS=${row.workers}, unmeasured: ${row.warmUp.seconds} s${row.warmUp.steady ? ' until the rate settled' : ', not settled by the cap'} (req/s a window: ${row.warmUp.rates.join(', ')})`),
    `Cross-process staleness with WORKERS=2: a write committed by another process until two polls in a row (each worker in turn) serve it, ${trials} trials:`,
    '| write | p50 ms | p95 ms | max ms |',
    '|---|---|---|---|',
    ...figures.staleness.map((row) => `| ${row.what} | ${row.p50Ms} | ${row.p95Ms} | ${row.maxMs} |`),
    '  goal: p95 ≤ 1000 ms',
  ].join('\n');
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]).endsWith('workers.ts');
if (isMain) {
  await ensureBuild((message) => console.log(`[build] ${message}`));
  for (const engine of benchEngines()) console.log(workersReport(await measureWorkers(Number(process.env.BENCH_SECONDS ?? 10), engine)));
}
