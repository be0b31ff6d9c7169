import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverPathNames } from '../../schemas/route-names.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import type { PageRenderer } from './page-renderer.ts';

type Options = {
  renderer: PageRenderer;
  transport: (request: Request) => Promise<Response>;
  dev: boolean;
};

/** The page's origin from the request: only http/https, and a Host that is a host name (else localhost). */
function originOf(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-proto'];
  const claimed = typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim().toLowerCase() : request.protocol;
  const protocol = claimed === 'https' ? 'https' : 'http';
  const host = request.headers.host ?? '';
  return `${protocol}://${/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? host : 'localhost'}`;
}

/**
 * Every GET that is not the API or an asset is a page: rendered on the server, streamed, with its HTTP status.
 * A render that fails answers a plain 500 page rather than a broken stream.
 */
export function registerPages(app: FastifyInstance, { renderer, transport, dev }: Options): void {
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers: Record<string, string | undefined> = {};
    for (const [key, value] of Object.entries(request.headers)) headers[key] = Array.isArray(value) ? value.join(', ') : value;
    try {
      const output = await renderer.render({
        url: request.url,
        origin: originOf(request),
        headers,
        transport,
        template: await renderer.template(request.url),
        dev,
      });
      if (output.kind === 'redirect') {
        for (const cookie of output.setCookies) void reply.header('set-cookie', cookie);
        return reply.redirect(output.location, output.status);
      }
      return reply.code(output.status).headers(output.headers).send(output.body);
    } catch (error) {
      request.log.error({ err: error }, 'page render failed');
      return reply
        .code(500)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>Error</title><main><h1>500 · Error</h1><p><a href="/">首页 · Home</a></p></main></html>');
    }
  };

  // A wildcard route: Fastify tries every other route first, so the API and assets keep their own paths.
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/rc-pub/')) {
      return reply.code(404).send({ status: statusCodes.notFound, message: `No such endpoint: GET ${path}` });
    }
    // A missing file under an asset path is a plain 404, never a page of an unknown site.
    const first = path.split('/')[1] ?? '';
    if ((serverPathNames as readonly string[]).includes(first) || /\.(ico|png|jpe?g|gif|svg|webp|avif|css|m?js|map|txt|xml|woff2?|ttf|mp3|mp4|webm|pdf)$/i.test(path)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return servePage(request, reply);
  });
}
