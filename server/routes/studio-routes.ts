import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { studioImageLimits } from '../../schemas/admin/studio-api.ts';
import { endpointPath } from '../../schemas/api/endpoint.ts';
import { studioEndpoints as endpoints } from '../../schemas/api/studio-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { adminGate, callerSiteId, type AdminCaller } from '../admin/access/admin-gate.ts';
import { recordAudit, requestSource } from '../admin/audit/audit-log.ts';
import { SiteLifecycle } from '../config/studio/site-lifecycle.ts';
import { Studio, type StudioActor } from '../config/studio/studio.ts';
import { draftsApplied } from '../config/studio/drafts-applied.ts';
import { readSiteImage, storeSiteImage } from '../config/studio/site-images.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { ApiError } from '../http/api-error.ts';
import { previewContentSecurityPolicy } from '../http/security-headers.ts';
import { directBackEnd } from '../web/direct-back-end.ts';
import { previewRendererOf } from '../web/render-preview.ts';
import { ok } from '../http/reply.ts';
import { route } from '../http/typed-route.ts';

const ownerOf = (request: FastifyRequest, caller: AdminCaller) => ({
  id: caller.account.id,
  email: caller.account.email,
  name: caller.account.name,
  source: requestSource(request),
});
const actorOf = (request: FastifyRequest, caller: AdminCaller): StudioActor => ({ ...ownerOf(request, caller), siteId: callerSiteId(request, caller) });

/**
 * A draft may carry a part as large as its limits allow and then some, so that an oversized text is refused by the
 * schema with its path (a 1 MB text field) rather than by the body limit.
 */
const draftBodyLimit = 2 * 1024 * 1024;

/** The site studio's endpoints (schemas/api/studio-endpoints.ts): site admins of the site and owners. */
export function registerStudioRoutes(app: FastifyInstance, context: AppContext): void {
  const studio = new Studio(context.db, context.store);
  const gate = { before: adminGate(context, { power: 'configuration' }) };

  route(app, endpoints.studioParts, gate, async (_request, { params }) => ok(await studio.parts(params.sld)));
  route(app, endpoints.studioPart, gate, async (_request, { params }) => ok(await studio.part(params)));
  route(app, endpoints.studioSaveDraft, { ...gate, bodyLimit: draftBodyLimit }, async (request, { caller, params, body }) =>
    ok(await studio.saveDraft(actorOf(request, caller), params, body.value, body.revision)),
  );
  route(app, endpoints.studioDiscardDraft, gate, async (request, { caller, params, query }) =>
    ok(await studio.discardDraft(actorOf(request, caller), params, query.revision)),
  );
  route(app, endpoints.studioPublish, gate, async (request, { caller, params, body }) =>
    ok(await studio.publish(actorOf(request, caller), params, body.revision, body.message)),
  );
  route(app, endpoints.studioHistory, gate, async (_request, { params }) => ok(await studio.history(params)));
  route(app, endpoints.studioVersion, gate, async (_request, { params }) => ok(await studio.version(params, params.version)));
  route(app, endpoints.studioDiff, gate, async (_request, { params, query }) => ok(await studio.diff(params, query.from, query.to)));
  route(app, endpoints.studioPreview, gate, async (request, { params, query }, reply) => {
    const render = previewRendererOf(app);
    if (!render) throw new ApiError(statusCodes.internalError, 'Previews are rendered with the portal’s pages, which this server does not serve (PAGES=off, or API_BASE_URL reads another deployment)', 503);
    const { store, drafts } = await draftsApplied(context.db, context.store, params.sld);
    // A back end of its own for this page: its bootstrap cache holds the preview's configuration and dies with it.
    const preview = directBackEnd({ ...context, store }, async () => 'preview');
    const rendered = await render({
      request,
      reply,
      url: query.path,
      gets: (next) => next,
      bootstrap: preview.bootstrap,
      banner: drafts.length > 0 ? `Preview — ${params.sld} with its unpublished drafts of ${drafts.join(', ')}` : `Preview — ${params.sld} as published (no drafts)`,
    });
    void reply.code(rendered.status).headers(rendered.headers).header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    if (!context.development) void reply.header('content-security-policy', previewContentSecurityPolicy(reply));
    return reply.send(Buffer.from(rendered.body));
  });

  // In a scope of its own, so multipart bodies are parsed here and nowhere else; the picture is read by the route,
  // not by the entry, and checked by its bytes (site-images.ts).
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: studioImageLimits.maxBytes, files: 1, fields: 0, parts: 1 } });
    route(scope, endpoints.studioUploadImage, gate, async (request, { caller, params }) => {
      const name = await storeSiteImage(request, context.files, params.sld);
      await recordAudit(context.db, { actor: ownerOf(request, caller), action: 'config.uploadImage', siteId: callerSiteId(request, caller), target: name, source: requestSource(request) });
      return ok({ url: endpointPath(endpoints.siteImage, { sld: params.sld, name }) });
    });
  });
  route(app, endpoints.siteImage, async (request, { params }, reply) => {
    const image = await readSiteImage(context.files, params.sld, params.name);
    if (!image) throw ApiError.notFound(`No picture ${params.name}`);
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'; sandbox");
    return reply.type(image.mediaType).send(image.bytes);
  });

  const sites = new SiteLifecycle(context.db, context.store);
  const owners = { before: adminGate(context, { power: 'sites' }) };
  route(app, endpoints.studioCreateSite, owners, async (request, { caller, body }) => ok(await sites.create(ownerOf(request, caller), body)));
  route(app, endpoints.studioArchiveSite, owners, async (request, { caller, params }) => ok(await sites.archive(ownerOf(request, caller), params.sld)));
  route(app, endpoints.studioArchivedSites, owners, async () => ok(await sites.archived()));
  route(app, endpoints.studioRestoreSite, owners, async (request, { caller, params }) => ok(await sites.restore(ownerOf(request, caller), params.name)));
  route(app, endpoints.studioRollback, gate, async (request, { caller, params, body }) =>
    ok(await studio.rollback(actorOf(request, caller), params, body.version, body.message)),
  );
}
