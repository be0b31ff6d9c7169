import { join, sep } from 'node:path';
import fastifyMiddie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Env } from '../env.ts';
import { ensureBuild } from './ensure-build.ts';
import { httpTransport, inProcessTransport } from './in-process-transport.ts';
import { builtRenderer, devRenderer, distDir, type PageRenderer } from './page-renderer.ts';
import { registerPages } from './register-pages.ts';
import type { AppContext } from '../app-context.ts';
import { contentVersion } from '../db/content-version.ts';
import { PageCache } from './page-cache.ts';
import { renderSlots } from './render-slots.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { directBackEnd } from './direct-back-end.ts';
import { serveAdminApp } from './serve-admin-app.ts';
import { directApiGets } from './direct-api-gets.ts';
import { offerPreviews } from './render-preview.ts';

/**
 * Adds the server-rendered pages and the back office's app (/admin/) to the API app: in development Vite runs in
 * middleware mode inside this process; otherwise the built bundles are served (and built first if they are missing
 * or stale). Returns a closer.
 */
export async function servePages(app: FastifyInstance, env: Env, log: Logger, context: Pick<AppContext, 'store' | 'db' | 'development' | 'metrics' | 'translation'>): Promise<() => Promise<void>> {
  const { store, db } = context;
  const dev = env.NODE_ENV === 'development';
  let renderer: PageRenderer;
  let close = async () => {};

  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    await app.register(fastifyMiddie);
    app.use(vite.middlewares);
    renderer = devRenderer(vite);
    await serveAdminApp(app, vite);
    close = () => vite.close();
  } else {
    await ensureBuild((message) => log.info(message));
    await app.register(fastifyStatic, {
      root: join(distDir, 'client'),
      wildcard: false,
      index: false,
      // Source maps are for operators on the host, not for readers.
      allowedPath: (path) => !path.startsWith('/index.html') && !path.endsWith('.map'),
      preCompressed: true,
      // Bundles under /assets/ carry their content's hash in their names: a changed file is a new address, so readers
      // keep them for a year without asking again. Other files (favicon, sample artwork) may change in place.
      cacheControl: false,
      setHeaders: (response, path) => {
        response.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
    renderer = await builtRenderer();
    await serveAdminApp(app, undefined);
  }

  store.checkBlocksWith(renderer.findBlockProblems);
  const transport = env.API_BASE_URL ? httpTransport(env.API_BASE_URL) : inProcessTransport(app);
  // Only with the embedded database can the server tell when content changed; another deployment's may change unseen.
  const generation = async () => `${store.generation}:${await contentVersion(db)}`;
  const cache =
    !dev && env.PAGE_CACHE === 'on' && !env.API_BASE_URL
      ? { pages: new PageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000 }), generation }
      : undefined;
  // With the embedded back end, pages get their site's configuration, and the GETs whose routes may be called so, by
  // function call (RenderInput.direct).
  const direct = env.API_BASE_URL ? undefined : { ...directBackEnd(context, generation), get: directApiGets(app) };
  const shared = {
    renderer,
    transport,
    auditHandOver: env.HAND_OVER_AUDIT === 'on',
    dev,
    // Previews render in the same slots as readers' pages: together, never more at once than RENDER_CONCURRENCY.
    slots: renderSlots(env.RENDER_CONCURRENCY),
    originOf: (request: FastifyRequest) => publicOrigin(request, store, env.PUBLIC_ORIGIN),
  };
  registerPages(app, { ...shared, direct, cache, onCacheLookup: (hit) => context.metrics?.pageCache.inc({ result: hit ? 'hit' : 'miss' }) });
  if (direct) offerPreviews(app, { ...shared, direct });
  return close;
}
