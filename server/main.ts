import { readEnv } from './env.ts';
import { startServer } from './start-server.ts';

/** `npm start`: the portal's server with its embedded database, on PORT (default 3000). */
const server = await startServer(readEnv());
server.app.log.info(`Masthead is serving on ${server.url}`);

process.on('SIGHUP', () => server.store.reload());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
