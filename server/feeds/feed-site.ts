import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import type { ConfigStore } from '../config/config-store.ts';
import { ApiError } from '../http/api-error.ts';
import { assertSiteServes, groupMembers, requestedSite, siteNotFound } from '../http/site-context.ts';

/**
 * The HTTP status a feed reader gets where the API answers a site's state with HTTP 200 and an envelope status: a
 * feed reader reads only the HTTP status. As the pages answer: an unknown site is not there (404), an expired one
 * forbidden (403), one in maintenance unavailable for now (503, with Retry-After).
 */
const httpStatusOf: Partial<Record<number, number>> = {
  [statusCodes.siteNotFound]: 404,
  [statusCodes.siteExpired]: 403,
  [statusCodes.siteMaintenance]: 503,
};

/**
 * The site a feed is read from: the request's site (siteId, the siteId header, or its domain), which must serve. A
 * group site, which publishes nothing of its own, is read as its first member, as its pages are.
 */
export function feedSite(request: FastifyRequest, reply: FastifyReply, store: ConfigStore): SiteConfig {
  try {
    const requested = requestedSite(request, store);
    const config = requested.site.groupSite ? groupMembers(requested, store)[0] : requested;
    if (!config) throw siteNotFound();
    return assertSiteServes(config);
  } catch (error) {
    const httpStatus = error instanceof ApiError ? httpStatusOf[error.status] : undefined;
    if (!(error instanceof ApiError) || httpStatus === undefined) throw error;
    if (httpStatus === 503) void reply.header('retry-after', '3600');
    throw new ApiError(error.status, error.message, httpStatus);
  }
}
