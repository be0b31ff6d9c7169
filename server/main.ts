import { getHeapStatistics } from 'node:v8';
import { readEnv } from './env.ts';
import { startServer } from './start-server.ts';

/** `npm start`: the portal's server with its embedded database, on PORT (default 3000). */
const server = await startServer(readEnv());
// The JavaScript heap's ceiling (npm start sets it; MAX_HEAP_MB): V8 grows its heap towards it before collecting hard.
const heapLimitMb = Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024);
server.app.log.info({ heapLimitMb }, `Masthead is serving on ${server.url}`);

process.on('SIGHUP', () => {
  server.store.reload().catch((error: unknown) => server.app.log.error(error, 'configuration reload failed'));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
