import cluster from 'node:cluster';
import { getHeapStatistics } from 'node:v8';
import { readEnv } from './env.ts';

/**
 * `npm start`: the portal's server with its embedded database, on PORT (default 3000). With WORKERS above 1 (the
 * default on a machine of several cores; never in development) this process supervises that many workers, each this
 * file run again as a cluster worker (server/cluster/supervise-workers.ts).
 */
const env = readEnv();
const workers = env.NODE_ENV === 'development' ? 1 : env.WORKERS;

if (cluster.isPrimary && workers > 1) {
  const { superviseWorkers } = await import('./cluster/supervise-workers.ts');
  // This very file, compiled or not (the build rewrites import.meta.url to name the source; filename it leaves).
  await superviseWorkers(env, workers, import.meta.filename);
} else {
  const { startServer } = await import('./start-server.ts');
  const worker = cluster.isWorker;
  const server = await startServer(env, { prepared: worker });
  // The JavaScript heap's ceiling (npm start sets it; MAX_HEAP_MB): V8 grows its heap towards it before collecting hard.
  const heapLimitMb = Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024);
  server.app.log.info({ heapLimitMb }, worker ? `worker ${cluster.worker?.id} is serving on ${server.url}` : `Masthead is serving on ${server.url}`);

  // A worker's SIGHUP comes from its supervisor, which imported site-configs/ before passing it on.
  process.on('SIGHUP', () => {
    server.store.reload({ importFiles: !worker }).catch((error: unknown) => server.app.log.error(error, 'configuration reload failed'));
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
  // A worker whose supervisor is gone (killed) would serve no one: it finishes what it has and ends.
  if (worker) process.once('disconnect', stop);
}
