import { join } from 'node:path';
import fastifyMiddie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Env } from '../env.ts';
import { ensureBuild } from './ensure-build.ts';
import { httpTransport, inProcessTransport } from './in-process-transport.ts';
import { builtRenderer, devRenderer, distDir, type PageRenderer } from './page-renderer.ts';
import { registerPages } from './register-pages.ts';

/**
 * Adds the server-rendered pages to the API app: in development Vite runs in middleware mode inside this process;
 * otherwise the built bundles are served (and built first if they are missing or stale). Returns a closer.
 */
export async function servePages(app: FastifyInstance, env: Env, log: Logger): Promise<() => Promise<void>> {
  const dev = env.NODE_ENV === 'development';
  let renderer: PageRenderer;
  let close = async () => {};

  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    await app.register(fastifyMiddie);
    app.use(vite.middlewares);
    renderer = devRenderer(vite);
    close = () => vite.close();
  } else {
    await ensureBuild((message) => log.info(message));
    await app.register(fastifyStatic, {
      root: join(distDir, 'client'),
      wildcard: false,
      index: false,
      allowedPath: (path) => !path.startsWith('/index.html'),
      preCompressed: true,
      maxAge: '1h',
    });
    renderer = await builtRenderer();
  }

  const transport = env.API_BASE_URL ? httpTransport(env.API_BASE_URL) : inProcessTransport(app);
  registerPages(app, { renderer, transport, dev });
  return close;
}
