import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ViteDevServer } from 'vite';
import { adminContentSecurityPolicy } from '../http/security-headers.ts';
import { distDir } from './page-renderer.ts';

/** Where the back office's app lives: its page answers every address below, its own router reads the rest. */
export const adminAppPath = '/admin/';
const assetsPath = `${adminAppPath}assets/`;
/** The built app (scripts/build.js, admin/vite.config.ts): its page and its assets. */
const builtAppDir = join(distDir, 'admin-app');

/** An address that names a file (an asset's), never a screen of the app. */
const namesFile = (path: string) => path.startsWith(assetsPath) || /\.[a-z0-9]+$/i.test(path);

/**
 * Serves the back office's app at /admin/ (issues 19 and 20), a bundle of its own: its page for every address below
 * /admin/ (the app routes in the browser), its hashed assets under /admin/assets/. Built: from dist/admin-app, the
 * page with the back office's strict Content-Security-Policy. In development: through Vite, as readers' pages are
 * (Vite's own inline scripts run there, so, as for readers, no policy is sent).
 */
export async function serveAdminApp(app: FastifyInstance, vite: ViteDevServer | undefined): Promise<void> {
  const page = vite ? (url: string) => vite.transformIndexHtml(url, readFileSync(resolve('admin/index.html'), 'utf8')) : builtPage();
  if (!vite) {
    await app.register(fastifyStatic, {
      root: join(builtAppDir, 'assets'),
      prefix: assetsPath,
      decorateReply: false,
      wildcard: false,
      index: false,
      allowedPath: (path) => !path.endsWith('.map'),
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response) => response.setHeader('cache-control', 'public, max-age=31536000, immutable'),
    });
  }

  const sendPage = async (url: string, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('x-robots-tag', 'noindex, nofollow').send(await page(url));
  const helmet = vite ? {} : { helmet: { contentSecurityPolicy: adminContentSecurityPolicy } };

  app.get('/admin', (_request, reply) => reply.redirect(adminAppPath));
  app.get(`${adminAppPath}*`, helmet, (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (namesFile(path)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendPage(request.url, reply);
  });
}

function builtPage(): () => Promise<string> {
  const html = readFileSync(join(builtAppDir, 'admin', 'index.html'), 'utf8');
  return async () => html;
}
