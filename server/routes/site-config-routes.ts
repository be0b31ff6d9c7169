import type { FastifyInstance } from 'fastify';
import { siteEndpoints as endpoints } from '../../schemas/api/site-endpoints.ts';
import { toBasicInfoWire } from '../../schemas/basic-info.ts';
import { toHeaderWire } from '../../schemas/header-config.ts';
import type { MenuItem } from '../../schemas/menu.ts';
import type { AppContext } from '../app-context.ts';
import { offeredAggregated } from '../bootstrap/offered-aggregated.ts';
import { accessGrant } from '../config/access-grant.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/reply.ts';
import { assertSiteServes, servingSite, siteNotFound } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';

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

  route(app, endpoints.configHeader, async (request) => ok(toHeaderWire(servingSite(request, store).header)));
  route(app, endpoints.publicationConfig, async (request) => ok(servingSite(request, store).publication));
  route(app, endpoints.footerConfig, async (request) => ok(servingSite(request, store).footer));
  route(app, endpoints.aggregatedConfig, async (request) => ok(offeredAggregated(servingSite(request, store), translation)));
  route(app, endpoints.basicInfo, async (request) => ok(toBasicInfoWire(servingSite(request, store).basicInfo)));
  route(app, endpoints.magazineFunctions, async (request) => ok(servingSite(request, store).magazineFunctions));

  route(app, endpoints.checkPower, async (request) => ok(accessGrant(servingSite(request, store).access, request.headers.referer)));

  /** The channel list (menu); `filter=true` leaves out disabled entries. */
  route(app, endpoints.channelList, async (request, { query: { filter } }) => {
    const { items } = servingSite(request, store).menu;
    return ok(filter ? enabledOnly(items) : items);
  });

  /** A channel's module list; the index channel's is the home page. The channel must belong to the site. */
  route(app, endpoints.moduleList, async (request, { query: { channelId } }) => {
    const config = servingSite(request, store);
    const channel = findMenuItem(config.menu.items, channelId);
    if (!channel) throw ApiError.notFound(`channel ${channelId} is not part of this site`);
    const modules = config.modules.channels[String(channelId)] ?? (channel.code === 'index' ? config.modules.home : []);
    return ok(modules);
  });

  route(app, endpoints.aiqaConfig, async (request) => ok(servingSite(request, store).aiqa));
  route(app, endpoints.aiqaAppInfo, async (request) => {
    const { aiqa } = servingSite(request, store);
    return ok(aiqa ? { name: aiqa.appName, enName: aiqa.enAppName } : null);
  });

  route(app, endpoints.commonCodes, async () => ok(store.snapshot.commonCodes));

  route(app, endpoints.searchConfig, async (_request, { params }) => {
    return ok(siteById(params.siteId).search.resourceTypes);
  });

  route(app, endpoints.searchConditions, async (_request, { params, query: { type } }) => {
    return ok(siteById(params.siteId).search.conditions[type] ?? []);
  });
}
