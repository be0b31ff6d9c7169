import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverPathNames } from '../../schemas/route-names.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { scriptNonceOf } from '../http/security-headers.ts';
import type { PageRenderer } from './page-renderer.ts';
import { encodingFor, type CachedPage, type PageCache } from './page-cache.ts';
import { cachedPageAddress } from './page-cache-key.ts';
import type { RenderSlots } from './render-slots.ts';
import { readerAddressHeader, type DirectBackEnd } from '../../schemas/render-contract.ts';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../db/database-unavailable.ts';

type Options = {
  renderer: PageRenderer;
  transport: (request: Request) => Promise<Response>;
  direct?: DirectBackEnd | undefined;
  auditHandOver: boolean;
  dev: boolean;
  /** How many pages render at once. */
  slots: RenderSlots;
  /** The origin the page's canonical and alternate links start with (server/http/public-origin.ts). */
  originOf: (request: FastifyRequest) => string;
  /** Article and issue pages rendered once and served again until content or configuration change (absent: no cache). */
  cache?: { pages: PageCache; generation: () => Promise<string> } | undefined;
  /** Told of each page the cache was asked for: served from it (true) or rendered (false). */
  onCacheLookup?: ((hit: boolean) => void) | undefined;
};

const sendCached = (request: FastifyRequest, reply: FastifyReply, page: CachedPage, state: 'hit' | 'miss') => {
  const encoding = encodingFor(request.headers['accept-encoding']);
  void reply.code(page.status).headers(page.headers).header('vary', 'accept-encoding').header('x-page-cache', state);
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity);
};

/** The page request's headers as the renderer gets them, with the reader's address (readerAddressHeader). */
export function pageRequestHeaders(request: FastifyRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(request.headers)) headers[key] = Array.isArray(value) ? value.join(', ') : value;
  headers[readerAddressHeader] = request.ip;
  return headers;
}

/**
 * Every GET that is not the API or an asset is a page: rendered on the server, whole, with its HTTP status.
 * A render that fails answers a plain 500 page; one the database could not serve just now, a plain 503 page.
 */
const unavailablePage = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>503</title><main><h1>503 · 服务暂时不可用 · Service unavailable</h1><p>${databaseUnavailableMessage}</p></main></html>`;

export function registerPages(app: FastifyInstance, { renderer, transport, direct, auditHandOver, dev, slots, cache, originOf, onCacheLookup }: Options): void {
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = originOf(request);
    const address = cache ? cachedPageAddress(request, origin) : undefined;
    const cacheKey = address?.key;
    try {
      const generation = cacheKey !== undefined ? await cache!.generation() : '';
      const cached = cacheKey !== undefined ? cache!.pages.get(cacheKey, generation) : undefined;
      if (cacheKey !== undefined) onCacheLookup?.(cached !== undefined);
      if (cached) return sendCached(request, reply, cached, 'hit');
      const headers = pageRequestHeaders(request);
      const template = await renderer.template(request.url);
      const output = await slots.run(() =>
        renderer.render({ url: address?.url ?? request.url, origin, headers, transport, direct, auditHandOver, template, dev, nonce: scriptNonceOf(reply) }),
      );
      if (output.kind === 'redirect') {
        for (const cookie of output.setCookies) void reply.header('set-cookie', cookie);
        return reply.redirect(output.location, output.status);
      }
      if (cacheKey !== undefined && output.status === 200) {
        const body = Buffer.from(output.body);
        // The page's inline script carries this response's nonce: the policy naming it is kept with the page.
        const policy = reply.getHeader('content-security-policy');
        const headers = policy === undefined ? output.headers : { ...output.headers, 'content-security-policy': String(policy) };
        return sendCached(request, reply, await cache!.pages.store(cacheKey, { status: output.status, headers, body }, generation), 'miss');
      }
      // As bytes, encoded once: a string would be measured for its length, then encoded again as it is written.
      return reply.code(output.status).headers(output.headers).send(Buffer.from(output.body));
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'page render failed: the database is unavailable');
        return reply.code(503).header('retry-after', '5').type('text/html; charset=utf-8').send(unavailablePage);
      }
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
