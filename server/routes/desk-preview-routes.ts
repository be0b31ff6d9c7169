import type { FastifyInstance } from 'fastify';
import { deskEndpoints as endpoints } from '../../schemas/api/desk-endpoints.ts';
import type { DeskItemOf } from '../../schemas/desk/desk-kinds.ts';
import type { PreviewedKind } from '../../schemas/desk/desk-preview.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import type { AppContext } from '../app-context.ts';
import { adminGate } from '../admin/access/admin-gate.ts';
import { Desk } from '../desk/desk-actions.ts';
import { previewBanner } from '../desk/preview/preview-banner.ts';
import { itemPreview } from '../desk/preview/item-preview.ts';
import { sendPackageFile, storedName } from '../files/send-package-file.ts';
import { ApiError } from '../http/api-error.ts';
import { previewContentSecurityPolicy } from '../http/security-headers.ts';
import { route } from '../http/typed-route.ts';
import { previewRendererOf } from '../web/render-preview.ts';
import { actorOf } from './desk-routes.ts';

/**
 * An item of the desk on the reader's page it will have, before it is published (issue 19): the real page, rendered
 * by the portal's renderer with the item as saved in place of what readers get. Editors of the site only (the
 * desk's gate); never cached — neither the page nor anything it read — nor indexed, and marked across its top.
 */
export function registerDeskPreviewRoutes(app: FastifyInstance, context: AppContext): void {
  const desk = new Desk(context.db, context.store, context.arrivals);
  const gate = { before: adminGate(context, { power: 'content' }) };

  route(app, endpoints.deskPreview, gate, async (request, { caller, params, query }, reply) => {
    const actor = actorOf(request, caller);
    const item = (await desk.get(actor, params.kind, params.id)) as DeskItemOf<PreviewedKind>;
    const render = previewRendererOf(app);
    if (!render) throw new ApiError(statusCodes.internalError, 'Previews are rendered with the portal’s pages, which this server does not serve (PAGES=off, or API_BASE_URL reads another deployment)', 503);
    const site = context.store.bySld(params.sld)!;
    const lang = query.lang ?? site.header.defaultLanguage;
    const preview = itemPreview(params.kind, item);
    const rendered = await render({
      request,
      reply,
      url: preview.address({ sld: site.site.sld, lang, menu: site.menu.items }),
      gets: (next) => preview.gets({ db: context.db, siteId: actor.siteId, sld: site.site.sld, next }),
      banner: previewBanner(item, lang),
    });
    void reply.code(rendered.status).headers(rendered.headers).header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    if (!context.development) void reply.header('content-security-policy', previewContentSecurityPolicy(reply));
    return reply.send(Buffer.from(rendered.body));
  });

  // A draft's package files have no reader's address until it is published: its preview shows them from here.
  route(app, endpoints.deskPreviewFile, gate, async (request, { caller, params: { id, name } }, reply) => {
    await desk.get(actorOf(request, caller), 'article', id);
    const notFound = () => ApiError.notFound(`article ${id} has no file "${name}"`);
    if (!storedName.test(name)) throw notFound();
    const row = await context.db
      .selectFrom('article_asset')
      .select(['href', 'media_type'])
      .where('article_id', '=', id)
      .where('stored_name', '=', name)
      .executeTakeFirst();
    if (!row) throw notFound();
    return sendPackageFile(request, reply, context.files, { articleId: id, href: row.href, storedName: name, mediaType: row.media_type }, 'private, no-store');
  });
}
