import type { FastifyInstance, FastifyRequest } from 'fastify';
import { statusCodes } from '../../schemas/status-codes.ts';
import { requestOrigin } from './request-origin.ts';

/** Methods that only read: a page of another site may cause them (a link, a picture), and they change nothing. */
const readingMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What the browser says of who made the request: our own pages, or the reader typing or following a bookmark. */
const ownSites = new Set(['same-origin', 'none']);

/**
 * Whether a browser sent this request for a page of another site (a form posted from elsewhere carries the reader's
 * cookies: SameSite=Lax stops that across sites, not from another port or subdomain of the same one). Browsers say
 * so in Sec-Fetch-Site, and older ones at least in Origin. A request with neither comes from no browser page (a
 * script, curl, the in-process renderer) and carries no reader's cookies unbidden.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return !ownSites.has(fetchSite);
  const origin = request.headers.origin;
  return origin !== undefined && origin !== requestOrigin(request);
}

/** Refuses every state-changing request another site's page makes (issue 16, item 4), with the API's envelope. */
export function refuseCrossSiteWrites(app: FastifyInstance): void {
  app.addHook('onRequest', async function refuseCrossSiteWrite(request, reply) {
    if (readingMethods.has(request.method) || !isCrossSite(request)) return;
    return reply.code(403).send({ status: statusCodes.crossSiteRefused, message: 'A request from another site cannot change anything here' });
  });
}
