import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { pino, type Logger } from 'pino';
import { importConfigFolder } from '../config/versions/import-config-folder.ts';
import { openDatabase } from '../db/open-database.ts';
import { shouldWatchConfig, type Env } from '../env.ts';
import { prepareDeployment } from '../prepare-deployment.ts';
import { answerMetricsRequests } from './cluster-metrics.ts';
import { RestartBackoff } from './restart-backoff.ts';
import { workerSecrets } from './worker-secrets.ts';

/** How long workers may take to finish their requests after SIGTERM before they are killed. */
const drainTimeoutMs = 30_000;

/**
 * `WORKERS` server processes on one port (node:cluster; the supervisor hands each connection to a worker in turn).
 * The supervisor prepares the database once (migrations, the configuration folder, seeding: `prepareDeployment`),
 * makes the secrets the workers must share when the environment sets none, then starts the workers (`entry`, the
 * server's main file, run again as a worker) and keeps their number: a worker that dies is replaced, after a wait
 * that grows while replacements keep dying young (`RestartBackoff`). A worker that fails before the first has served
 * is a start that failed: everything stops, exit 1. SIGTERM or SIGINT: every worker stops taking connections and
 * finishes its requests; the supervisor exits 0 once all have, 1 if any failed to. SIGHUP: the folder's edits are
 * imported once, here, then every worker reads the configuration again. A scrape of /metrics answers every worker's
 * figures, gathered here (server/cluster/cluster-metrics.ts).
 */
export async function superviseWorkers(env: Env & { HOST: string }, count: number, entry: string): Promise<void> {
  const log = pino({ level: env.LOG_LEVEL });
  await prepareOnce(env, log);
  if (shouldWatchConfig(env)) log.warn('CONFIG_WATCH is not followed with WORKERS above 1: after editing site-configs/, send SIGHUP or POST /rc-pub/admin/reload-config');

  cluster.setupPrimary({ exec: entry });
  answerMetricsRequests();
  const secrets = workerSecrets(env);
  const backoff = new RestartBackoff();
  const startedAt = new Map<number, number>();
  let served = false;
  let listening = 0;
  let stopping: Promise<void> | undefined;
  let replacements: NodeJS.Timeout[] = [];

  const fork = () => {
    const worker = cluster.fork(secrets);
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('listening', (worker: Worker, address: AddressInfo) => {
    if (served) {
      log.info({ worker: worker.process.pid }, 'a replacement worker is serving');
      return;
    }
    listening += 1;
    if (listening < count) return;
    served = true;
    const shownHost = !address.address || address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
    const workerPids = Object.values(cluster.workers ?? {}).map((each) => each?.process.pid);
    log.info({ workers: count, workerPids }, `Masthead is serving on http://${shownHost}:${address.port}`);
  });

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const livedMs = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) return;
    if (!served) {
      log.error({ worker: worker.process.pid, code, signal }, 'a worker failed before the server could serve: stopping');
      void stopAll(1);
      return;
    }
    const waitMs = backoff.next(livedMs);
    log.error({ worker: worker.process.pid, code, signal, livedMs, waitMs }, `a worker died: a new one starts in ${waitMs} ms`);
    const timer = setTimeout(() => {
      replacements = replacements.filter((each) => each !== timer);
      if (!stopping) fork();
    }, waitMs);
    replacements.push(timer);
  });

  const stopAll = (failed: 0 | 1) => {
    stopping ??= (async () => {
      for (const timer of replacements) clearTimeout(timer);
      const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
      const outcomes = await Promise.all(running.map((worker) => drain(worker)));
      const clean = failed === 0 && outcomes.every(Boolean);
      log.info({ workers: running.length }, clean ? 'every worker finished its requests: stopped' : 'stopped, not cleanly');
      process.exit(clean ? 0 : 1);
    })();
    return stopping;
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stopAll(0));
  process.on('SIGHUP', () => {
    reloadEverywhere(env, log).catch((error: unknown) => log.error({ err: error }, 'configuration reload failed'));
  });

  for (let index = 0; index < count; index++) fork();
}

/** The database prepared for this start, in a handle of its own that is closed before any worker opens one. */
async function prepareOnce(env: Env, log: Logger): Promise<void> {
  const database = openDatabase(env.DATABASE_URL);
  try {
    const store = await prepareDeployment(env, log, database);
    await store.close();
  } finally {
    await database.close();
  }
}

/** SIGHUP: the folder's edits imported once, then every worker reads what is published. */
async function reloadEverywhere(env: Env, log: Logger): Promise<void> {
  const database = openDatabase(env.DATABASE_URL);
  try {
    const { published, removed } = await importConfigFolder(database.db, env.SITE_CONFIG_DIR);
    if (published.length + removed.length > 0) log.info({ published, removed }, 'site-configs/ edits imported');
  } finally {
    await database.close();
  }
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGHUP');
}

/** Asks a worker to stop (it finishes its requests first); answers whether it exited with 0 in time. */
function drain(worker: Worker): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      worker.process.kill('SIGKILL');
      resolve(false);
    }, drainTimeoutMs);
    worker.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
    worker.process.kill('SIGTERM');
  });
}
