import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { secureParamsRequest } from '../../schemas/aiqa-api.ts';
import { aiqaTokenLifetimeSeconds } from '../../schemas/aiqa-frame.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { ApiError } from '../http/api-error.ts';
import { issueAiqaToken } from './aiqa-token.ts';

/** The site serves an AI panel: it has an enabled aiqa.json with a frame. */
export function aiqaEnabled(config: SiteConfig): boolean {
  return Boolean(config.aiqa?.enabled && config.aiqa.frameUrl);
}

const hostOfUrl = (value: string | undefined) => {
  try {
    return value ? new URL(value).host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
};

/** The hosts a page of this site may be at: the one the request reached, the page's origin, the site's domains. */
function knownHosts(request: FastifyRequest, config: SiteConfig): Set<string> {
  const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
  const hosts = [request.headers.host, hostOfUrl(origin), ...config.site.domains];
  return new Set(hosts.flatMap((host) => (host ? [host.toLowerCase()] : [])));
}

/**
 * Spec §7 generateSecureParams for the serving site: the body's siteId the site's own and its host one the site is
 * served at (else a 400 envelope); answers a signed token good for ten minutes.
 */
export function secureParamsFor(request: FastifyRequest, config: SiteConfig, body: z.output<typeof secureParamsRequest>, secret: Buffer, now: number): string {
  if (body.siteId !== config.site.siteId) throw ApiError.badRequest(`body field "siteId": ${body.siteId} is not the site this request is for`);
  if (!aiqaEnabled(config)) throw ApiError.notFound('This site has no AI question-and-answer panel');
  if (!knownHosts(request, config).has(body.host)) throw ApiError.badRequest(`body field "host": ${body.host} is not where this site is served`);
  const claims = { siteId: body.siteId, lang: body.lang, host: body.host, ...(body.query ? { query: body.query } : {}) };
  return issueAiqaToken(secret, claims, now + aiqaTokenLifetimeSeconds * 1000);
}
