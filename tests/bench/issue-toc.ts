import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { seedContent } from '../../schemas/content/seed-content.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { insertSeedContent } from '../../server/seed/insert-seed-content.ts';
import { ensureBuild } from '../../server/web/ensure-build.ts';
import { startServerProcess } from '../support/server-process.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * The table of contents of a large issue, server-rendered: one issue of 300 articles in several columns added to the
 * optics journal of a fresh database, then its page measured on the real server — the time the server spends on
 * each request (alone, one after another) and the throughput under load — beside the sample sites' home pages.
 */

export const benchArticleCount = 300;
const benchColumnCount = 6;
const benchYear = 2099;
const benchIssue = '1';
const opticsSite = { sld: 'optics', siteId: 101, journalId: 1001 };

export type ServerTimes = { requests: number; p50Ms: number; p95Ms: number; p99Ms: number; meanMs: number };
/** `cpuMsPerRequest`: the process's CPU time (server and the measuring client) per request, less sensitive than wall time to a busy machine. */
export type PageFigures = { path: string; bytes: number; serverTime: ServerTimes; cpuMsPerRequest: number; requestsPerSecond: number; latencyP50Ms: number; latencyP99Ms: number; errors: number; non2xx: number };
/** `loadAverage`: the machine's 1-minute load average when the measuring ended, to judge the figures by. */
/** `tocCached`: the same issue page from the page cache (anonymous readers and crawlers), beside its render. */
/**
 * `homesOwnProcess`: the home pages' throughput from the compiled server in a process of its own, as `npm start` runs
 * it; `homesWithoutListCache`: the same with the list cache off (every list read from the database).
 */
export type IssueTocFigures = {
  articles: number;
  columns: number;
  toc: PageFigures;
  tocCached: PageFigures;
  homes: PageFigures[];
  homesOwnProcess: LoadFigures[];
  homesWithoutListCache: LoadFigures[];
  loadAverage: number;
};
/** `serverCpuMsPerRequest`: the server process's own CPU time (user + system, from /proc) per request answered under the load. */
export type LoadFigures = { path: string; requestsPerSecond: number; serverCpuMsPerRequest: number | undefined; latencyP50Ms: number; latencyP99Ms: number; errors: number; non2xx: number };

/** A process's CPU time so far in ms (user + system), from /proc; undefined where there is none (not Linux). */
export function processCpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** A small deterministic generator, so every run measures the same issue. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const enWords = ['optical', 'metasurface', 'laser', 'imaging', 'nonlinear', 'photonic', 'quantum', 'fibre', 'spectral', 'coherent', 'adaptive', 'holographic', 'terahertz', 'plasmonic', 'ultrafast', 'sensing'];
const zhWords = ['光学', '超构表面', '激光', '成像', '非线性', '光子', '量子', '光纤', '光谱', '相干', '自适应', '全息', '太赫兹', '等离激元', '超快', '传感'];
const surnames = ['WANG', 'LI', 'ZHANG', 'LIU', 'CHEN', 'YANG', 'ZHAO', 'HUANG', 'ZHOU', 'WU'];

