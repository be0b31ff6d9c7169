import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { authSettingsFromEnv } from './accounts/auth-settings.ts';
import { buildApp } from './app.ts';
import { ConfigStore } from './config/config-store.ts';
import { engineOfUrl } from './db/database-engine.ts';
import { openDatabase } from './db/open-database.ts';
import { listenForChanges } from './db/postgres/listen-for-changes.ts';
import { prepareDeployment } from './prepare-deployment.ts';
import { shouldWatchConfig, type Env } from './env.ts';
import { fileStoreOf } from './files/files-dir.ts';
import { trustProxyOption } from './http/trust-proxy.ts';
import { messagingFromEnv } from './messaging/messaging-from-env.ts';
import { listCacheOptions, searchCacheOptions } from './cache/cache-options.ts';
import { createListCache } from './content/list-cache.ts';
import { translationSettingsFromEnv } from './translation/translation-settings.ts';
import { servePages } from './web/serve-pages.ts';
import { createMetrics } from './operations/metrics.ts';

export type RunningServer = { app: FastifyInstance; url: string; store: ConfigStore; stop: () => Promise<void> };

export type StartOptions = {
  /**
   * Another process prepared the database for this start (`prepareDeployment`: a worker of `WORKERS`, whose supervisor
   * did): this one only opens it, reads the published configuration and serves.
   */
  prepared?: boolean;
};

/**
 * Opens (creating and migrating) the database, loads site-configs/, seeds sample content on first start, and
 * listens. `npm start`, the integration tests and the benchmarks all start the server through here.
 */
export async function startServer(env: Env, { prepared = false }: StartOptions = {}): Promise<RunningServer> {
  // Libraries choose their build by process.env.NODE_ENV (React's development build is several times slower):
  // they must see the mode the environment was validated to, not an unset variable.
  process.env.NODE_ENV = env.NODE_ENV;
  const log = pino({ level: env.LOG_LEVEL });
  const translation = translationSettingsFromEnv(env);
  const database = openDatabase(env.DATABASE_URL);

  // The configuration is kept in the database (issue 20): an empty one imports site-configs/, and later file edits
  // arrive as versions authored "file".
  const store = prepared
    ? await ConfigStore.fromDatabase(env.SITE_CONFIG_DIR, database.db, { info: (message) => log.info(message), warn: (message) => log.warn(message) }, { importFiles: false })
    : await prepareDeployment(env, log, database);
  store.follow(env.CONFIG_FOLLOW_MS);
  // On PostgreSQL another process's publish arrives by NOTIFY at once; the poll of follow() stays as the fallback.
  const changes =
    engineOfUrl(env.DATABASE_URL) === 'postgres'
      ? listenForChanges(env.DATABASE_URL, () => void store.refresh().catch(() => {}), { info: (message) => log.info(message), warn: (message) => log.warn(message) })
      : undefined;
  if (changes) await startListening(changes.listening, store, log);
  const files = fileStoreOf(env);
  // The folder is watched by one process only: with WORKERS, edits reach the workers through the database.
  if (shouldWatchConfig(env) && !prepared) store.watch();

  const messaging = messagingFromEnv(env);
  const auth = authSettingsFromEnv(env, database.db, (message) => log.warn(message));
  const { mail, sms, outboxes } = messaging;
  const metrics = createMetrics();
  const searchCache = searchCacheOptions(env);
  const listCache = listCacheOptions(env);
  const context = {
    store,
    db: database.db,
    adminToken: env.ADMIN_TOKEN,
    translation,
    files,
    searchCache: searchCache && { ...searchCache, onLookup: (hit: boolean) => metrics.searchCache.inc({ result: hit ? 'hit' : 'miss' }) },
    listCache: createListCache(listCache && { ...listCache, onLookup: (hit: boolean) => metrics.listCache.inc({ result: hit ? 'hit' : 'miss' }) }, store, database.db),
    mail,
    sms,
    outboxes,
    auth,
    development: env.NODE_ENV === 'development',
    publicOrigin: env.PUBLIC_ORIGIN,
    metrics,
  };
  const app = buildApp(context, { loggerInstance: log, trustProxy: trustProxyOption(env.TRUST_PROXY) });
  if (env.NODE_ENV === 'production' && env.PAGES === 'on' && !env.PUBLIC_ORIGIN) {
    log.warn('PUBLIC_ORIGIN is not set: on a host no site names as its domain, canonical links and sitemaps follow the Host header');
  }
  const closePages = env.PAGES === 'on' ? await servePages(app, env, log, context) : async () => {};
  await app.listen({ port: env.PORT, host: env.HOST });
  const { port } = app.server.address() as AddressInfo;
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;

  return {
    app,
    url: `http://${shownHost}:${port}`,
    store,
    stop: async () => {
      await closePages();
      await changes?.close();
      await store.close();
      await app.close();
      messaging.close();
      await database.close();
    },
  };
}

/**
 * Serving starts once this process hears the notices of changes (a notice sent before its LISTEN would be lost), then
 * reads once more what may have been published since the configuration was read. A database slow to answer delays
 * the start by 5 s at most; the poll covers until the listener connects.
 */
async function startListening(listening: Promise<void>, store: ConfigStore, log: { warn: (message: string) => void }): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const heard = await Promise.race([listening.then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 5_000)))]);
  clearTimeout(timer);
  if (heard) await store.refresh().catch(() => {});
  else log.warn('changes: not listening for changes after 5 s; the configuration poll covers until it is');
}
