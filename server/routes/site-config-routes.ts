import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toBasicInfoWire } from '../../schemas/basic-info.ts';
import { toHeaderWire } from '../../schemas/header-config.ts';
import type { MenuItem } from '../../schemas/menu.ts';
import { numericId } from '../../schemas/primitives.ts';
import { searchResourceCode } from '../../schemas/search-config.ts';
import type { AppContext } from '../app-context.ts';
import { offeredAggregated } from '../bootstrap/offered-aggregated.ts';
import { accessGrant } from '../config/access-grant.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import { booleanQuery } from '../../schemas/query-values.ts';
import { ok } from '../http/reply.ts';
import { assertSiteServes, servingSite, siteNotFound } from '../http/site-context.ts';

/** Whether to filter the menu. */
const filterQuery = z.object({ filter: booleanQuery.default(false) });

/** A menu channel. */
const channelQuery = z.object({ channelId: numericId });

/** The site a path names. */
const siteIdParams = z.object({ siteId: numericId });

/** A search resource type. */
const resourceTypeQuery = z.object({ type: searchResourceCode });

function enabledOnly(items: MenuItem[]): MenuItem[] {
  return items.filter((item) => item.enable).map((item) => ({ ...item, children: enabledOnly(item.children) }));
}

function findMenuItem(items: MenuItem[], id: number): MenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const inChild = findMenuItem(item.children, id);
    if (inChild) return inChild;
  }
  return undefined;
}

/** The per-site configuration calls of spec §7, each answering one part of a site's configuration. */
export function registerSiteConfigRoutes(app: FastifyInstance, { store, translation }: AppContext): void {
  const siteById = (siteId: number) => {
    const config = store.bySiteId(siteId);
    if (!config) throw siteNotFound();
    return assertSiteServes(config);
  };

  app.get('/rc-pub/front/site/getConfigHeader', async (request) => ok(toHeaderWire(servingSite(request, store).header)));
  app.get('/rc-pub/front/config-publication/getPublicationConfig', async (request) => ok(servingSite(request, store).publication));
  app.get('/rc-pub/front/config-footer/getFooterConfig', async (request) => ok(servingSite(request, store).footer));
  app.get('/rc-pub/front/site/getAggregatedConfig', async (request) => ok(offeredAggregated(servingSite(request, store), translation)));
  app.get('/rc-pub/front/site/getBasicInfo', async (request) => ok(toBasicInfoWire(servingSite(request, store).basicInfo)));
  app.get('/rc-pub/front/site/getMagazineFunctionalControl', async (request) => ok(servingSite(request, store).magazineFunctions));

  app.get('/rc-pub/front/site/checkPower', async (request) => {
    const config = servingSite(request, store);
    return ok(accessGrant(config.access, request.headers.referer));
  });

  /** The channel list (menu); `filter=true` leaves out disabled entries. */
  app.get('/rc-pub/front/channel/list', async (request) => {
    const { filter } = parseInput(filterQuery, request.query, 'query parameter');
    const { items } = servingSite(request, store).menu;
    return ok(filter ? enabledOnly(items) : items);
  });

  /** A channel's module list; the index channel's is the home page. The channel must belong to the site. */
  app.get('/rc-pub/front/module/list', async (request) => {
    const { channelId } = parseInput(channelQuery, request.query, 'query parameter');
    const config = servingSite(request, store);
    const channel = findMenuItem(config.menu.items, channelId);
    if (!channel) throw ApiError.notFound(`channel ${channelId} is not part of this site`);
    const modules = config.modules.channels[String(channelId)] ?? (channel.code === 'index' ? config.modules.home : []);
    return ok(modules);
  });

  app.get('/rc-pub/front/aiqa/getAiqaConfig', async (request) => ok(servingSite(request, store).aiqa));
  app.get('/rc-pub/front/aiqa/getAppInfo', async (request) => {
    const { aiqa } = servingSite(request, store);
    return ok(aiqa ? { name: aiqa.appName, enName: aiqa.enAppName } : null);
  });

  app.get('/rc-pub/front/commonResource/getCommonCodes', async () => ok(store.snapshot.commonCodes));

  app.get('/rc-pub/front/site/:siteId/search-config', async (request) => {
    const params = parseInput(siteIdParams, request.params, 'path parameter');
    return ok(siteById(params.siteId).search.resourceTypes);
  });

  app.get('/rc-pub/front/site/:siteId/search-conditions', async (request) => {
    const params = parseInput(siteIdParams, request.params, 'path parameter');
    const { type } = parseInput(resourceTypeQuery, request.query, 'query parameter');
    return ok(siteById(params.siteId).search.conditions[type] ?? []);
  });
}