/** The bench issue as seed content: its columns, the period and 300 articles with titles, authors, abstracts, pages, DOIs, PDFs. */
export function benchIssueContent() {
  const random = generator(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const phrase = (words: readonly string[], count: number, joiner: string) => Array.from({ length: count }, () => pick(words)).join(joiner);
  const columns = Array.from({ length: benchColumnCount }, (_, index) => ({
    id: 99_100 + index,
    publicationId: opticsSite.journalId,
    name: `栏目${index + 1}`,
    enName: `Section ${index + 1}`,
    sort: 10 + index,
  }));
  const period = {
    id: 99_200,
    publicationId: opticsSite.journalId,
    year: benchYear,
    issue: benchIssue,
    periods: '119',
    title: `${benchYear}年第${benchIssue}期`,
    enTitle: `Vol. 119, No. ${benchIssue}, ${benchYear}`,
    coverUrl: '/static/optics/cover/2026-02.svg',
    publishDate: `${benchYear}-01-25`,
  };
  let page = 1;
  const articles = Array.from({ length: benchArticleCount }, (_, index) => {
    const length = 4 + Math.floor(random() * 12);
    const first = page;
    page += length;
    const id = 990_000 + index;
    return {
      id,
      doi: `10.9999/bench.${benchYear}.${String(index + 1).padStart(4, '0')}`,
      publicationId: opticsSite.journalId,
      periodId: period.id,
      columnId: columns[index % columns.length]!.id,
      firstStatus: 0,
      year: benchYear,
      issue: benchIssue,
      volume: period.periods,
      firstPageNum: String(first),
      lastPageNum: String(first + length - 1),
      title: `${phrase(zhWords, 6, '')}研究`,
      enTitle: `${phrase(enWords, 8, ' ')} study`,
      authors: Array.from({ length: 2 + Math.floor(random() * 5) }, (_, position) => ({
        name: `作者${index}-${position}`,
        enName: `${pick(surnames)} Author${position}`,
        institution: '某大学光学工程学院',
        enInstitution: 'School of Optical Engineering, Some University',
        email: `a${position}@example.org`,
      })),
      keywords: [pick(zhWords), pick(zhWords), pick(zhWords)],
      enKeywords: [pick(enWords), pick(enWords), pick(enWords)],
      abstract: phrase(zhWords, 120, ''),
      enAbstract: phrase(enWords, 160, ' '),
      publishDate: period.publishDate,
      visits: Math.floor(random() * 5000),
      downloads: Math.floor(random() * 1000),
      pdfUrl: `/files/optics/articles/${id}.pdf`,
    };
  });
  return seedContent.parse({ sld: opticsSite.sld, columns, periods: [period], articles });
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Server time of each request: from the moment the HTTP server hands it over to the moment the response has been
 * written, read on the running server itself (its `request` event), so the client and the network are not counted.
 */
function watchServerTimes(server: TestServer) {
  const times = new Map<string, number[]>();
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    const started = process.hrtime.bigint();
    response.on('finish', () => {
      const path = request.url ?? '';
      const list = times.get(path) ?? [];
      list.push(Number(process.hrtime.bigint() - started) / 1e6);
      times.set(path, list);
    });
  };
  server.app.server.on('request', listener);
  return {
    reset: () => times.clear(),
    of: (path: string): ServerTimes => {
      const sorted = [...(times.get(path) ?? [])].sort((a, b) => a - b);
      const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
      return { requests: sorted.length, p50Ms: round(percentile(sorted, 0.5)), p95Ms: round(percentile(sorted, 0.95)), p99Ms: round(percentile(sorted, 0.99)), meanMs: round(mean) };
    },
    stop: () => server.app.server.off('request', listener),
  };
}

/** One page: its size, the server's time per request over `sequential` requests one at a time, then about `seconds` of autocannon. */
async function measurePage(server: TestServer, watch: ReturnType<typeof watchServerTimes>, path: string, seconds: number, sequential: number): Promise<PageFigures> {
  const first = await fetch(`${server.url}${path}`);
  const html = await first.text();
  if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
  for (let warm = 0; warm < 10; warm += 1) await (await fetch(`${server.url}${path}`)).arrayBuffer();
  watch.reset();
  const cpu = process.cpuUsage();
  for (let run = 0; run < sequential; run += 1) await (await fetch(`${server.url}${path}`)).arrayBuffer();
  const used = process.cpuUsage(cpu);
  const serverTime = watch.of(path);
  // A number of requests (about `seconds` worth at the rate just measured) rather than a duration: autocannon then
  // waits for every reply, so no render is left running when the next page is measured or the server stops.
  const amount = Math.max(50, Math.round((seconds * 1000) / Math.max(1, serverTime.p50Ms)) * 2);
  const load = await autocannon({ url: `${server.url}${path}`, connections: 10, amount, timeout: 30 });
  return {
    path,
    bytes: Buffer.byteLength(html),
    serverTime,
    cpuMsPerRequest: round((used.user + used.system) / 1000 / sequential),
    requestsPerSecond: Math.round(load.requests.average),
    latencyP50Ms: load.latency.p50,
    latencyP99Ms: load.latency.p99,
    errors: load.errors,
    non2xx: load.non2xx,
  };
}

/** Adds the bench issue to the optics journal of a running server's database. */
export async function addBenchIssue(server: { databaseUrl: string }): Promise<void> {
  const database = openDatabase(server.databaseUrl);
  try {
    await database.db.transaction().execute((trx) => insertSeedContent(trx, opticsSite.siteId, benchIssueContent()));
  } finally {
    await database.close();
  }
}

/** A fresh server (page cache as `pageCache` says) with the bench issue added to optics. */
async function serverWithBenchIssue(pageCache: 'on' | 'off'): Promise<TestServer> {
  const server = await startTestServer({ PAGES: 'on', PAGE_CACHE: pageCache, LOG_LEVEL: 'warn', SAMPLE_ARTICLES: 'off' });
  await addBenchIssue(server);
  return server;
}

/** Measures pages on a server of its own, closed afterwards. */
async function onServer<T>(pageCache: 'on' | 'off', measure: (server: TestServer, watch: ReturnType<typeof watchServerTimes>) => Promise<T>): Promise<T> {
  const server = await serverWithBenchIssue(pageCache);
  const watch = watchServerTimes(server);
  try {
    return await measure(server, watch);
  } finally {
    watch.stop();
    await server.close();
  }
}

/** The bench issue's table of contents. */
export const tocPath = `/optics/en/issue/${benchYear}/${benchIssue}/`;

/** The 300-article issue's page and the sample home pages rendered for every request, then the issue from the page cache. */
export async function measureIssueToc(seconds: number, sequential = 100): Promise<IssueTocFigures> {
  const rendered = await onServer('off', async (server, watch) => {
    const toc = await measurePage(server, watch, tocPath, seconds, sequential);
    const homes = [];
    for (const path of homePaths) homes.push(await measurePage(server, watch, path, seconds, sequential));
    return { toc, homes };
  });
  const tocCached = await onServer('on', (server, watch) => measurePage(server, watch, tocPath, seconds, sequential));
  const homesOwnProcess = await measureOnOwnProcess(homePaths, seconds);
  const homesWithoutListCache = await measureOnOwnProcess(homePaths, seconds, { LIST_CACHE: 'off' });
  return { articles: benchArticleCount, columns: benchColumnCount, ...rendered, tocCached, homesOwnProcess, homesWithoutListCache, loadAverage: round(loadavg()[0]!) };
}

const homePaths = ['/optics/zh/home/', '/ecology/en/home/'];

/**
 * Throughput as a deployment sees it: the compiled server in a process of its own (`node dist/app/main.js`, its
 * default request log, page cache off, the same database), loaded by autocannon from this process, which then competes for the machine's
 * cores, not for the server's event loop.
 */
async function measureOnOwnProcess(paths: string[], seconds: number, env: Record<string, string> = {}): Promise<LoadFigures[]> {
  const server = await startServerProcess({ PAGES: 'on', PAGE_CACHE: 'off', SAMPLE_ARTICLES: 'off', NODE_ENV: 'production', CONFIG_WATCH: 'off', ...env }, undefined, [], 'compiled');
  try {
    await addBenchIssue(server);
    const figures: LoadFigures[] = [];
    for (const path of paths) {
      for (let warm = 0; warm < 20; warm += 1) await (await fetch(`${server.url}${path}`)).arrayBuffer();
      const cpuBefore = processCpuMs(server.pid);
      const load = await autocannon({ url: `${server.url}${path}`, connections: 10, duration: seconds, timeout: 30 });
      const cpuAfter = processCpuMs(server.pid);
      const serverCpuMsPerRequest = cpuBefore === undefined || cpuAfter === undefined ? undefined : round((cpuAfter - cpuBefore) / Math.max(1, load.requests.total));
      figures.push({ path, requestsPerSecond: Math.round(load.requests.average), serverCpuMsPerRequest, latencyP50Ms: load.latency.p50, latencyP99Ms: load.latency.p99, errors: load.errors, non2xx: load.non2xx });
    }
    return figures;
  } finally {
    await server.close();
  }
}

/** The figures as the bench prints them. */
export function issueTocReport(figures: IssueTocFigures): string {
  const row = (page: PageFigures) =>
    `| ${page.path} | ${page.bytes} | ${page.serverTime.p50Ms} | ${page.serverTime.p95Ms} | ${page.serverTime.p99Ms} | ${page.cpuMsPerRequest} | ${page.requestsPerSecond} | ${page.latencyP50Ms} | ${page.latencyP99Ms} | ${page.errors} | ${page.non2xx} |`;
  return [
    `Server-rendered issue table of contents (${figures.articles} articles in ${figures.columns} columns) and sample home pages:`,
    `server time = from request to response written, ${figures.toc.serverTime.requests} requests one at a time; load = autocannon, 10 connections`,
    '| page | HTML bytes | server p50 ms | server p95 ms | server p99 ms | CPU ms/request | req/s | load p50 ms | load p99 ms | errors | non-2xx |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    row(figures.toc),
    ...figures.homes.map(row),
    row({ ...figures.tocCached, path: `${figures.tocCached.path} (page cache)` }),
    'Home pages from the compiled server in a process of its own (node dist/app/main.js, page cache off), autocannon, 10 connections; server CPU = the server process\'s CPU time per request:',
    '| page | list cache | req/s | server CPU ms/request | load p50 ms | load p99 ms | errors | non-2xx |',
    '|---|---|---|---|---|---|---|---|',
    ...[...figures.homesOwnProcess.map((page) => ({ page, lists: 'on (as npm start)' })), ...figures.homesWithoutListCache.map((page) => ({ page, lists: 'off' }))].map(
      ({ page, lists }) => `| ${page.path} | ${lists} | ${page.requestsPerSecond} | ${page.serverCpuMsPerRequest ?? '—'} | ${page.latencyP50Ms} | ${page.latencyP99Ms} | ${page.errors} | ${page.non2xx} |`,
    ),
    `  table of contents rendered: server time p50 ${figures.toc.serverTime.p50Ms} ms, p95 ${figures.toc.serverTime.p95Ms} ms (goal ≤ 25 ms); from the page cache: p50 ${figures.tocCached.serverTime.p50Ms} ms; machine load average ${figures.loadAverage} on ${cpus().length} cores`,
  ].join('\n');
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]).endsWith('issue-toc.ts');
if (isMain) {
  await ensureBuild((message) => console.log(`[build] ${message}`));
  console.log(issueTocReport(await measureIssueToc(Number(process.env.BENCH_SECONDS ?? 5))));
}
