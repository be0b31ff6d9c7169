import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { numericId } from '../../schemas/primitives.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import type { SiteSummary } from '../../schemas/site.ts';
import { statusCodes, statusMessages } from '../../schemas/status-codes.ts';
import type { ConfigStore } from '../config/config-store.ts';
import { ApiError } from './api-error.ts';
import { parseInput } from './parse-input.ts';

const siteIdQuery = z.object({ siteId: numericId.optional() });
const siteIdHeader = z.object({ siteid: numericId.optional() });

export function siteNotFound(): ApiError {
  return new ApiError(statusCodes.siteNotFound, statusMessages.siteNotFound);
}

/**
 * The site a request is about: the `siteId` query parameter, else the `siteId` header every spec client sends,
 * else the Host it arrived at. Content is only ever read through this site, never through ids alone.
 */
export function requestedSite(request: FastifyRequest, store: ConfigStore): SiteConfig {
  const { siteId } = parseInput(siteIdQuery, request.query, 'query parameter');
  const fromHeader = siteId ?? parseInput(siteIdHeader, request.headers, 'header').siteid;
  if (fromHeader !== undefined) {
    const config = store.bySiteId(fromHeader);
    if (!config) throw siteNotFound();
    return config;
  }
  const byHost = request.headers.host ? store.byDomain(request.headers.host) : undefined;
  if (byHost) return byHost;
  throw ApiError.badRequest('query parameter "siteId" is required (or a siteId header, or a configured domain)');
}

/** Expired and maintenance sites answer with their notice (spec §8) instead of content. */
export function assertSiteServes(config: SiteConfig): SiteConfig {
  const { status } = config.site;
  if (status === 'expired') {
    throw new ApiError(statusCodes.siteExpired, `${statusMessages.siteExpiredTitle} ${statusMessages.siteExpired}`);
  }
  if (status === 'maintenance') throw new ApiError(statusCodes.siteMaintenance, statusMessages.maintenance);
  return config;
}

export function servingSite(request: FastifyRequest, store: ConfigStore): SiteConfig {
  return assertSiteServes(requestedSite(request, store));
}

export function toSiteSummary({ site }: SiteConfig): SiteSummary {
  return {
    siteId: site.siteId,
    sld: site.sld,
    name: site.name,
    enName: site.enName,
    status: site.status,
    groupSite: site.groupSite,
    topicId: site.topicId,
    grayType: site.grayType,
    colour: site.colour,
    logo1: site.logo1,
    defaultLanguage: site.defaultLanguage,
    umtFlag: site.umtFlag,
    domain: site.domains[0] ?? '',
  };
}

/** A group's member sites, in configured order, skipping any that are missing. */
export function groupMembers(config: SiteConfig, store: ConfigStore): SiteConfig[] {
  return config.site.members.flatMap((sld) => store.bySld(sld) ?? []);
}

/** The sites whose content a site shows: a group site its members', any other site its own. */
export function contentSites(config: SiteConfig, store: ConfigStore): SiteConfig[] {
  return config.site.groupSite ? groupMembers(config, store) : [config];
}
